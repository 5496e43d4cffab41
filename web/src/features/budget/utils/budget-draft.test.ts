import { describe, expect, it } from 'vitest'
import type { Budget } from '../api/budget'
import {
  buildPayload,
  CONFLICT_TEXT,
  conflictNote,
  draftFromBudget,
  INVALID_TEXT,
  isDirty,
  mergeDraft,
  saveStatusText,
  SAVING_TEXT,
} from './budget-draft'
import type { Draft } from './budget-math'

type Row = [nome: string, tenths: number, spent: number, status?: 'pendente' | 'em_andamento' | 'concluido']

function budget(version: number, total: number, rows: Row[], fixed?: { nome: string; cents: number }): Budget {
  const categories: Budget['categories'] = rows.map(([nome, tenths, spent, status = 'pendente']) => ({
    nome,
    percent_tenths: tenths,
    fixed_cents: null,
    allocated_cents: Math.round((total * tenths) / 1000),
    spent_cents: spent,
    status,
  }))
  if (fixed) categories.push({ nome: fixed.nome, percent_tenths: 0, fixed_cents: fixed.cents, allocated_cents: fixed.cents, spent_cents: 0, status: 'pendente' })
  return { total_cents: total, spent_cents: 0, categories, updated_at: '2026-11-23T17:32:00Z', version }
}

const base = budget(3, 8000000, [
  ['Buffet', 500, 0],
  ['Flores', 300, 0],
  ['Outros', 200, 0],
])

const row = (d: Draft, nome: string) => d.categories.find((c) => c.nome === nome)
const edit = (d: Draft, nome: string, changes: Partial<Draft['categories'][number]>): Draft => ({
  ...d,
  categories: d.categories.map((c) => (c.nome === nome ? { ...c, ...changes } : c)),
})

describe('isDirty', () => {
  it('is false for a draft built from the budget, whatever the spelling of equal values', () => {
    const d = draftFromBudget(base)
    expect(isDirty(base, d)).toBe(false)
    expect(isDirty(base, edit(d, 'Buffet', { percent: '50.0', nome: ' Buffet ' }))).toBe(false)
    expect(isDirty(base, { ...d, total: '80000' })).toBe(false)
  })

  it('is false after switching a category to reais and back, true while it is in reais', () => {
    const d = draftFromBudget(base)
    const inReais = edit(d, 'Buffet', { unit: 'reais', amount: '40.000,00' })
    expect(isDirty(base, inReais)).toBe(true)
    expect(isDirty(base, edit(inReais, 'Buffet', { unit: 'percent' }))).toBe(false)
  })

  it('is true for any change, an added or a removed row', () => {
    const d = draftFromBudget(base)
    expect(isDirty(base, edit(d, 'Buffet', { spent: '1,00' }))).toBe(true)
    expect(isDirty(base, { ...d, total: '90.000,00' })).toBe(true)
    expect(isDirty(base, { ...d, categories: d.categories.slice(1) })).toBe(true)
    expect(isDirty(base, { ...d, categories: [...d.categories, { key: 'n', nome: 'Bolo', unit: 'percent', percent: '0', amount: '', spent: '', status: 'pendente' }] })).toBe(
      true,
    )
  })
})

