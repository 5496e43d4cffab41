/**
 * Calendar dates as the couple types them (dd/MM/yyyy) and as the API wants
 * them (YYYY-MM-DD). Pure functions, no time zones: a calendar date is not an
 * instant. The one exception is "today", which is taken in the wedding's zone.
 */

import { madeAtFirstUse, WEDDING_TIME_ZONE } from '@/lib/format'

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// Made at first use, not when the module loads (lib/format: a page's first Intl object is costly).
const isoDateInZone = madeAtFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: WEDDING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
)

/** Today's calendar date (YYYY-MM-DD) in the wedding's time zone (DESIGN.md: never the browser's alone). */
export function todayInWeddingZone(now: Date = new Date()): string {
  return isoDateInZone().format(now)
}

/** The message under a date field whose text is not a real dd/MM/yyyy date. */
export const INVALID_BR_DATE = 'Data inválida. Use o formato dd/mm/aaaa.'

/** The API's date range (see the server's ValidDate). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false
  const check = new Date(Date.UTC(year, month - 1, day))
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
}

/** '15/05/2027' → '2027-05-15'; null for anything that is not a real date. */
export function brToIso(text: string): string | null {
  const found = BR_DATE.exec(text.trim())
  if (!found) return null
  const [, day = '', month = '', year = ''] = found
  if (!isRealDate(Number(year), Number(month), Number(day))) return null
  return `${year}-${month}-${day}`
}

/** '2027-05-15' → '15/05/2027'; '' for null or a malformed value. */
export function isoToBr(iso: string | null | undefined): string {
  const found = iso ? ISO_DATE.exec(iso) : null
  if (!found) return ''
  const [, year, month, day] = found
  return `${day}/${month}/${year}`
}

/** Keeps what is typed in the dd/MM/yyyy shape: digits only, slashes added. */
export function maskBrDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** A day of a month grid: its ISO date and whether it belongs to the shown month. */
/** The ISO date days after iso (negative goes back), on the calendar, with no time zone. */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

/** The same day months later (negative goes back), on the month's last day when it has fewer. */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number)
  const index = (y ?? 1970) * 12 + (m ?? 1) - 1 + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d ?? 1, last)).padStart(2, '0')}`
}

export type GridDay = { iso: string; day: number; inMonth: boolean }

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The weeks of a month for a calendar, each starting on Sunday (part 2 §9).
 * `month` is 1–12. Always whole weeks, including the neighbouring months' days.
 */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const start = new Date(first)
  start.setUTCDate(1 - first.getUTCDay()) // back to Sunday
  const weeks: GridDay[][] = []
  const cursor = new Date(start)
  do {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i++) {
      week.push({
        iso: `${cursor.getUTCFullYear()}-${pad(cursor.getUTCMonth() + 1)}-${pad(cursor.getUTCDate())}`,
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() === month - 1,
      })
      cursor.setUTCDate(cursor.getUTCDate() + 1)
    }
    weeks.push(week)
  } while (cursor.getUTCMonth() === month - 1)
  return weeks
}
