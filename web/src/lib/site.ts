import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, type Schemas } from './api'

/**
 * Who runs this deployment (GET /api/site, public): support contacts, the company that is the
 * data controller, and the DPO. The operator sets them with ACEITO_* variables, so nothing here
 * is built in; whatever is null is not shown (no placeholder contact ever reaches a visitor).
 */
const optional = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value.trim() : null))

export const siteSchema = z.object({
  support_email: optional,
  support_phone: z.object({ display: z.string().min(1), href: z.string().startsWith('tel:') }).nullish().transform((v) => v ?? null),
  company_name: optional,
  company_id: optional,
  company_address: optional,
  dpo_name: optional,
  dpo_email: optional,
}) satisfies z.ZodType<Schemas['Site']>

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

/** True when the operator configured a way to reach support (e-mail or phone). */
export function hasSupportChannel(site: Site): boolean {
  return Boolean(site.support_email || site.support_phone)
}
