export { formatTenthsPercent } from '@/lib/format'

/** Width of a progress bar for a percentage in tenths, capped at 100 %. */
export function barWidthPercent(tenths: number): number {
  return Math.min(Math.max(tenths, 0), 1000) / 10
}

/** '1 dia restante' / '42 dias restantes' (part 1 §2, Seu Grande Dia). */
export function daysLeftLabel(days: number): string {
  return days === 1 ? 'dia restante' : 'dias restantes'
}

/** 'em 1 dia' / 'em 12 dias' for a future date. */
export function inDaysText(days: number): string {
  return days === 1 ? 'em 1 dia' : `em ${days} dias`
}

/** Whole percent of done out of total (0 without any). */
export function percentOf(done: number, total: number): number {
  return total > 0 ? Math.round((done * 100) / total) : 0
}

/** 'N item' / 'N itens' style plurals. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}
