import { formatInteger } from './format'
import { apiGet, type Schemas } from './api'
import { createResource, type ResourceState } from './resource'
import { boolean, type Fits, int, record } from './shape'

/**
 * The launch offer (GET /api/offer, public): percent off the first `months` monthly payments for
 * the first `places` paying couples. Places are claimed by confirmed payments only. When
 * `active` is false (off, or every place claimed) the screens show plain texts and full prices;
 * `eligible` is false for a signed-in couple who paid before (the offer is for a first plan).
 */
export type Offer = Fits<
  { active: boolean; percent_off: number; months: number; places: number; places_left: number; eligible: boolean },
  Schemas['Offer']
>

/**
 * The body of GET /api/offer, checked by hand (issue 16: the landing's entry loads no zod); a bad
 * shape throws, and the read fails as a schema's parse would make it fail.
 */
export function parseOffer(value: unknown): Offer {
  const body = record(value, '')
  return {
    active: boolean(body.active, 'active'),
    percent_off: int(body.percent_off, 'percent_off', 0, 99),
    months: int(body.months, 'months', 0),
    places: int(body.places, 'places', 0),
    places_left: int(body.places_left, 'places_left', 0),
    eligible: boolean(body.eligible, 'eligible'),
  }
}

/**
 * The counter moves with every payment: read again when a screen using it mounts, unless the last
 * answer is younger than a few seconds (the landing's sections, which mount one after another,
 * share the hero's read). lib/resource: the public pages' entries have no query library.
 */
export const offerResource = createResource(() => apiGet('/api/offer', parseOffer), { maxAge: 5_000 })

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
  return checkoutOffer(useOffer())
}

/** Of an open offer (or null), the one a checkout gets: null unless the viewer is eligible. */
export function checkoutOffer(offer: Offer | null | undefined): Offer | null {
  return offer?.active && offer.eligible ? offer : null
}

/** price with percentOff off, rounded as the server and Stripe round it (the discount to the centavo). */
export function discountedCents(price: number, percentOff: number): number {
  return price - Math.floor((price * percentOff + 50) / 100)
}

/** 'Restam 12 vagas' / 'Resta 1 vaga'. */
export function placesLeftText(left: number): string {
  return left === 1 ? 'Resta 1 vaga' : `Restam ${formatInteger(left)} vagas`
}

/** 'nos 3 primeiros meses' / 'no primeiro mês'. */
export function offerMonthsText(months: number): string {
  return months === 1 ? 'no primeiro mês' : `nos ${months} primeiros meses`
}
