import { ArrowLeft, Check, CreditCard, ExternalLink, Lock, RefreshCw, SearchX, ShieldCheck, Sparkles } from 'lucide-react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { LegalConsent } from '@/components/legal-consent'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api'
import { formatBRL } from '@/lib/format'
import { checkoutOffer, discountedCents, useOfferState, type Offer } from '@/lib/offer'
import { findPlan, planIds, readCheckoutEmail, saveCheckoutEmail, usePublicPlans, type Plan } from '@/lib/plans'
import { TRIAL_OFFER } from '@/lib/trial'
import { NavLink, useNavSearchParams } from '@/lib/nav'
import { cn } from '@/lib/utils'
import { safeCheckoutUrl, savePreCheckoutEmail, startCheckout } from '@/lib/checkout'
import { useAction } from '@/lib/use-action'
import { toast } from '@/lib/toast'
import { PayLinkSent } from '@/components/pay-link-sent'
import { CheckoutShell } from './checkout-shell'
import { OfferPrice } from '@/components/offer-price'
import { useHydrated } from '@/lib/hydration'

function PlanSummary({ plan, offer }: { plan: Plan; offer: Offer | null }) {
  return (
    <section
      aria-labelledby="resumo-plano"
      className="rounded-3xl border bg-card p-7 shadow-soft sm:p-8"
      data-testid="payment-plan"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xs font-semibold tracking-[0.18em] text-gold uppercase">Plano escolhido</p>
        {plan.is_popular && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-soft-foreground">
            <Sparkles className="size-3" aria-hidden="true" />
            Mais popular
          </span>
        )}
      </div>
      <h2 id="resumo-plano" className="mt-2 font-serif text-3xl font-semibold">
        {plan.name}
      </h2>
      {plan.description && <p className="mt-2 text-muted-foreground">{plan.description}</p>}
      <OfferPrice plan={plan} offer={offer} className="mt-5" />
      <p className="mt-1 text-sm text-success">Sem taxa de adesão</p>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="trial-offer">
        Preferem experimentar antes?{' '}
        <NavLink to="/auth?aba=criar-conta" className="font-semibold text-primary underline-offset-4 hover:underline">
          {TRIAL_OFFER}
        </NavLink>
      </p>
      <ul className="mt-6 grid gap-3 border-t pt-6 text-sm sm:grid-cols-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * token is the visitor's pre-checkout link (/payment?plan=…&token=… from the e-mail): the
 * purchase is for that link's e-mail. Without one, a signed-in couple pays for their wedding;
 * a visitor (the server answers invalid_token) is e-mailed the link for the address typed, so
 * paying never reveals whether an address has an account.
 */
function PaymentForm({ plan, offer, token }: { plan: Plan; offer: Offer | null; token: string }) {
  const [email, setEmail] = useState(readCheckoutEmail)
  const [fieldError, setFieldError] = useState<string>()
  const [openedUrl, setOpenedUrl] = useState<string | null>(null)
  const [linkSentTo, setLinkSentTo] = useState('')
  const [sending, setSending] = useState(false)
  const checkout = useAction(startCheckout)
  const processing = checkout.isPending || sending
  const empty = !token && email.trim() === ''

  const sendPayLink = async (address: string) => {
    setSending(true)
    try {
      const { email: sent } = await savePreCheckoutEmail({ email: address, plan_type: plan.id })
      saveCheckoutEmail(sent)
      setLinkSentTo(sent)
    } catch (error) {
      if (isApiError(error) && error.status === 422) setFieldError('E-mail inválido')
      else toast.error('Erro', { description: isApiError(error) && error.fromServer ? error.message : GENERIC_ERROR_MESSAGE })
    } finally {
      setSending(false)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = email.trim()
    if ((!token && trimmed === '') || processing) return
    setFieldError(undefined)
    try {
      const { url } = await checkout.mutateAsync(token ? { plan: plan.id, token } : { plan: plan.id })
      const target = safeCheckoutUrl(url)
      if (!target) throw new Error(`unusable checkout URL: ${url}`)
      toast.success('Redirecionando para pagamento', {
        description: 'Você será redirecionado para o provedor de pagamento por cartão para completar o pagamento.',
      })
      window.open(target, '_blank', 'noopener')
      setOpenedUrl(target)
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token' && !token) {
        await sendPayLink(trimmed) // a visitor: the link goes to the e-mail typed
      } else if (isApiError(error) && error.code === 'invalid_token') {
        toast.error('Link expirado', { description: error.message })
      } else if (isApiError(error) && error.code === 'plan_not_found') {
        toast.error('Erro', { description: 'Plano não encontrado' })
      } else if (isApiError(error) && error.code === 'account_exists') {
        toast.error('Erro', { description: error.message })
      } else if (isApiError(error) && error.status === 422 && error.fields.email) {
        setFieldError('E-mail inválido')
      } else {
        if (!isApiError(error)) console.error('Erro ao iniciar o pagamento', error)
        toast.error('Erro', { description: GENERIC_ERROR_MESSAGE })
      }
    }
  }

  return (
    <section aria-labelledby="pagamento-titulo" className="rounded-3xl border bg-card p-7 shadow-[0_30px_70px_-40px_rgb(124_42_62/0.45)] sm:p-8">
      <h2 id="pagamento-titulo" className="font-serif text-2xl font-semibold">
        Pagamento
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        O pagamento é feito com cartão na página segura do provedor, que abre em uma nova aba.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Pagamento" className="mt-6 grid gap-5">
        {linkSentTo && <PayLinkSent email={linkSentTo} />}
        {token ? (
          <p className="rounded-xl bg-success-soft px-4 py-3 text-sm text-success" data-testid="pay-link-confirmed">
            E-mail confirmado pelo link. A assinatura será feita para ele.
          </p>
        ) : (
          <TextField
            id="payment-email"
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="voces@exemplo.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (fieldError) setFieldError(undefined)
              if (linkSentTo) setLinkSentTo('')
            }}
            error={fieldError}
          />
        )}
        <div className="flex items-baseline justify-between border-t pt-4 text-sm">
          <span className="text-muted-foreground">{offer ? 'Primeira mensalidade' : 'Total mensal'}</span>
          <span className="font-serif text-2xl font-semibold" data-testid="payment-total">
            {offer && (
              <s className="mr-2 font-sans text-sm font-normal text-muted-foreground" aria-label={`Preço normal ${formatBRL(plan.price_cents)}`}>
                {formatBRL(plan.price_cents)}
              </s>
            )}
            {formatBRL(offer ? discountedCents(plan.price_cents, offer.percent_off) : plan.price_cents)}
            <span className="font-sans text-sm font-normal text-muted-foreground">{plan.period}</span>
          </span>
        </div>
        <Button type="submit" size={null} disabled={empty || processing} aria-busy={processing || undefined} className="h-12 w-full px-6 text-base">
          {processing ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {processing ? 'Processando...' : 'Pagar com cartão'}
        </Button>
        <LegalConsent action="Ao assinar" />
        {openedUrl && (
          <p role="status" className="rounded-xl bg-success-soft px-4 py-3 text-sm text-success">
            A página de pagamento foi aberta em uma nova aba. Não abriu?{' '}
            <a href={openedUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold underline underline-offset-2">
              Abrir página de pagamento
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </p>
        )}
        <Button asChild variant="outline" size="lg" className="w-full">
          <NavLink to="/">
            <ArrowLeft aria-hidden="true" />
            Voltar ao início
          </NavLink>
        </Button>
      </form>
      <ul className="mt-6 grid gap-2 border-t pt-5 text-xs text-muted-foreground">
        <li className="flex items-center gap-2">
          <Lock className="size-3.5 text-gold" aria-hidden="true" />
          Pagamento seguro: os dados do cartão não passam pelo Aceito
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="size-3.5 text-gold" aria-hidden="true" />
          Cancele a qualquer momento
        </li>
      </ul>
    </section>
  )
}

function CenteredCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-20 sm:px-6 sm:py-28">
      <div className={cn('flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-12 text-center shadow-soft', className)}>
        {children}
      </div>
    </div>
  )
}

