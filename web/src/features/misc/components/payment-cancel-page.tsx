import { CircleX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { PublicLayout } from './public-layout'

/** /payment-cancel (spec part 1 §2). */
export function PaymentCancelPage() {
  return (
    <PublicLayout>
      <title>Pagamento Cancelado · Aceito</title>
      <div className="mx-auto max-w-lg px-4 py-20 sm:px-6">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleX className="size-7" aria-hidden="true" />
            </span>
            <h1 className="font-serif text-3xl font-semibold">Pagamento Cancelado</h1>
            <p className="text-muted-foreground">Nenhuma cobrança foi feita. Vocês podem tentar novamente quando quiserem.</p>
            <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
              <Button asChild>
                <Link to="/payment">Tentar novamente</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Voltar ao início</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  )
}
