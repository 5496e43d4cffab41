import { parseBRL } from '@/lib/format'
import type { Budget, BudgetPayload } from '../api/budget'
import {
  centsToInput,
  parseMoney,
  percentToTenths,
  tenthsToInput,
  validateDraft,
  type Draft,
  type DraftCategory,
  type DraftErrors,
} from './budget-math'

/**
 * The budget editor's draft against the server (issue 14, "Edição a dois"): the draft is built
 * from the last budget the page received (its base, with a version); a refetch or a 409 brings a
 * newer budget, which replaces an untouched draft and is merged field by field into an edited one.
 */

let nextKey = 0
export const newKey = () => `c${++nextKey}`

/** A category added on the page: a percentage, nothing spent yet. */
export function newDraftCategory(nome: string, percent = '0'): DraftCategory {
  return { key: newKey(), nome, unit: 'percent', percent, amount: '', spent: '', status: 'pendente' }
}

/** The editable fields of a category (the honeymoon's 'Lua de Mel' takes its amount from the plan). */
export const categoryFields = ['nome', 'unit', 'percent', 'amount', 'spent', 'status'] as const
export type CategoryField = (typeof categoryFields)[number]

/** Fields both this person and the other changed, to different values: this person's value was kept. */
export type DraftConflicts = { total: boolean; categories: Record<string, CategoryField[]> }
export const noConflicts = (): DraftConflicts => ({ total: false, categories: {} })

export function draftFromBudget(budget: Budget): Draft {
  return {
    total: budget.total_cents > 0 ? centsToInput(budget.total_cents) : '',
    categories: budget.categories.map((c) => ({ key: newKey(), ...fieldsOf(c), honeymoon: isHoneymoon(c), baseName: c.nome })),
  }
}

type ServerCategory = Budget['categories'][number]

function fieldsOf(c: ServerCategory): Pick<DraftCategory, CategoryField> {
  const reais = c.fixed_cents != null
  return {
    nome: c.nome,
    unit: reais ? 'reais' : 'percent',
    percent: tenthsToInput(c.percent_tenths),
    amount: reais ? centsToInput(c.fixed_cents ?? 0) : '',
    spent: c.spent_cents > 0 ? centsToInput(c.spent_cents) : '',
    status: c.status,
  }
}

/** Names match as the server's uniqueness does: trimmed, ignoring case. */
const nameKey = (nome: string) => nome.trim().toLocaleLowerCase('pt-BR')

/** The category the honeymoon planner keeps (it matches 'Lua de Mel' by name, as here). */
export const HONEYMOON_CATEGORY = 'Lua de Mel'
const isHoneymoon = (c: ServerCategory) => c.fixed_cents != null && nameKey(c.nome) === nameKey(HONEYMOON_CATEGORY)

/** A field's value as it would be saved, so '25' and '25.0', or '' and '0,00', are the same. */
function normalized(c: Pick<DraftCategory, CategoryField>, field: CategoryField): string {
  switch (field) {
    case 'nome':
      return c.nome.trim()
    case 'unit':
      return c.unit
    // A field the unit does not use is not an edit: switching to reais and back changes nothing.
    case 'percent':
      return c.unit === 'reais' ? '0' : String(percentToTenths(c.percent))
    case 'amount':
      return c.unit === 'reais' ? moneyKey(c.amount) : ''
    case 'spent':
      return moneyKey(c.spent)
    case 'status':
      return c.status
  }
}

function moneyKey(text: string): string {
  const cents = parseMoney(text)
  return cents === undefined ? `?${text.trim()}` : String(cents)
}

const sameField = (a: Pick<DraftCategory, CategoryField>, b: Pick<DraftCategory, CategoryField>, field: CategoryField) =>
  normalized(a, field) === normalized(b, field)

function totalOf(text: string): string {
  const cents = parseBRL(text)
  return cents === null ? `?${text.trim()}` : String(cents)
}
const totalText = (cents: number) => (cents > 0 ? centsToInput(cents) : '')

function byName(budget: Budget) {
  return new Map(budget.categories.map((c) => [nameKey(c.nome), c]))
}

/** Whether the draft holds edits not in base (what a save would change). */
export function isDirty(base: Budget, draft: Draft): boolean {
  if (totalOf(draft.total) !== totalOf(totalText(base.total_cents))) return true
  if (draft.categories.length !== base.categories.length) return true
  const baseRows = byName(base)
  return draft.categories.some((d) => {
    const b = d.baseName === undefined ? undefined : baseRows.get(nameKey(d.baseName))
    return !b || categoryFields.some((f) => !sameField(d, fieldsOf(b), f))
  })
}

/**
 * Merges a newer server budget into an edited draft, field by field: what this person changed
 * since base wins, everything else takes the server's value; a field both changed to different
 * values keeps this person's value and is reported in conflicts. Rows are matched by the name
 * they had in base. A row the other person deleted stays only if this person edited it (then as
 * a new row, marked); a row this person deleted stays deleted; rows the other person added are
 * appended. The total follows the same rule.
 */