function PlanNotFound() {
  return (
    <CenteredCard>
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-serif text-3xl font-semibold">Plano não encontrado</h1>
      <p className="text-muted-foreground">Escolham um dos planos na página inicial para continuar.</p>
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <NavLink to="/#planos">Ver planos</NavLink>
        </Button>
        <Button asChild variant="outline">
          <NavLink to="/">Voltar ao início</NavLink>
        </Button>
      </div>
    </CenteredCard>
  )
}

/** /payment without ?plan= (e.g. 'Tentar novamente' after a cancelled payment): pick one here. */
function ChoosePlan({ plans }: { plans: Plan[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-center font-serif text-4xl font-semibold tracking-tight">Escolham um plano</h1>
      <p className="mt-3 text-center text-muted-foreground">Sem taxa de adesão · Cancele a qualquer momento</p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id}>
            <NavLink
              to={`/payment?plan=${encodeURIComponent(plan.id)}`}
              className={cn(
                'flex h-full flex-col rounded-2xl border bg-card p-6 shadow-soft transition-colors hover:border-primary/40',
                plan.is_popular && 'border-primary/40 ring-2 ring-primary/15',
              )}
            >
              <span className="font-serif text-xl font-semibold">{plan.name}</span>
              <span className="mt-2">
                <span className="font-serif text-2xl font-semibold">{formatBRL(plan.price_cents)}</span>
                <span className="text-sm text-muted-foreground">{plan.period}</span>
              </span>
              {plan.is_popular && <span className="mt-2 text-xs font-semibold text-primary">Mais popular</span>}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Button asChild variant="ghost">
          <NavLink to="/">Voltar ao início</NavLink>
        </Button>
      </div>
    </div>
  )
}

