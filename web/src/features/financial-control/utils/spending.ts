import type { SpendingLevel } from '../api/spending'

/** The alerts panel's categories (part 2 §9), stored as these labels. */
export const panelCategories = [
  'Festa/Recepção',
  'Cerimônia',
  'Fotografia',
  'Videomaker',
  'Decoração',
  'Música/DJ',
  'Vestimenta',
  'Transporte',
  'Alimentação',
  'Bebidas',
  'Lua de mel',
  'Documentação',
  'Outros',
] as const

/** Badge texts by level (part 2 §4). */
export const levelLabels: Record<SpendingLevel, string> = {
  safe: 'OK',
  caution: 'Atenção',
  warning: 'Crítico',
  danger: 'Excedido',
}

export const levelBadgeVariant: Record<SpendingLevel, 'success' | 'gold' | 'warning' | 'destructive'> = {
  safe: 'success',
  caution: 'gold',
  warning: 'warning',
  danger: 'destructive',
}

export const levelBarClass: Record<SpendingLevel, string> = {
  safe: 'bg-success',
  caution: 'bg-gold',
  warning: 'bg-warning',
  danger: 'bg-destructive',
}

/** Width of the progress bar: the percentage capped at 100 (part 2 §4). */
/** The percent a limit shows: part 2 §4 caps it at 100 for display (the level still says Excedido). */
export function shownPercentTenths(tenths: number): number {
  return Math.min(tenths, 1000)
}

export function progressPercent(tenths: number): number {
  return Math.min(100, Math.max(0, tenths / 10))
}
