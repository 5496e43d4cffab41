import { parseBRL } from '@/lib/format'
import type { BudgetPayload, CategoryStatus } from '../api/budget'

/** Default categories of part 1 §9 (percent), summing to 100. */
export const defaultCategories: { nome: string; percent: number }[] = [
  { nome: 'Local da Cerimônia', percent: 30 },
  { nome: 'Buffet/Catering', percent: 25 },
  { nome: 'Decoração e Flores', percent: 15 },
  { nome: 'Vestido e Trajes', percent: 10 },
  { nome: 'Fotografia e Filmagem', percent: 8 },
  { nome: 'Música/DJ', percent: 5 },
  { nome: 'Convites', percent: 3 },
  { nome: 'Outros', percent: 4 },
]

/** Autosave debounce (part 1 §9). */
export const TOTAL_AUTOSAVE_MS = 2000
export const CATEGORY_AUTOSAVE_MS = 1000
/** Same cap as the server. */
export const MAX_CATEGORIES = 50

/** A category as edited on the page: inputs hold text. */
export type DraftCategory = {
  key: string
  nome: string
  /** The number input's value, e.g. '25.5' (a comma is accepted too). */
  percent: string
  /** Money as typed, e.g. '1.234,56'; '' is zero. */
  spent: string
  status: CategoryStatus
  /**
   * A fixed allocation in centavos (the honeymoon plan's 'Lua de Mel'): shown read-only, kept by
   * the autosave, and its percentage is 0.
   */
  fixed?: number | null
  /** The name this row had in the budget the draft is based on; undefined for a row added here. */
  baseName?: string
}

export type Draft = { total: string; categories: DraftCategory[] }

/** Percent text → tenths; anything not a number is 0 (part 1 §5: NaN becomes 0). */
export function percentToTenths(text: string): number {
  const value = Number(text.trim().replace(',', '.'))
  return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * 10) : 0
}

/** 255 → '25,5'; 300 → '30'. */
export function formatTenths(tenths: number): string {
  return (tenths / 10).toLocaleString('pt-BR', { maximumFractionDigits: 1 })
}

/** Tenths → the number input's text: 255 → '25.5'. */
export function tenthsToInput(tenths: number): string {
  return String(tenths / 10)
}

/** Money text → centavos; '' and anything unreadable are 0. */
export function moneyToCents(text: string): number {
  return parseBRL(text) ?? 0
}

const moneyInput = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 8000000 → '80.000,00' (the money inputs' text). */
export function centsToInput(cents: number): string {
  return moneyInput.format(cents / 100)
}

/** The value of a category: total × percent, rounded to the centavo (as the server does). */
export function allocatedCents(totalCents: number, tenths: number): number {
  return Math.round((totalCents * tenths) / 1000)
}

/** The sum of the percentages; fixed-amount categories have none. */
export function sumTenths(categories: Pick<DraftCategory, 'percent' | 'fixed'>[]): number {
  return categories.reduce((sum, c) => sum + (c.fixed != null ? 0 : percentToTenths(c.percent)), 0)
}

/** The sum-to-100 warning (tolerance 0,01 %), or null when the split is complete. */
export function percentWarning(totalTenths: number): string | null {
  if (Math.abs(totalTenths / 10 - 100) <= 0.01) return null
  return `Atenção: A soma das porcentagens é ${formatTenths(totalTenths)}%. Deve ser 100%.`
}

export type Summary = {
  totalCents: number
  spentCents: number
  /** Percent of the total spent (0 when there is no total). */
  spentPercent: number
  remainingCents: number
  withinBudget: boolean
}

export function summarize(totalCents: number, spent: number[]): Summary {
  const spentCents = spent.reduce((a, b) => a + b, 0)
  const remainingCents = totalCents - spentCents
  return {
    totalCents,
    spentCents,
    spentPercent: totalCents > 0 ? (spentCents / totalCents) * 100 : 0,
    remainingCents,
    withinBudget: remainingCents >= 0,
  }
}

export type CategoryErrors = { nome?: string; percent?: string; spent?: string }
export type DraftErrors = { total?: string; categories: Record<string, CategoryErrors> }

export const TOTAL_INVALID = 'Por favor, insira um valor total válido'
export const NAME_REQUIRED = 'Digite o nome da categoria'
export const NAME_DUPLICATE = 'Já existe uma categoria com esse nome'
export const PERCENT_RANGE = 'A porcentagem deve estar entre 0 e 100'
export const SPENT_INVALID = 'Informe um valor válido, por exemplo 1.234,56'

/**
 * Checks the draft with the server's rules and builds the PUT body. The sum of
 * the percentages is only a warning (the couple adjusts until 100 %).
 */
export function validateDraft(draft: Draft): { payload: BudgetPayload | null; errors: DraftErrors } {
  const errors: DraftErrors = { categories: {} }
  const total = parseBRL(draft.total)
  if (total === null || total <= 0) errors.total = TOTAL_INVALID
  else if (total > 1_000_000_000_000) errors.total = TOTAL_INVALID

  const seen = new Set<string>()
  const categories = draft.categories.map((c) => {
    const e: CategoryErrors = {}
    const nome = c.nome.trim()
    if (nome === '') e.nome = NAME_REQUIRED
    else if (nome.length > 100) e.nome = 'Nome muito longo'
    else if (seen.has(nome.toLowerCase())) e.nome = NAME_DUPLICATE
    seen.add(nome.toLowerCase())
    const fixed = c.fixed ?? null
    const tenths = fixed === null ? percentToTenths(c.percent) : 0
    if (tenths < 0 || tenths > 1000) e.percent = PERCENT_RANGE
    const spentText = c.spent.trim()
    const spent = spentText === '' ? 0 : parseBRL(spentText)
    if (spent === null || spent < 0) e.spent = SPENT_INVALID
    if (Object.keys(e).length > 0) errors.categories[c.key] = e
    return { nome, percent_tenths: tenths, fixed_cents: fixed, spent_cents: spent ?? 0, status: c.status }
  })

  const ok = !errors.total && Object.keys(errors.categories).length === 0 && categories.length > 0
  return { payload: ok && total !== null ? { total_cents: total, categories } : null, errors }
}
