import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Crown, ExternalLink, Mail, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { safeCheckoutUrl, startCheckout } from '@/lib/checkout'
import { formatBRL, formatDate, formatFileSize } from '@/lib/format'
import { findPlan, type Plan } from '@/lib/plans'
import { usePlans } from '@/lib/plans-query'
import { useSite } from '@/lib/site-query'
import { TRIAL_DAYS, TRIAL_ENDED_LABEL, sessionRole, trialLabel, useSession } from '@/lib/session'
import { cn } from '@/lib/utils'
import { subscriptionQueryOptions, usePortal, useSetCancel, useSubscription, type Subscription } from '../api/subscription'
import { planChange, statusClass, statusLabel } from '../subscription-status'

const UPGRADE_ERROR = 'Erro ao criar sessão de upgrade. Tente novamente.'
/** Part 1 §8: the title of a failed plan change. */
const PLAN_UPDATE_ERROR = 'Erro ao atualizar plano do usuário'
const PORTAL_ERROR = 'Não foi possível abrir o portal de gerenciamento. Tente novamente.'
const UNEXPECTED_ERROR = 'Erro inesperado. Tente novamente.'

/** Opens a provider URL from an API answer in a new tab; false when the URL is unusable. */
function openInNewTab(url: string): boolean {
  const target = safeCheckoutUrl(url)
  if (!target) return false
  window.open(target, '_blank', 'noopener')
  return true
}

