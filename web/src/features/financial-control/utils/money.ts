import { centsToInput, formatTenthsPercent, parseMoneyInput } from '@/lib/format'

/** The servers' cap (internal/reminder, internal/spending): R$ 100.000.000,00. */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/** Money typed in a form (the shared rule in lib/format). */
export const parseAmount = parseMoneyInput

export { centsToInput }

/** Tenths of a percent as pt-BR text with one decimal: 805 → "80,5%". */
export const formatPercentTenths = formatTenthsPercent
