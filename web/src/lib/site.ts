import { apiGet, type Schemas } from './api'
import { createResource } from './resource'
import { type Fits, nullish, record, ShapeError, string } from './shape'

/**
 * Who runs this deployment (GET /api/site, public): support contacts, the company that is the
 * data controller, and the DPO. The operator sets them with ACEITO_* variables, so nothing here
 * is built in; whatever is null is not shown (no placeholder contact ever reaches a visitor).
 */
export type Site = Fits<
  {
    support_email: string | null
    support_phone: { display: string; href: string } | null
    company_name: string | null
    company_id: string | null
    company_address: string | null
    dpo_name: string | null
    dpo_email: string | null
  },
  Schemas['Site']
>

/** A text the operator may leave out: trimmed, and null when blank or missing. */
function optional(value: unknown, path: string): string | null {
  const text = nullish(value, (v) => string(v, path))?.trim()
  return text ? text : null
}

function phone(value: unknown, path: string): { display: string; href: string } {
  const body = record(value, path)
  const href = string(body.href, `${path}.href`)
  if (!href.startsWith('tel:')) throw new ShapeError(`${path}.href`, 'a tel: link')
  return { display: string(body.display, `${path}.display`, { nonEmpty: true }), href }
}

/**
 * The body of GET /api/site, checked by hand (issue 16: the public pages' entries load no zod); a
 * bad shape throws, and the read fails as a schema's parse would make it fail.
 */
export function parseSite(value: unknown): Site {
  const body = record(value, '')
  return {
    support_email: optional(body.support_email, 'support_email'),
    support_phone: nullish(body.support_phone, (v) => phone(v, 'support_phone')) ?? null,
    company_name: optional(body.company_name, 'company_name'),
    company_id: optional(body.company_id, 'company_id'),
    company_address: optional(body.company_address, 'company_address'),
    dpo_name: optional(body.dpo_name, 'dpo_name'),
    dpo_email: optional(body.dpo_email, 'dpo_email'),
  }
}

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

/**
 * The same details for the public pages' own entries (the landing, /auth, /payment: no query
 * library, issue 16), read once per page.
 */
export const publicSiteResource = createResource(() => apiGet('/api/site', parseSite))

/** The operator's details on the public pages; emptySite until (or unless) the server answers. */
export function usePublicSite(): Site {
  return publicSiteResource.use().data ?? emptySite
}

/** True when the operator configured a way to reach support (e-mail or phone). */
export function hasSupportChannel(site: Site): boolean {
  return Boolean(site.support_email || site.support_phone)
}