/** The 'Plano atual' card of /app/profile: plan, status, expiry, plan change, portal and cancel (spec part 2 §2). */
export function SubscriptionManager() {
  const subscription = useSubscription()
  const plans = usePlans()

  return (
    <Card id="assinatura" className="scroll-mt-24">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-gold-soft text-gold">
            <Crown className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Plano atual</CardTitle>
            <CardDescription>A assinatura do casamento de vocês.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {subscription.data && plans.data ? (
          <SubscriptionDetails subscription={subscription.data} plans={plans.data} />
        ) : subscription.isError || plans.isError ? (
          <p className="text-sm text-muted-foreground">Não foi possível carregar a assinatura. Tente novamente mais tarde.</p>
        ) : (
          <div className="grid gap-3" aria-label="Carregando assinatura">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function SubscriptionDetails({ subscription, plans }: { subscription: Subscription; plans: Plan[] }) {
  // The owner holds the subscription: the partner sees it, only the owner changes it.
  const isOwner = sessionRole(useSession().data) === 'owner'
  const current = findPlan(plans, subscription.current_plan)
  const subscribed = findPlan(plans, subscription.subscribed_plan)
  const status = subscription.subscription_status
  const ended = status === 'canceled' || status === 'expired'
  const paid = subscription.plan_expires_at !== null && !ended
  const expiry = subscription.plan_expires_at ? formatDate(subscription.plan_expires_at) : null
  const guestLimit = current?.limits.guests
  const storageLimit = current?.limits.storage_bytes
  const storageUsed = subscription.usage.storage_bytes
  const trial = status === 'trialing' || status === 'trial_ended'
  const trialEnd = subscription.trial_ends_at ? formatDate(subscription.trial_ends_at) : null

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-serif text-2xl font-semibold" data-testid="subscription-plan">
            {status === 'trial_ended'
              ? TRIAL_ENDED_LABEL
              : status === 'trialing' && subscription.trial_ends_at
                ? trialLabel(subscription.trial_ends_at)
                : `Plano ${current?.name ?? subscription.current_plan}`}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {status === 'trial_ended'
              ? `O teste grátis terminou${trialEnd ? ` em ${trialEnd}` : ''}. Tudo o que vocês criaram continua visível, só para leitura; escolham um plano abaixo para voltar a editar.`
              : status === 'trialing'
                ? `Teste grátis por ${TRIAL_DAYS} dias, sem cartão: plano ${current?.name ?? 'Premium'} completo${trialEnd ? ` até ${trialEnd}` : ''}. Depois, escolham um plano para continuar editando.`
                : ended && expiry
              ? `A assinatura do plano ${subscribed?.name ?? subscription.subscribed_plan} terminou em ${expiry}. Tudo o que vocês criaram continua visível, só para leitura; escolham um plano abaixo para voltar a editar.`
              : subscription.cancel_at_period_end && expiry
                ? `Cancelamento agendado: o plano fica ativo até ${expiry} e não será renovado.`
                : expiry
                  ? `Válido até ${expiry}, com renovação mensal.`
                  : 'Plano inicial, sem data de término.'}
          </p>
          {subscription.launch_discount && (
            <p className="mt-2 text-sm font-medium text-primary" data-testid="subscription-discount">
              {subscription.launch_discount.percent_off}% de desconto até {formatDate(subscription.launch_discount.ends_at)}:{' '}
              {formatBRL(subscription.launch_discount.price_cents)}
              {subscribed?.period}. Depois, {formatBRL(subscription.launch_discount.full_price_cents)}
              {subscribed?.period}.
            </p>
          )}
          <p className="mt-1 text-sm text-muted-foreground">
            Convidados: {subscription.usage.guests}/{guestLimit == null ? 'ilimitados' : guestLimit}
          </p>
          {storageLimit != null && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="subscription-storage">
              Fotos e contratos: {storageUsed === 0 ? '0 MB' : formatFileSize(storageUsed)} de {formatFileSize(storageLimit)}
            </p>
          )}
        </div>
        <span
          data-testid="subscription-status"
          className={cn('rounded-full border px-3 py-1 text-sm font-semibold', statusClass(status))}
        >
          {statusLabel(status)}
        </span>
      </div>

      {subscription.provider === 'local' && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Pagamentos em modo de teste: nenhum cartão real é cobrado.
        </p>
      )}

      <PlanCards plans={plans} currentPlan={subscription.current_plan} trial={trial} canChange={isOwner} />

      {isOwner ? (
        <ManageActions subscription={subscription} paid={paid} planName={current?.name ?? ''} expiry={expiry} />
      ) : (
        <p className="border-t pt-5 text-sm text-muted-foreground">Só o(a) titular do casamento altera a assinatura.</p>
      )}
    </div>
  )
}

/** On the free trial nothing is paid yet: every plan can be chosen, the trial's own included. */
function PlanCards({
  plans,
  currentPlan,
  trial,
  canChange,
}: {
  plans: Plan[]
  currentPlan: string
  trial: boolean
  canChange: boolean
}) {
  const checkout = useMutation({ mutationFn: startCheckout })
  const queryClient = useQueryClient()
  const [pendingPlan, setPendingPlan] = useState<string | null>(null)

  const changeTo = async (plan: Plan) => {
    setPendingPlan(plan.id)
    try {
      const { url } = await checkout.mutateAsync({ plan: plan.id })
      if (new URL(url, window.location.origin).pathname === '/app/profile') {
        // The provider changed the live subscription in place: nothing to pay on a new page.
        toast.success('Assinatura atualizada', { description: 'O novo plano aparece aqui assim que o pagamento for confirmado.' })
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey })
        return
      }
      if (!openInNewTab(url)) throw new Error(`unusable checkout URL: ${url}`)
      toast.success('Redirecionando para pagamento', {
        description: 'Concluam o pagamento na nova aba; o plano muda assim que o pagamento for confirmado.',
      })
    } catch (error) {
      console.error('Erro ao criar sessão de upgrade', error)
      // A refusal the couple can act on (an unpaid invoice, a declined difference) says why.
      const refusal = isApiError(error) && ['subscription_past_due', 'upgrade_not_paid'].includes(error.code)
      toast.error(PLAN_UPDATE_ERROR, { description: refusal ? error.message : UPGRADE_ERROR })
    } finally {
      setPendingPlan(null)
    }
  }

  return (
    <ul className="grid gap-4 lg:grid-cols-3" aria-label="Planos">
      {plans.map((plan) => {
        const change = trial ? 'choose' : planChange(currentPlan, plan.id)
        return (
          <li
            key={plan.id}
            aria-label={`Plano ${plan.name}`}
            className={cn(
              'flex flex-col rounded-2xl border p-5',
              change === 'current' ? 'border-primary bg-primary-soft/40' : 'bg-card',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-serif text-lg font-semibold">{plan.name}</h3>
              {change === 'current' ? (
                <Badge>Atual</Badge>
              ) : change === 'choose' ? (
                plan.id === currentPlan && <Badge variant="outline">No teste grátis</Badge>
              ) : (
                <Badge variant="outline">{change === 'upgrade' ? 'Upgrade' : 'Downgrade'}</Badge>
              )}
            </div>
            <p className="mt-2 text-2xl font-bold tabular-nums">
              {formatBRL(plan.price_cents)}
              <span className="text-sm font-normal text-muted-foreground">{plan.period}</span>
            </p>
            <ul className="mt-3 grid flex-1 gap-1.5 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            {change !== 'current' && canChange && (
              <Button
                className="mt-4"
                variant={change === 'downgrade' ? 'outline' : 'default'}
                disabled={pendingPlan !== null}
                onClick={() => void changeTo(plan)}
              >
                {pendingPlan === plan.id ? <Spinner /> : null}
                {change === 'choose'
                  ? `Assinar ${plan.name}`
                  : change === 'upgrade'
                    ? `Fazer upgrade para ${plan.name}`
                    : `Mudar para ${plan.name}`}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Luxo couples reach support on WhatsApp (the server sends the number only to them); everyone
 * else, and Luxo when no number is configured, by the support e-mail. Nothing when neither is set.
 */
function SupportLink({ subscription }: { subscription: Subscription }) {
  const site = useSite()
  const whatsapp = subscription.support_whatsapp
  if (whatsapp) {
    return (
      <Button variant="ghost" asChild>
        <a href={whatsapp.url} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          Suporte pelo WhatsApp: {whatsapp.display}
        </a>
      </Button>
    )
  }
  if (!site.support_email) return null
  return (
    <Button variant="ghost" asChild>
      <a href={`mailto:${site.support_email}`}>
        <Mail aria-hidden="true" />
        Falar com o suporte
      </a>
    </Button>
  )
}

function ManageActions({
  subscription,
  paid,
  planName,
  expiry,
}: {
  subscription: Subscription
  paid: boolean
  planName: string
  expiry: string | null
}) {
  const portal = usePortal()
  const setCancel = useSetCancel()
  const [confirmOpen, setConfirmOpen] = useState(false)

  const openPortal = async () => {
    try {
      const { url } = await portal.mutateAsync()
      if (!openInNewTab(url)) throw new Error(`unusable portal URL: ${url}`)
    } catch (error) {
      console.error('Erro ao abrir o portal', error)
      toast.error('Erro', { description: PORTAL_ERROR })
    }
  }

  const updateCancel = async (cancel: boolean) => {
    try {
      await setCancel.mutateAsync(cancel)
      toast.success('Assinatura atualizada')
      setConfirmOpen(false)
    } catch (error) {
      console.error('Erro ao atualizar a assinatura', error)
      toast.error('Erro', { description: UNEXPECTED_ERROR })
    }
  }

  return (
    <div className="flex flex-wrap gap-3 border-t pt-5">
      <Button variant="outline" onClick={() => void openPortal()} disabled={portal.isPending}>
        {portal.isPending ? <Spinner /> : <ExternalLink aria-hidden="true" />}
        Gerenciar assinatura
      </Button>
      {paid && !subscription.cancel_at_period_end && (
        <Button variant="ghost" className="text-destructive hover:bg-destructive-soft" onClick={() => setConfirmOpen(true)}>
          Cancelar assinatura
        </Button>
      )}
      {paid && subscription.cancel_at_period_end && (
        <Button onClick={() => void updateCancel(false)} disabled={setCancel.isPending}>
          {setCancel.isPending ? <Spinner /> : null}
          Reativar assinatura
        </Button>
      )}
      <SupportLink subscription={subscription} />

      <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancelar assinatura?</DialogTitle>
            <DialogDescription>
              O plano {planName} continua ativo até {expiry ?? 'o fim do período pago'} e não será renovado. Depois
              disso, vocês voltam aos limites do plano Essencial, sem perder nenhum dado.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Manter assinatura</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void updateCancel(true)} disabled={setCancel.isPending}>
              {setCancel.isPending ? <Spinner /> : null}
              Confirmar cancelamento
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
