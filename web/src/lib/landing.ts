import { z } from 'zod/mini'
import { apiGet, type Schemas } from './api'
import { createResource } from './resource'

/**
 * The landing's social proof (GET /api/landing): the paying-couple count rounded down to the
 * hundred below it (null at 100 or fewer) and the operator's authorised testimonials.
 */
// zod/mini (issue 16): the landing's own entry parses its answers without classic zod's weight.
const landingSchema = z.object({
  couples_at_least: z.nullable(z.int().check(z.positive())),
  testimonials: z.array(z.object({ couple: z.string().check(z.minLength(1)), city: z.string(), quote: z.string().check(z.minLength(1)) })),
}) satisfies z.ZodMiniType<Schemas['Landing']>

export type LandingData = z.output<typeof landingSchema>
export type Testimonial = LandingData['testimonials'][number]

/** Read once per page (lib/resource: the landing's entry has no query library). */
export const landingResource = createResource(() => apiGet('/api/landing', (data) => landingSchema.parse(data)))

/** The social proof, or null while it loads or when it failed: nothing is claimed then. */
export function useLandingData(): LandingData | null {
  return landingResource.use().data ?? null
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
