import { formatBRL, parseBRL } from '@/lib/format'
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
/** Same caps as the server: categories, and any amount (R$ 10 bilhões). */
export const MAX_CATEGORIES = 50
const MAX_CENTS = 1_000_000_000_000

/**
 * How a category is set (issue 18 §4): a percentage, or an amount in reais. The reais categories
 * come off the total first and the percentages split the rest, as the server computes it.
 */
export type CategoryUnit = 'percent' | 'reais'

/** A category as edited on the page: inputs hold text. */
export type DraftCategory = {
  key: string
  nome: string
  unit: CategoryUnit
  /** The number input's value, e.g. '25.5' (a comma is accepted too); used when unit is 'percent'. */
  percent: string
  /** The amount as typed, e.g. '12.000,00'; '' is zero; used when unit is 'reais'. */
  amount: string
  /** Money as typed, e.g. '1.234,56'; '' is zero. */
  spent: string
  status: CategoryStatus
  /**
   * The honeymoon plan's 'Lua de Mel' (in reais, synced from the plan): its name, amount and spent
   * value are read-only here and kept by the autosave.
   */
  honeymoon?: boolean
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

type SplitFields = Pick<DraftCategory, 'unit' | 'percent' | 'amount'>

/** The sum of the percentages; categories in reais have none. */
export function sumTenths(categories: SplitFields[]): number {
  return categories.reduce((sum, c) => sum + (c.unit === 'reais' ? 0 : percentToTenths(c.percent)), 0)
}

/** The sum of the categories set in reais. */
export function reaisCents(categories: SplitFields[]): number {
  return categories.reduce((sum, c) => sum + (c.unit === 'reais' ? Math.max(0, moneyToCents(c.amount)) : 0), 0)
}

/** What the percentages split: the total less the categories in reais, never below zero. */
export function percentBase(totalCents: number, categories: SplitFields[]): number {
  return Math.max(0, totalCents - reaisCents(categories))
}

/** The sum-to-100 warning (tolerance 0,01 %), or null when the split is complete. */
export function percentWarning(totalTenths: number): string | null {
  if (Math.abs(totalTenths / 10 - 100) <= 0.01) return null
  return `Atenção: A soma das porcentagens é ${formatTenths(totalTenths)}%. Deve ser 100%.`
}

/**
 * The warning over the categories, or null when they split the total exactly: reais above the
 * total; else the spec's sum-to-100 warning when some category is a percentage; else the part of
 * the total that no reais category takes.
 */
export function splitWarning(totalCents: number, categories: SplitFields[]): string | null {
  const reais = reaisCents(categories)
  if (totalCents > 0 && reais > totalCents) {
    return `Atenção: As categorias em R$ somam ${formatBRL(reais)}, mais que o orçamento total.`
  }
  if (categories.some((c) => c.unit !== 'reais')) return percentWarning(sumTenths(categories))
  if (reais < totalCents) return `Atenção: ${formatBRL(totalCents - reais)} do orçamento total ainda não está em nenhuma categoria.`
  return null
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

/** A money field: '' is zero; undefined when it is not a valid amount of zero or more. */
export function parseMoney(text: string): number | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  const cents = parseBRL(trimmed)
  return cents === null || cents < 0 ? undefined : cents
}

export type CategoryErrors = { nome?: string; percent?: string; amount?: string; spent?: string }
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
  else if (total > MAX_CENTS) errors.total = TOTAL_INVALID

  const seen = new Set<string>()
  const categories = draft.categories.map((c) => {
    const e: CategoryErrors = {}
    const nome = c.nome.trim()
    if (nome === '') e.nome = NAME_REQUIRED
    else if (nome.length > 100) e.nome = 'Nome muito longo'
    else if (seen.has(nome.toLowerCase())) e.nome = NAME_DUPLICATE
    seen.add(nome.toLowerCase())
    const tenths = c.unit === 'percent' ? percentToTenths(c.percent) : 0
    if (tenths < 0 || tenths > 1000) e.percent = PERCENT_RANGE
    const fixed = c.unit === 'reais' ? parseMoney(c.amount) : null
    if (fixed === undefined || (fixed !== null && fixed > MAX_CENTS)) e.amount = SPENT_INVALID
    const spent = parseMoney(c.spent)
    if (spent === undefined || spent > MAX_CENTS) e.spent = SPENT_INVALID
    if (Object.keys(e).length > 0) errors.categories[c.key] = e
    return { nome, percent_tenths: tenths, fixed_cents: fixed ?? null, spent_cents: spent ?? 0, status: c.status }
  })

  const ok = !errors.total && Object.keys(errors.categories).length === 0 && categories.length > 0
  return { payload: ok && total !== null ? { total_cents: total, categories } : null, errors }
}
