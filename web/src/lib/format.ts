/** Time zone in which calendar dates of instants are shown (see DESIGN.md, data conventions). */
export const WEDDING_TIME_ZONE = 'America/Sao_Paulo'

/*
 * Formatters that need Intl make their Intl object at first use, never when this module loads,
 * and money and counts are written out by hand: a page's first Intl object loads the locale's
 * data, 20–40 ms on a fast machine and four times that on a phone, and the landing, which only
 * needs prices and counts, would pay it in the one task that renders it (issue 16: Total
 * Blocking Time). The tests compare the hand-written ones with Intl.
 */

/** make's value, made at its first call and kept (an Intl object a module needs, not made at its load). */
export function madeAtFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}

/** An integer with pt-BR's thousands separator, as toLocaleString('pt-BR') writes it: 1234567 → "1.234.567". */
export function formatInteger(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)))
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end))
  return (n <= -1 ? '-' : '') + groups.join('.')
}

/** Formats integer centavos as Brazilian reais: 123456 → "R$ 1.234,56" (with a non-breaking space), as Intl's pt-BR currency format does. */
export function formatBRL(cents: number): string {
  const whole = Math.round(cents)
  const abs = Math.abs(whole)
  return `${whole < 0 ? '-' : ''}R$\u00a0${formatInteger(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`
}

/**
 * Parses a pt-BR money text ("1.234,56", "R$ 10", "10,5") to integer centavos.
 * Returns null when the text is not a valid amount.
 */
export function parseBRL(text: string): number | null {
  const cleaned = text.replace(/R\$/g, '').replace(/[\s\u00a0]/g, '')
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(cleaned)) return null
  const [intPart = '0', fracPart = ''] = cleaned.replace(/\./g, '').split(',')
  const negative = intPart.startsWith('-')
  const units = Math.abs(Number.parseInt(intPart, 10))
  const cents = Number.parseInt(fracPart.padEnd(2, '0') || '0', 10)
  const total = units * 100 + cents
  return negative ? -total : total
}

/**
 * Money typed in a form: pt-BR ("1.234,56", "149,9") or with a decimal point ("149.90", as a
 * numeric keypad may give); never negative, at most two decimals (the spec's step 0,01).
 * '' → null; invalid → undefined.
 */
export function parseMoneyInput(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const dotDecimal = /^\d+\.\d{1,2}$/.exec(trimmed.replace(/^R\$\s*/, ''))
  const cents = dotDecimal ? Math.round(Number(dotDecimal[0]) * 100) : parseBRL(trimmed)
  if (cents === null || cents < 0 || !Number.isSafeInteger(cents)) return undefined
  return cents
}

/** "149,90" for a form field (no currency sign, no thousands separator); null → ''. */
export function centsToInput(cents: number | null): string {
  if (cents === null) return ''
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const dateInZone = madeAtFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: WEDDING_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }),
)

/**
 * Formats a calendar date ('YYYY-MM-DD', shown as is) or an RFC 3339 instant
 * (shown as its date in São Paulo) as dd/MM/yyyy. Invalid input gives '—'.
 */
export function formatDate(value: string): string {
  const calendar = CALENDAR_DATE.exec(value)
  if (calendar) {
    const [, year, month, day] = calendar
    const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
    if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return '—'
    return `${day}/${month}/${year}`
  }
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return '—'
  return dateInZone().format(instant)
}

/**
 * An RFC 3339 instant as 'dd/MM/yyyy às HH:mm' (or another `between` the date and the time) on
 * the wall clock of `timeZone` (the wedding's, from the session), never the browser's; an unknown
 * zone falls back to São Paulo, invalid input gives '—'.
 */
export function formatDateTimeInZone(value: string, timeZone: string = WEDDING_TIME_ZONE, between = ' às '): string {
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return '—'
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant)
  } catch {
    return timeZone === WEDDING_TIME_ZONE ? '—' : formatDateTimeInZone(value, WEDDING_TIME_ZONE, between)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}/${part('month')}/${part('year')}${between}${part('hour')}:${part('minute')}`
}

/**
 * The hint under a reminder time: the time is the wedding's wall-clock time (the server fires it
 * in the wedding's zone), which a couple abroad or a browser set to another zone must know.
 */
export function reminderZoneHint(timeZone: string = WEDDING_TIME_ZONE): string {
  return timeZone === WEDDING_TIME_ZONE ? 'Horário de Brasília' : `Fuso do casamento: ${timeZone.replace(/_/g, ' ')}`
}

const oneDecimal = madeAtFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))

/** Tenths of a percent as pt-BR text with one decimal: 352 → '35,2%'. */
export function formatTenthsPercent(tenths: number): string {
  return `${oneDecimal().format(tenths / 10)}%`
}

/** "1,2 MB" / "350 KB" for the file line of a card; "2 GB" for a plan's storage. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024)
    return `${(bytes / (1024 * 1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`
}
