import { ArrowLeft, Check, Lock } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useCheckoutOffer } from '@/lib/offer'
import { saveCheckoutEmail, type Plan } from '@/lib/plans'
import { sessionResource } from '@/lib/session'
import { useNavigateTo } from '@/lib/nav'
import { OfferPrice } from '@/components/offer-price'
import { isApiError } from '@/lib/api'
import { savePreCheckoutEmail } from '@/lib/checkout'
import { toast } from '@/lib/toast'
import { PayLinkSent } from '@/components/pay-link-sent'

const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The plan checkout view of the picker (spec part 1 §2 and §5): the chosen plan and an
 * e-mail. A signed-in couple goes on to /payment (the e-mail is saved; a failure is only
 * logged). A visitor proves the e-mail first (issue 11): the server e-mails the link that
 * continues to payment, and the form says so, whether or not the address has an account.
 */
export function PreCheckoutForm({ plan, onBack }: { plan: Plan; onBack: () => void }) {
  const navigate = useNavigateTo()
  const offer = useCheckoutOffer()
  // A signed-in couple changing plan pays with the account's e-mail (the server uses it anyway).
  const sessionRead = sessionResource.use()
  const session = sessionRead.data
  // Who is asking decides the path (link by e-mail or straight to /payment): wait to know, from
  // this opening's read, not an earlier one (inside the app someone may have signed out since).
  const sessionUnknown = sessionRead.isPending || sessionRead.isFetching
  const accountEmail = session?.user.email ?? ''
  const [sentTo, setSentTo] = useState('')
  const [typed, setEmail] = useState<string | null>(null) // null until the field is edited
  const email = typed ?? accountEmail
  const [error, setError] = useState<string>()
  const [submitting, setSubmitting] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The cards were replaced by this view: move focus here so keyboard and screen-reader users follow.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting || sessionUnknown) return
    const trimmed = email.trim()
    if (trimmed === '') {
      toast.error('Email obrigatório', { description: 'Por favor, preencha seu email.' })
      return
    }
    if (!isEmail(trimmed)) {
      setError('E-mail inválido')
      return
    }
    setError(undefined)
    setSubmitting(true)
    if (!session) {
      try {
        const { email: sent } = await savePreCheckoutEmail({ email: trimmed, plan_type: plan.id })
        saveCheckoutEmail(sent)
        setSentTo(sent)
      } catch (saveError) {
        if (isApiError(saveError) && saveError.fromServer && saveError.status === 422) {
          setError('E-mail inválido')
        } else {
          const description =
            isApiError(saveError) && saveError.fromServer ? saveError.message : 'Tente novamente mais tarde.'
          toast.error('Não foi possível enviar o link', { description })
        }
      } finally {
        setSubmitting(false)
      }
      return
    }
    try {
      await savePreCheckoutEmail({ email: trimmed, plan_type: plan.id })
    } catch (saveError) {
      // Spec part 1 §7/§8: a failed save is only logged; the couple's purchase goes on.
      console.error('Erro ao salvar email do pré-checkout', saveError)
    }
    saveCheckoutEmail(trimmed)
    navigate(`/payment?plan=${encodeURIComponent(plan.id)}`)
  }

  return (
    <div className="mx-auto max-w-3xl animate-rise-in">
      <Button variant={null} size="sm" onClick={onBack} className="hover:bg-muted -ml-2 text-muted-foreground">
        <ArrowLeft aria-hidden="true" />
        Voltar
      </Button>
      <div className="mt-3 grid overflow-hidden rounded-3xl border bg-card shadow-[0_30px_70px_-40px_rgb(124_42_62/0.45)] md:grid-cols-[1fr_1.1fr]">
        <div className="bg-[linear-gradient(160deg,#fbeef1,#fff)] p-7 sm:p-8">
          <p className="text-xs font-semibold tracking-[0.18em] text-gold uppercase">Plano escolhido</p>
          <h3 ref={headingRef} tabIndex={-1} className="mt-2 font-serif text-3xl font-semibold focus:outline-none">
            {plan.name}
          </h3>
          <OfferPrice plan={plan} offer={offer} size="md" className="mt-3" />
          <ul className="mt-5 grid gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <form onSubmit={onSubmit} noValidate aria-label="Dados para assinatura" className="flex flex-col gap-5 p-7 sm:p-8">
          {sentTo ? (
            <PayLinkSent email={sentTo} />
          ) : (
            <>
              <div>
                <p className="font-serif text-xl font-semibold">Quase lá!</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  Informe o e-mail da assinatura. Na próxima etapa vocês conferem o plano e fazem o pagamento.
                </p>
              </div>
              <TextField
                id="pre-checkout-email"
                label="E-mail"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="voces@exemplo.com"
                value={email}
                // What the field shows when chosen is the visitor's from then on: an account
                // e-mail arriving later would otherwise change it under their typing.
                onFocus={() => setEmail((current) => current ?? accountEmail)}
                onChange={(event) => {
                  setEmail(event.target.value)
                  if (error) setError(undefined)
                }}
                error={error}
              />
              <Button
                type="submit"
                size="lg"
                disabled={submitting || sessionUnknown}
                aria-busy={submitting || undefined}
                className="w-full"
              >
                {submitting && <Spinner />}
                Continuar para o pagamento
              </Button>
            </>
          )}
          <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" />
            Sem taxa de adesão · Cancele a qualquer momento
          </p>
        </form>
      </div>
    </div>
  )
}