export function mergeDraft(base: Budget, draft: Draft, server: Budget): { draft: Draft; conflicts: DraftConflicts } {
  const conflicts = noConflicts()
  const baseRows = byName(base)
  const serverRows = byName(server)

  let total = totalText(server.total_cents)
  const mine = totalOf(draft.total)
  const baseTotal = String(base.total_cents)
  if (mine !== totalOf(totalText(base.total_cents))) {
    total = draft.total
    const theirs = String(server.total_cents)
    if (theirs !== baseTotal && theirs !== mine) conflicts.total = true
  }

  const taken = new Set<string>() // server rows already matched by a draft row
  const categories: DraftCategory[] = []
  for (const d of draft.categories) {
    const b = d.baseName === undefined ? undefined : baseRows.get(nameKey(d.baseName))
    if (!b) {
      categories.push(d) // added here and not saved yet
      continue
    }
    const before = fieldsOf(b)
    const s = serverRows.get(nameKey(b.nome))
    const changed = categoryFields.filter((f) => !sameField(d, before, f))
    if (!s) {
      // The other person deleted it: kept only when edited here, as a row to save again.
      if (changed.length > 0) {
        categories.push({ ...d, baseName: undefined })
        conflicts.categories[d.key] = [...changed]
      }
      continue
    }
    taken.add(nameKey(s.nome))
    const theirs = fieldsOf(s)
    const merged: DraftCategory = { ...d, honeymoon: isHoneymoon(s), baseName: s.nome }
    const marked: CategoryField[] = []
    for (const f of categoryFields) {
      if (!changed.includes(f)) {
        Object.assign(merged, { [f]: theirs[f] })
      } else if (!sameField(theirs, before, f) && !sameField(theirs, d, f)) {
        marked.push(f)
      }
    }
    if (marked.length > 0) conflicts.categories[d.key] = marked
    categories.push(merged)
  }
  for (const s of server.categories) {
    const k = nameKey(s.nome)
    if (taken.has(k) || baseRows.has(k)) continue // matched above, or deleted here
    categories.push({ key: newKey(), ...fieldsOf(s), honeymoon: isHoneymoon(s), baseName: s.nome })
  }
  return { draft: { total, categories }, conflicts }
}

/**
 * The body of a save (part 1 §5): invalid rows are skipped — a row the server already has is sent
 * as it was (so it is not deleted), a new one is left out — and the rest is saved. No body when
 * the total is invalid or no category with a name would be sent. skipped lists the draft keys
 * whose edits are not in the body.
 */
export function buildPayload(
  base: Budget,
  draft: Draft,
): { payload: (BudgetPayload & { version: number }) | null; errors: DraftErrors; skipped: string[] } {
  const { errors } = validateDraft(draft)
  const total = parseBRL(draft.total)
  const baseRows = byName(base)
  const skipped: string[] = []
  const categories: BudgetPayload['categories'] = []
  const fallbacks: BudgetPayload['categories'] = []
  for (const d of draft.categories) {
    const b = d.baseName === undefined ? undefined : baseRows.get(nameKey(d.baseName))
    if (errors.categories[d.key]) {
      skipped.push(d.key)
      if (b) {
        fallbacks.push({ nome: b.nome, percent_tenths: b.percent_tenths, fixed_cents: b.fixed_cents ?? null, spent_cents: b.spent_cents, status: b.status })
      }
      continue
    }
    categories.push({
      nome: d.nome.trim(),
      percent_tenths: d.unit === 'percent' ? percentToTenths(d.percent) : 0,
      fixed_cents: d.unit === 'reais' ? (parseMoney(d.amount) ?? 0) : null,
      spent_cents: parseMoney(d.spent) ?? 0,
      status: d.status,
    })
  }
  // A kept row whose old name another row now uses would make the body invalid: it is dropped.
  const names = new Set(categories.map((c) => nameKey(c.nome)))
  for (const f of fallbacks) {
    if (names.has(nameKey(f.nome))) continue
    names.add(nameKey(f.nome))
    categories.push(f)
  }
  if (errors.total || total === null || categories.length === 0) return { payload: null, errors, skipped }
  return { payload: { total_cents: total, categories, version: base.version }, errors, skipped }
}

const fieldLabels: Record<CategoryField, string> = {
  nome: 'Categoria',
  unit: 'Em % ou R$',
  percent: 'Porcentagem (%)',
  amount: 'Valor (R$)',
  spent: 'Gasto (R$)',
  status: 'Status',
}

/** The note under a row both members changed: which fields, and that this person's values won. */
export function conflictNote(fields: CategoryField[]): string {
  return `A outra pessoa também alterou ${fields.map((f) => fieldLabels[f]).join(', ')}; o seu valor foi mantido.`
}

/** What the status line says (part 1 §5, always visible). */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error' | 'conflict'

export const SAVING_TEXT = 'Salvando…'
export const INVALID_TEXT = 'Não salvo: corrija os campos destacados'
export const PENDING_TEXT = 'Alterações não salvas'
export const ERROR_TEXT = 'Não foi possível salvar'
export const CONFLICT_TEXT = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.'

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** 'Salvo às 14:32' (the person's own clock), or the state's text; '' before anything was saved. */
export function saveStatusText(state: SaveState, savedAt: Date | null): string {
  switch (state) {
    case 'saving':
      return SAVING_TEXT
    case 'invalid':
      return INVALID_TEXT
    case 'pending':
      return PENDING_TEXT
    case 'error':
      return ERROR_TEXT
    case 'conflict':
      return CONFLICT_TEXT
    case 'saved':
    case 'idle':
      return savedAt ? `Salvo às ${clock.format(savedAt)}` : ''
  }
}
