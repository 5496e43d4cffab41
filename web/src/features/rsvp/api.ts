// Plain fetch on purpose: this page is its own small bundle (rsvp-main.tsx), without the app's
// query cache, zod or API client. Its types are the contract's (type-only imports, gone from the
// bundle).

import type { RequestBody, Schemas } from '@/lib/api'

export type Status = Schemas['CompanionView']['status_confirmacao']
export type Band = Schemas['CompanionView']['faixa']

/** GET /api/public/rsvp/{token}: the guest's own invitation and family, nothing else. */
export type RsvpPageData = Schemas['PublicRSVP']

export type RsvpAnswer = RequestBody<'/api/public/rsvp/{token}', 'post'>

/** A failed request: the HTTP status (0 without a connection) and the server's pt-BR message. */
export class RsvpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const path = (token: string) => `/api/public/rsvp/${encodeURIComponent(token)}`

function isPage(v: unknown): v is RsvpPageData {
  return typeof v === 'object' && v !== null && Array.isArray((v as RsvpPageData).pessoas) && typeof (v as RsvpPageData).aberto === 'boolean'
}

async function call(url: string, init?: RequestInit): Promise<RsvpPageData> {
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init })
  } catch {
    throw new RsvpError(0, 'Verifique sua conexão e tente novamente.')
  }
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message
    throw new RsvpError(res.status, typeof message === 'string' ? message : 'Não foi possível enviar sua resposta. Tente novamente.')
  }
  if (!isPage(body)) throw new RsvpError(res.status, 'Resposta inesperada do servidor. Tente novamente.')
  return body
}

export const loadRsvp = (token: string, signal?: AbortSignal) => call(path(token), { signal })

/** The page's first read, settled: the invitation or why it could not be had. */
export type RsvpRead = { data?: RsvpPageData; error?: RsvpError }

/** loadRsvp as the page shows it: never rejects, any failure an RsvpError (status 0 when not the server's). */
export function readRsvp(token: string, signal?: AbortSignal): Promise<RsvpRead> {
  return loadRsvp(token, signal).then(
    (data) => ({ data }),
    (error: unknown) => ({ error: error instanceof RsvpError ? error : new RsvpError(0, '') }),
  )
}

export const answerRsvp = (token: string, answer: RsvpAnswer) =>
  call(path(token), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer) })

export const calendarFileUrl = (token: string) => `${path(token)}/agenda.ics`

/** Google Calendar's "add event" link for an all-day event on date (YYYY-MM-DD). */
export function googleCalendarUrl(title: string, date: string, location: string | null): string {
  const start = date.replaceAll('-', '')
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  const end = next.toISOString().slice(0, 10).replaceAll('-', '')
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${start}/${end}` })
  if (location) params.set('location', location)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
