import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, type Schemas } from './api'

/**
 * The landing's social proof (GET /api/landing): the paying-couple count rounded down to the
 * hundred below it (null at 100 or fewer) and the operator's authorised testimonials.
 */
const landingSchema = z.object({
  couples_at_least: z.number().int().positive().nullable(),
  testimonials: z.array(z.object({ couple: z.string().min(1), city: z.string(), quote: z.string().min(1) })),
}) satisfies z.ZodType<Schemas['Landing']>

export type LandingData = z.output<typeof landingSchema>
export type Testimonial = LandingData['testimonials'][number]

export const landingQueryOptions = queryOptions({
  queryKey: ['landing'],
  queryFn: ({ signal }) => apiGet('/api/landing', (data) => landingSchema.parse(data), signal),
  staleTime: 60 * 1000,
})

/** The social proof, or null while it loads or when it failed: nothing is claimed then. */
export function useLandingData(): LandingData | null {
  return useQuery(landingQueryOptions).data ?? null
}

/** 'Mais de 3.500 casais'. */
export function couplesText(atLeast: number): string {
  return `Mais de ${atLeast.toLocaleString('pt-BR')} casais`
}

/**
 * The label of the #depoimentos anchor: 'Depoimentos' only when the section shows the
 * operator's testimonials; otherwise it shows the app's strengths, and says so.
 */
export function testimonialsAnchorLabel(data: LandingData | null): string {
  return data && data.testimonials.length > 0 ? 'Depoimentos' : 'Por que o Aceito'
}
