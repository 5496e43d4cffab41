import { formatInteger } from './format'
import { apiGet, type Schemas } from './api'
import { createResource } from './resource'
import { array, type Fits, int, record, string } from './shape'

/**
 * The landing's social proof (GET /api/landing): the paying-couple count rounded down to the
 * hundred below it (null at 100 or fewer) and the operator's authorised testimonials.
 */
export type Testimonial = { couple: string; city: string; quote: string }
export type LandingData = Fits<{ couples_at_least: number | null; testimonials: Testimonial[] }, Schemas['Landing']>

function testimonial(value: unknown, path: string): Testimonial {
  const item = record(value, path)
  return {
    couple: string(item.couple, `${path}.couple`, { nonEmpty: true }),
    city: string(item.city, `${path}.city`),
    quote: string(item.quote, `${path}.quote`, { nonEmpty: true }),
  }
}

/**
 * The body of GET /api/landing, checked by hand (issue 16: the landing's entry loads no zod); a
 * bad shape throws, and the read fails as a schema's parse would make it fail.
 */
export function parseLanding(value: unknown): LandingData {
  const body = record(value, '')
  return {
    couples_at_least: body.couples_at_least === null ? null : int(body.couples_at_least, 'couples_at_least', 1),
    testimonials: array(body.testimonials, 'testimonials').map((item, i) => testimonial(item, `testimonials[${i}]`)),
  }
}

/** Read once per page (lib/resource: the landing's entry has no query library). */
export const landingResource = createResource(() => apiGet('/api/landing', parseLanding))

/** The social proof, or null while it loads or when it failed: nothing is claimed then. */
export function useLandingData(): LandingData | null {
  return landingResource.use().data ?? null
}

/** 'Mais de 3.500 casais'. */
export function couplesText(atLeast: number): string {
  return `Mais de ${formatInteger(atLeast)} casais`
}

/**
 * The label of the #depoimentos anchor: 'Depoimentos' only when the section shows the
 * operator's testimonials; otherwise it shows the app's strengths, and says so.
 */
export function testimonialsAnchorLabel(data: LandingData | null): string {
  return data && data.testimonials.length > 0 ? 'Depoimentos' : 'Por que o Aceito'
}
