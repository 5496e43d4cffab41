import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, type Schemas } from './api'

/**
 * The launch offer (GET /api/offer, public): percent off the first `months` monthly payments for
 * the first `places` paying couples. Places are claimed by confirmed payments only. When
 * `active` is false (off, or every place claimed) the screens show plain texts and full prices;
 * `eligible` is false for a signed-in couple who paid before (the offer is for a first plan).
 */
export const offerSchema = z.object({
  active: z.boolean(),
  percent_off: z.number().int().min(0).max(99),
  months: z.number().int().nonnegative(),
  places: z.number().int().nonnegative(),
  places_left: z.number().int().nonnegative(),
  eligible: z.boolean(),
}) satisfies z.ZodType<Schemas['Offer']>

export type Offer = z.output<typeof offerSchema>

export const offerQueryOptions = queryOptions({
  queryKey: ['offer'],
  queryFn: ({ signal }) => apiGet('/api/offer', (data) => offerSchema.parse(data), signal),
  // The counter moves with every payment: always read it fresh when a screen mounts.
  staleTime: 0,
})

/** The open offer, or null while it loads, when it failed or when it is closed: nothing is promised then. */
export function useOffer(): Offer | null {
  const { data } = useQuery(offerQueryOptions)
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