function PaymentSkeleton() {
  return (
    <div role="status" aria-label="Carregando plano..." className="mx-auto grid max-w-5xl gap-6 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
      <div className="h-96 animate-pulse rounded-3xl bg-muted" />
      <div className="h-96 animate-pulse rounded-3xl bg-muted" />
    </div>
  )
}

/**
 * The checkout of a chosen plan: its heading, which depends on nothing read, then the plan's two
 * cards. While the plans load, the cards' places hold two placeholders under the heading, so the
 * heading (the page's largest text) is painted at once, before the JS in payment.html's first
 * paint too (issue 16), and stays where it is when the cards arrive.
 */
function PlanCheckout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.22em] text-gold uppercase">Assinatura</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight font-semibold tracking-tight sm:text-5xl">Finalizar assinatura</h1>
        <p className="mt-3 text-muted-foreground sm:text-lg">Confiram o plano e informem o e-mail da assinatura.</p>
      </div>
      {children}
    </div>
  )
}

/**
 * How long the chosen plan's card waits for the offer's read: a slow read (apiGet has no timeout)
 * must not hold the payment form back. After it the card shows the full price, and an offer
 * arriving later updates it, as before.
 */
const OFFER_WAIT_MS = 1500

/** True once ms have passed while pending was true (a timer started by the first pending render). */
function useWaitOver(pending: boolean, ms: number): boolean {
  const [over, setOver] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(() => setOver(true), ms)
    return () => window.clearTimeout(timer)
  }, [pending, ms])
  return over
}

/** Whether id names a plan of the catalogue's contract (internal/plan), as the server's payment.html does. */
function isKnownPlanId(id: string | null): boolean {
  return planIds.some((known) => known === id)
}

/** /payment?plan=<id> — checkout of the chosen plan (spec part 1 §2, §4, §8). */
export function PaymentPage() {
  const params = useNavSearchParams()
  const planId = params.get('plan')
  const knownPlan = isKnownPlanId(planId)
  const token = params.get('token')?.trim() ?? ''
  const plans = usePublicPlans()
  // The chosen plan's card waits for the offer's read too (a failed one means no offer): its
  // discounted price, arriving after the card, pushed the card's lines down on a phone. It waits
  // OFFER_WAIT_MS at most.
  const offerRead = useOfferState()
  const offerWaitOver = useWaitOver(knownPlan && offerRead.isPending, OFFER_WAIT_MS)
  const offer = checkoutOffer(offerRead.data)
  // Hydrating payment.html's paint: its first render is the paint's, the plans' places.
  const hydrated = useHydrated()

  let content
  if (!hydrated || plans.isPending || (knownPlan && offerRead.isPending && !offerWaitOver)) {
    // The heading only for a plan the catalogue knows (payment.html's first paint): any other
    // plan ends as 'Plano não encontrado', which must not open as 'Finalizar assinatura'.
    content = knownPlan ? (
      <PlanCheckout>
        <div role="status" aria-label="Carregando plano..." className="mt-10 grid items-start gap-6 lg:grid-cols-[1.2fr_1fr]">
          <div className="h-96 animate-pulse rounded-3xl bg-muted" />
          <div className="h-96 animate-pulse rounded-3xl bg-muted" />
        </div>
      </PlanCheckout>
    ) : (
      <PaymentSkeleton />
    )
  } else if (plans.isError) {
    content = (
      <CenteredCard>
        <h1 className="font-serif text-2xl font-semibold">Não foi possível carregar os planos.</h1>
        <p className="text-muted-foreground">Verifiquem a conexão e tentem de novo.</p>
        <Button variant="outline" onClick={() => plans.refetch()} disabled={plans.isFetching}>
          <RefreshCw aria-hidden="true" className={plans.isFetching ? 'animate-spin' : undefined} />
          Tentar novamente
        </Button>
      </CenteredCard>
    )
  } else if (!planId) {
    content = <ChoosePlan plans={plans.data} />
  } else {
    const plan = findPlan(plans.data, planId)
    content = plan ? (
      <PlanCheckout>
        <div className="mt-10 grid items-start gap-6 lg:grid-cols-[1.2fr_1fr]">
          <PlanSummary plan={plan} offer={offer} />
          <PaymentForm key={plan.id} plan={plan} offer={offer} token={token} />
        </div>
      </PlanCheckout>
    ) : (
      <PlanNotFound />
    )
  }

  return (
    <CheckoutShell>
      <title>Pagamento · Aceito</title>
      {content}
    </CheckoutShell>
  )
}
