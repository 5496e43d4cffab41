import { CircleX, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NavLink, useNavSearchParams } from '@/lib/nav'
import { CheckoutShell } from './checkout-shell'

const PLAN_ID = /^[a-z0-9_-]{1,40}$/

/** /payment-cancel (spec part 1 §2): the provider sends the visitor here when the payment is abandoned. */
export function PaymentCancelPage() {
  const params = useNavSearchParams()
  // When the provider's cancel URL names the plan, 'Tentar novamente' goes straight back to it.
  const plan = params.get('plan')
  const retry = plan && PLAN_ID.test(plan) ? `/payment?plan=${plan}` : '/payment'
  return (
    <CheckoutShell>
      <title>Pagamento Cancelado · Aceito</title>
      <div className="mx-auto max-w-lg px-4 py-20 sm:px-6 sm:py-28">
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-12 text-center shadow-[0_30px_70px_-40px_rgb(124_42_62/0.45)] sm:px-10">
          <span className="flex size-16 items-center justify-center rounded-full bg-destructive-soft text-destructive ring-8 ring-destructive-soft/50">
            <CircleX className="size-8" aria-hidden="true" />
          </span>
          <h1 className="mt-2 font-serif text-3xl font-semibold sm:text-4xl">Pagamento Cancelado</h1>
          <p className="text-muted-foreground">Nenhuma cobrança foi feita. Vocês podem tentar novamente quando quiserem.</p>
          <div className="mt-3 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <NavLink to={retry}>
                <RotateCcw aria-hidden="true" />
                Tentar novamente
              </NavLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <NavLink to="/">Voltar ao início</NavLink>
            </Button>
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            Dúvidas?{' '}
            <NavLink to="/#faq" className="font-medium text-primary underline-offset-4 hover:underline">
              Veja as perguntas frequentes
            </NavLink>
          </p>
        </div>
      </div>
    </CheckoutShell>
  )
}
