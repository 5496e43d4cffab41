import { parseBRL } from '@/lib/format'

/** The servers' cap (internal/reminder, internal/spending): R$ 100.000.000,00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/**
 * Money typed in a form: pt-BR ("1.234,56", "149,9") or with a decimal point ("149.90", as a
 * numeric keypad may give); never negative, at most two decimals (the spec's step 0,01).
 * '' → null; invalid → undefined.
 */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const dotDecimal = /^\d+\.\d{1,2}$/.exec(trimmed.replace(/^R\$\s*/, ''))
  const cents = dotDecimal ? Math.round(Number(dotDecimal[0]) * 100) : parseBRL(trimmed)
  if (cents === null || cents < 0 || !Number.isSafeInteger(cents)) return undefined
  return cents
}

/** "149,90" for a form field (no currency sign, no thousands separator). */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
}

/** Tenths of a percent as pt-BR text with one decimal: 805 → "80,5%". */
export function formatPercentTenths(tenths: number): string {
  return `${(tenths / 10).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`
}