describe('mergeDraft', () => {
  it("keeps this person's edited fields and takes every other field from the server", () => {
    let mine = draftFromBudget(base)
    mine = edit(mine, 'Buffet', { spent: '1.000,00' })
    const server = budget(4, 9000000, [
      ['Buffet', 600, 0, 'em_andamento'],
      ['Flores', 200, 0],
      ['Outros', 200, 0],
    ])
    const { draft, conflicts } = mergeDraft(base, mine, server)
    expect(draft.total).toBe('90.000,00')
    expect(row(draft, 'Buffet')).toMatchObject({ spent: '1.000,00', percent: '60', status: 'em_andamento' })
    expect(row(draft, 'Flores')).toMatchObject({ percent: '20' })
    expect(conflicts).toEqual({ total: false, categories: {} })
    // The merged draft is an edit of the server's budget: saving it sends the new version.
    expect(isDirty(server, draft)).toBe(true)
    expect(buildPayload(server, draft).payload?.version).toBe(4)
  })

  it('marks a field both changed to different values, and keeps this person’s value', () => {
    const mine = edit({ ...draftFromBudget(base), total: '85.000,00' }, 'Flores', { percent: '25' })
    const server = budget(4, 9000000, [
      ['Buffet', 500, 0],
      ['Flores', 350, 0],
      ['Outros', 200, 0],
    ])
    const { draft, conflicts } = mergeDraft(base, mine, server)
    const flores = row(draft, 'Flores')!
    expect(flores.percent).toBe('25')
    expect(conflicts.categories[flores.key]).toEqual(['percent'])
    expect(draft.total).toBe('85.000,00')
    expect(conflicts.total).toBe(true)
  })

  it('does not mark a field both changed to the same value', () => {
    const mine = edit(draftFromBudget(base), 'Flores', { percent: '35' })
    const server = budget(4, 8000000, [
      ['Buffet', 500, 0],
      ['Flores', 350, 0],
      ['Outros', 200, 0],
    ])
    expect(mergeDraft(base, mine, server).conflicts).toEqual({ total: false, categories: {} })
  })

  it('adds rows the other person added, keeps rows added here, and honours deletions on both sides', () => {
    let mine = draftFromBudget(base)
    mine = { ...mine, categories: mine.categories.filter((c) => c.nome !== 'Outros') } // deleted here
    mine = { ...mine, categories: [...mine.categories, { key: 'new', nome: 'Bolo', unit: 'percent', percent: '0', amount: '', spent: '', status: 'pendente' }] }
    mine = edit(mine, 'Flores', { spent: '50,00' })
    // The other person deleted Buffet (untouched here) and Flores (edited here), and added Lua de Mel.
    const server = budget(5, 8000000, [['Outros', 200, 0]], { nome: 'Lua de Mel', cents: 500000 })
    const { draft, conflicts } = mergeDraft(base, mine, server)
    expect(draft.categories.map((c) => c.nome)).toEqual(['Flores', 'Bolo', 'Lua de Mel'])
    const flores = row(draft, 'Flores')!
    expect(flores.baseName).toBeUndefined() // saved again as a new row
    expect(conflicts.categories[flores.key]).toEqual(['spent'])
    expect(row(draft, 'Lua de Mel')).toMatchObject({ unit: 'reais', amount: '5.000,00', honeymoon: true, baseName: 'Lua de Mel' })
  })

  it("follows a row the other person renamed only by its old name: this person's rename wins", () => {
    const mine = edit(draftFromBudget(base), 'Buffet', { nome: 'Buffet completo' })
    const server = budget(4, 8000000, [
      ['Buffet', 550, 0],
      ['Flores', 300, 0],
      ['Outros', 150, 0],
    ])
    const { draft } = mergeDraft(base, mine, server)
    expect(row(draft, 'Buffet completo')).toMatchObject({ percent: '55', baseName: 'Buffet' })
  })
})

describe('buildPayload', () => {
  it('skips invalid rows: a saved row is sent as it was, a new one is left out, the rest is saved', () => {
    let d = draftFromBudget(base)
    d = edit(d, 'Buffet', { spent: 'abc' })
    d = edit(d, 'Flores', { percent: '40' })
    d = { ...d, categories: [...d.categories, { key: 'blank', nome: '  ', unit: 'percent', percent: '0', amount: '', spent: '', status: 'pendente' }] }
    const { payload, skipped, errors } = buildPayload(base, d)
    expect(skipped).toHaveLength(2)
    expect(errors.categories[skipped[1]!]?.nome).toBe('Digite o nome da categoria')
    expect(payload?.version).toBe(3)
    expect(payload?.categories.map((c) => [c.nome, c.percent_tenths, c.spent_cents])).toEqual([
      ['Flores', 400, 0],
      ['Outros', 200, 0],
      ['Buffet', 500, 0],
    ])
  })

  it('saves nothing without a valid total or a category with a name', () => {
    const d = draftFromBudget(base)
    expect(buildPayload(base, { ...d, total: '' }).payload).toBeNull()
    const fresh = budget(0, 0, [])
    expect(buildPayload(fresh, { total: '1.000,00', categories: [{ key: 'x', nome: '', unit: 'percent', percent: '10', amount: '', spent: '', status: 'pendente' }] }).payload).toBeNull()
  })

  it('drops a kept row whose old name another row now uses', () => {
    let d = draftFromBudget(base)
    d = edit(d, 'Buffet', { nome: '' }) // invalid: Buffet would be sent as it was…
    d = edit(d, 'Flores', { nome: 'Buffet' }) // …but Flores is now called Buffet
    const names = buildPayload(base, d).payload?.categories.map((c) => c.nome)
    expect(names).toEqual(['Buffet', 'Outros'])
  })
})

describe('saveStatusText', () => {
  it('says what the save is doing, with the time of the last save as HH:mm', () => {
    const at = new Date(2026, 10, 23, 14, 32)
    expect(saveStatusText('saving', at)).toBe(SAVING_TEXT)
    expect(SAVING_TEXT).toBe('Salvando…')
    expect(saveStatusText('saved', at)).toBe('Salvo às 14:32')
    expect(saveStatusText('saved', new Date(2026, 10, 23, 9, 5))).toBe('Salvo às 09:05')
    expect(saveStatusText('idle', null)).toBe('')
    expect(saveStatusText('invalid', at)).toBe('Não salvo: corrija os campos destacados')
    expect(INVALID_TEXT).toBe('Não salvo: corrija os campos destacados')
    expect(saveStatusText('conflict', at)).toBe(CONFLICT_TEXT)
    expect(CONFLICT_TEXT).toBe('Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.')
  })

  it('names the fields both people changed', () => {
    expect(conflictNote(['percent', 'spent'])).toBe('A outra pessoa também alterou Porcentagem (%), Gasto (R$); o seu valor foi mantido.')
  })
})
