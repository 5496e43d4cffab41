import { Check, Sparkles } from './icons'
import { PlainButton } from '@/components/ui/plain-button'
import { formatBRL } from '@/lib/format'
import type { Plan } from '@/lib/plans'
import { cn } from '@/lib/utils'
import { planButtonId } from './plan-button-id'

export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: (plan: Plan) => void }) {
  const popular = plan.is_popular
  const nameId = `plano-${plan.id}-nome`
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`plan-card-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col rounded-3xl border bg-card p-7 shadow-soft sm:p-8',
        popular && 'border-primary/40 shadow-[0_30px_70px_-35px_rgb(124_42_62/0.55)] ring-2 ring-primary/20 lg:pt-12',
      )}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-primary px-3.5 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground shadow-md">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Mais popular
        </p>
      )}
      <h3 id={nameId} className="font-serif text-2xl font-semibold">
        {plan.name}
      </h3>
      {plan.description && <p className="mt-2 min-h-[3rem] text-sm leading-relaxed text-muted-foreground">{plan.description}</p>}
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-serif text-[2.6rem] leading-none font-semibold tracking-tight" data-testid="plan-price">
          {formatBRL(plan.price_cents)}
        </span>
        <span className="text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-2 text-xs font-medium text-success">Sem taxa de adesão</p>
      <PlainButton
        size="lg"
        variant={popular ? null : 'outline'}
        className={cn(
          popular && 'bg-primary text-primary-foreground hover:bg-primary-hover',
          'mt-6 w-full',
          popular && 'shadow-lg shadow-primary/25',
        )}
        id={planButtonId(plan.id)}
        onClick={() => onChoose(plan)}
      >
        Escolher {plan.name}
      </PlainButton>
      <ul className="mt-7 grid gap-3 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className={cn('mt-0.5 size-4 shrink-0', popular ? 'text-primary' : 'text-success')} aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
