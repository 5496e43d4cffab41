/**
 * The guests' wedding site's reads and writes (public-site.tsx): fetch with the site's password
 * header, the contract's types, and the first read site-main.tsx makes before it renders.
 */
import type { Schemas } from '@/lib/api'

// The contract's types (type-only imports: nothing is added to the bundle).
export type Site = Schemas['PublicWeddingSite']
export type Place = NonNullable<Schemas['SitePlace']>
export type PublicGift = NonNullable<Site['presentes']>[number]
export type Payment = Schemas['SitePixPayment']
export type Claimed = Schemas['GiftClaimRecorded']
export type Failure = { status: number; code: string; message: string }

export const PASSWORD_KEY = (slug: string) => `aceito-site-senha:${slug}`

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'status' in value && 'code' in value
}

/** fetch + JSON with the site's password header; throws a Failure for non-2xx answers. */
export async function call<T>(path: string, password: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  // A read without a password is made as an open site's HTML preloads the site's JSON
  // (internal/weddingsite Preview: same-origin credentials, no header of its own), so the browser
  // hands over that answer instead of asking again (issue 16: it starts with the script).
  const preloaded = password === null && init.method === undefined && init.body === undefined
  const headers: Record<string, string> = preloaded ? {} : { Accept: 'application/json' }
  if (password) headers['X-Site-Password'] = encodeURIComponent(password)
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: preloaded ? 'same-origin' : 'omit',
    })
  } catch {
    throw { status: 0, code: 'network_error', message: 'Sem conexão. Verifique a internet e tente de novo.' } satisfies Failure
  }
  const data: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string } } | null)?.error
    throw { status: res.status, code: err?.code ?? 'http_error', message: err?.message ?? 'Erro inesperado. Tente novamente.' } satisfies Failure
  }
  return data as T
}

export const failureOf = (e: unknown): Failure =>
  isFailure(e) ? e : { status: 0, code: 'error', message: 'Erro inesperado. Tente novamente.' }

/** A read of the site, settled: the site or why it could not be had, with the password it used. */
export type SiteRead = { password: string | null; site?: Site; failure?: Failure }

/**
 * Reads the site with password (by default the one this tab remembers for it) and remembers the
 * password when it opened the site, forgets it when it did not. Never rejects.
 */
export function readSite(slug: string, password = sessionStorage.getItem(PASSWORD_KEY(slug))): Promise<SiteRead> {
  return call<Site>(`/api/public/sites/${encodeURIComponent(slug)}`, password).then(
    (site) => {
      if (password) sessionStorage.setItem(PASSWORD_KEY(slug), password)
      return { password, site }
    },
    (e: unknown) => {
      if (password) sessionStorage.removeItem(PASSWORD_KEY(slug))
      return { password, failure: failureOf(e) }
    },
  )
}

