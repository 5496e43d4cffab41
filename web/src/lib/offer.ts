import { z } from 'zod/mini'
import { apiGet, type Schemas } from './api'
import { createResource, type ResourceState } from './resource'

/**
 * The launch offer (GET /api/offer, public): percent off the first `months` monthly payments for
 * the first `places` paying couples. Places are claimed by confirmed payments only. When
 * `active` is false (off, or every place claimed) the screens show plain texts and full prices;
 * `eligible` is false for a signed-in couple who paid before (the offer is for a first plan).
 */
// zod/mini (issue 16): the landing's own entry parses its answers without classic zod's weight.
const count = () => z.int().check(z.nonnegative())
export const offerSchema = z.object({
  active: z.boolean(),
  percent_off: z.int().check(z.minimum(0), z.maximum(99)),
  months: count(),
  places: count(),
  places_left: count(),
  eligible: z.boolean(),
}) satisfies z.ZodMiniType<Schemas['Offer']>

export type Offer = z.output<typeof offerSchema>

/**
 * The counter moves with every payment: read fresh whenever a screen using it mounts (lib/resource:
 * the public pages' entries have no query library).
 */
export const offerResource = createResource(() => apiGet('/api/offer', (data) => offerSchema.parse(data)), { fresh: true })

/** The offer's read itself (the hero keeps its place while it loads). */
export function useOfferState(): ResourceState<Offer> {
  return offerResource.use()
}

/** The open offer, or null while it loads, when it failed or when it is closed: nothing is promised then. */
export function useOffer(): Offer | null {
  const { data } = offerResource.use()
  return data?.active ? data : null
}

/** The offer the viewer's checkout gets: the open offer when they are eligible (a first paid plan). */
export function useCheckoutOffer(): Offer | null {
  const offer = useOffer()
  return offer?.eligible ? offer : null
}

/** price with percentOff off, rounded as the server and Stripe round it (the discount to the centavo). */
export function discountedCents(price: number, percentOff: number): number {
  return price - Math.floor((price * percentOff + 50) / 100)
}

/** 'Restam 12 vagas' / 'Resta 1 vaga'. */
export function placesLeftText(left: number): string {
  return left === 1 ? 'Resta 1 vaga' : `Restam ${left.toLocaleString('pt-BR')} vagas`
}

/** 'nos 3 primeiros meses' / 'no primeiro mês'. */
export function offerMonthsText(months: number): string {
  return months === 1 ? 'no primeiro mês' : `nos ${months} primeiros meses`
}
