import { Crown, Gauge, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { GatedCardProps } from '@/lib/plan-gate'
import { availableOnText, planWithFeature } from '@/lib/plans'
import { usePlans } from '@/lib/plans-query'
import { cn } from '@/lib/utils'

/**
 * A feature the couple's plan does not include, or a usage limit reached (spec part 1 §2).
 * Build the props from a 403 answer with `gatedCardPropsFromError` (src/lib/plan-gate.ts).
 * A feature card names the plan that has the feature, from the catalogue (issue 18 §6): its
 * title is 'Funcionalidade <plan>' (the spec's 'Funcionalidade Premium' for Premium features,
 * and while the catalogue loads) and it says 'Disponível no plano <plan>'.
 */
export function GatedCard({ kind, message, usage, currentPlanName, feature, upgradeRequired, className }: GatedCardProps) {
  const plans = usePlans().data
  const required = kind === 'feature' && feature && plans ? planWithFeature(plans, feature) : undefined
  const title = kind === 'limit' ? 'Limite Atingido' : `Funcionalidade ${required?.name ?? 'Premium'}`
  const Icon = kind === 'limit' ? Gauge : Lock
  const percent = usage && usage.limit > 0 ? Math.min(100, Math.round((usage.current / usage.limit) * 100)) : 100
  return (
    <section
      aria-label={title}
      data-testid="gated-card"
      className={cn('rounded-2xl border border-gold/40 bg-gold-soft/60 p-5 text-center sm:p-6', className)}
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-gold shadow-soft">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-3 font-serif text-xl font-semibold">{title}</h3>
      {required && (
        <p className="mt-1 text-sm font-semibold text-[#7a5f33]" data-testid="gated-card-plan">
          {availableOnText(required)}
        </p>
      )}
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-muted-foreground">{message}</p>
      {usage && (
        <div className="mx-auto mt-4 max-w-xs">
          <p className="text-sm font-semibold tabular-nums">
            {usage.current}/{usage.limit} utilizados
          </p>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-card" aria-hidden="true">
            <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {currentPlanName && <p className="mt-3 text-sm text-[#7a5f33]">Plano atual: {currentPlanName}</p>}
      {upgradeRequired && (
        <Button asChild className="mt-4">
          <Link to="/#planos">
            <Crown aria-hidden="true" />
            Fazer upgrade
          </Link>
        </Button>
      )}
    </section>
  )
}

/**
 * Shown in place of a gated feature when its plan check failed (the toast already said why):
 * never the feature itself, since the server would refuse its writes anyway.
 */
export function PlanCheckFailed() {
  return (
    <p role="alert" className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">
      Não foi possível verificar o seu plano agora. Recarregue a página para tentar de novo.
    </p>
  )
}
