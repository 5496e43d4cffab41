/**
 * Per-item calendar links: 'Adicionar ao Google Agenda' (Google's documented event template URL)
 * and the single-event .ics download served by GET /api/calendar/events/{uid}. The UIDs are the
 * server's (internal/calfeed): the same event as in the subscribed feed.
 */

/** An all-day event: a date YYYY-MM-DD, a title and optional details. */
export type AllDayEvent = { title: string; date: string; details?: string }

const compact = (isoDate: string) => isoDate.replaceAll('-', '')

/** The day after isoDate (YYYY-MM-DD), computed in UTC so no time zone can shift it. */
function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10)
}

/** calendar.google.com's template link for an all-day event (the end date is exclusive). */
export function googleCalendarUrl(event: AllDayEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.date)}/${compact(nextDay(event.date))}`,
  })
  if (event.details) params.set('details', event.details)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/** The .ics download of one event of the wedding's calendar. */
export function icsDownloadPath(kind: 'checklist' | 'payment', id: string): string {
  return `/api/calendar/events/${kind}-${encodeURIComponent(id)}`
}
