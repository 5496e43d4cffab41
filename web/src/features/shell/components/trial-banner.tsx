import { Clock, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { isCouple, SUBSCRIPTION_ENDED_LABEL, TRIAL_ENDED_LABEL, trialLabel, type Session } from '@/lib/session'
import { cn } from '@/lib/utils'

/**
 * The free trial's strip under the top bar (DESIGN.md decision 21): the days left while it
 * runs, and after its end — or after a paid plan ended — that the wedding is read-only until a
 * plan is chosen. Both lead to the plans. Nothing for a couple on a running paid plan.
 */
export function TrialBanner({ session }: { session: Session }) {
  const wedding = session.wedding
  const ended = wedding?.subscription_status === 'trial_ended' || Boolean(wedding?.read_only)
  const endedLabel = wedding?.subscription_status === 'trial_ended' ? TRIAL_ENDED_LABEL : SUBSCRIPTION_ENDED_LABEL
  const trialing = wedding?.subscription_status === 'trialing' && Boolean(wedding.trial_ends_at)
  if (!wedding || (!ended && !trialing)) return null

  return (
    <div
      role="status"
      data-testid="trial-banner"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm sm:px-6',
        ended ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-primary/15 bg-primary-soft/50 text-foreground',
      )}
    >
      {ended ? <Lock className="size-4 shrink-0" aria-hidden="true" /> : <Clock className="size-4 shrink-0" aria-hidden="true" />}
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{ended ? endedLabel : trialLabel(wedding.trial_ends_at ?? '')}</span>
        <span className="text-muted-foreground">
          {ended
            ? ' — tudo continua visível, só para leitura. Escolham um plano para voltar a editar.'
            : ' — Premium completo, sem cartão.'}
        </span>
      </p>
      {isCouple(session) && (
        <Link
          to="/app/profile#assinatura"
          className="rounded-md font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {ended ? 'Escolher um plano' : 'Ver planos'}
        </Link>
      )}
    </div>
  )
}
