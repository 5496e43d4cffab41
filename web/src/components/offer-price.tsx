import { formatBRL } from '@/lib/format'
import { discountedCents, offerMonthsText, placesLeftText, type Offer } from '@/lib/offer'
import type { Plan } from '@/lib/plans'
import { cn } from '@/lib/utils'

/**
 * A plan's monthly price at checkout: with the launch offer, the discounted price next to the
 * crossed-out full price, and for how long the discount lasts.
 */
export function OfferPrice({ plan, offer, size = 'lg', className }: { plan: Plan; offer: Offer | null; size?: 'lg' | 'md'; className?: string }) {
  const amount = size === 'lg' ? 'text-4xl' : 'text-3xl'
  if (!offer) {
    return (
      <p className={cn('flex items-baseline gap-1', className)}>
        <span className={cn('font-serif font-semibold tracking-tight', amount)}>{formatBRL(plan.price_cents)}</span>
        <span className="text-muted-foreground">{plan.period}</span>
      </p>
    )
  }
  return (
    <div className={className} data-testid="offer-price">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <s className="text-lg text-muted-foreground" aria-label={`Preço normal ${formatBRL(plan.price_cents)}`}>
          {formatBRL(plan.price_cents)}
        </s>
        <span className={cn('font-serif font-semibold tracking-tight text-primary', amount)}>
          {formatBRL(discountedCents(plan.price_cents, offer.percent_off))}
        </span>
        <span className="text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-2 inline-block rounded-lg bg-success-soft px-3 py-1.5 text-sm font-medium text-success">
        {offer.percent_off}% OFF {offerMonthsText(offer.months)}; depois, {formatBRL(plan.price_cents)}
        {plan.period}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        Oferta de lançamento · {placesLeftText(offer.places_left)}. O desconto é garantido quando o pagamento é confirmado.
      </p>
    </div>
  )
}
