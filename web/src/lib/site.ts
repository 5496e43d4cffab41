import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, type Schemas } from './api'
import { createResource } from './resource'

/**
 * Who runs this deployment (GET /api/site, public): support contacts, the company that is the
 * data controller, and the DPO. The operator sets them with ACEITO_* variables, so nothing here
 * is built in; whatever is null is not shown (no placeholder contact ever reaches a visitor).
 */
// zod/mini (issue 16): the landing's own entry parses its answers without classic zod's weight.
const optional = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => (value && value.trim() ? value.trim() : null)),
)

const phoneSchema = z.object({ display: z.string().check(z.minLength(1)), href: z.string().check(z.startsWith('tel:')) })

export const siteSchema = z.object({
  support_email: optional,
  support_phone: z.pipe(
    z.nullish(phoneSchema),
    z.transform((v: z.output<typeof phoneSchema> | null | undefined) => v ?? null),
  ),
  company_name: optional,
  company_id: optional,
  company_address: optional,
  dpo_name: optional,
  dpo_email: optional,
}) satisfies z.ZodMiniType<Schemas['Site']>

export type Site = z.output<typeof siteSchema>

/** What a visitor sees while /api/site loads or when it fails: nothing. */
export const emptySite: Site = {
  support_email: null,
  support_phone: null,
  company_name: null,
  company_id: null,
  company_address: null,
  dpo_name: null,
  dpo_email: null,
}

export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  // No abort signal: the answer is tiny and shared by the footer and pages that mount and
  // unmount while a route loads; an aborted first fetch would leave them empty.
  queryFn: () => apiGet('/api/site', (data) => siteSchema.parse(data)),
  // The settings change only with a restart of the server.
  staleTime: 60 * 60 * 1000,
})

/** The operator's details; emptySite until (or unless) the server answers. */
export function useSite(): Site {
  return useQuery(siteQueryOptions).data ?? emptySite
}

/**
 * The same details for the public pages' own entries (the landing, /auth, /payment: no query
 * library, issue 16), read once per page.
 */
export const publicSiteResource = createResource(() => apiGet('/api/site', (data) => siteSchema.parse(data)))

/** The operator's details on the public pages; emptySite until (or unless) the server answers. */
export function usePublicSite(): Site {
  return publicSiteResource.use().data ?? emptySite
}

/** True when the operator configured a way to reach support (e-mail or phone). */
export function hasSupportChannel(site: Site): boolean {
  return Boolean(site.support_email || site.support_phone)
}
