import { describe, expect, it } from 'vitest'
import { draftFromTrip, emptyDraft, expenseTotals, parseAmount, validateTrip } from './trip-form'

describe('parseAmount', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['1234.56', 123456],
    ['R$ 10', 1000],
    ['', 0],
    ['abc', 0],
    ['-5', 0],
    ['1,2,3', 0],
    ['1e9', 0],
  ])('%s → %d centavos (invalid is 0)', (text, cents) => {
    expect(parseAmount(text)).toBe(cents)
  })
})

describe('validateTrip', () => {
  it('requires the destination and builds the body in the spec order', () => {
    expect(validateTrip(emptyDraft()).errors.destino).toBe('Por favor, informe o destino da lua de mel.')
    const draft = { ...emptyDraft(), destino: ' Gramado ', dataInicio: '20/05/2027', dataFim: '25/05/2027', preferencias: ['Cultura', 'Praia'] }
    draft.expenses['Outros'] = { estimated: '10,00', actual: 'x' }
    const { payload } = validateTrip(draft)
    expect(payload?.destino).toBe('Gramado')
    expect(payload?.data_inicio).toBe('2027-05-20')
    expect(payload?.preferencias).toEqual(['Praia', 'Cultura'])
    expect(payload?.expenses).toHaveLength(8)
    expect(payload?.expenses[7]).toEqual({ category: 'Outros', estimated_cents: 1000, actual_cents: 0 })
    expect(payload?.orcamento_cents).toBeNull()
  })

  it('rejects a return before the departure and a bad budget', () => {
    const { payload, errors } = validateTrip({
      ...emptyDraft(),
      destino: 'Paraty',
      dataInicio: '20/05/2027',
      dataFim: '19/05/2027',
      orcamento: 'muito',
    })
    expect(payload).toBeNull()
    expect(errors.dataFim).toBe('A data de volta não pode ser anterior à data de ida.')
    expect(errors.orcamento).toBeDefined()
  })

  it('round-trips a saved trip', () => {
    const draft = draftFromTrip({
      id: 't1',
      destino: 'Noronha',
      orcamento_cents: 1500000,
      data_inicio: '2027-05-20',
      data_fim: null,
      preferencias: ['Praia'],
      observacoes: null,
      expenses: [{ category: 'Hospedagem', estimated_cents: 600000, actual_cents: 12345 }],
      estimated_total_cents: 600000,
      actual_total_cents: 12345,
      created_at: '2026-11-22T15:00:00Z',
      updated_at: '2026-11-22T15:00:00Z',
      version: 1,
    })
    expect(draft.dataInicio).toBe('20/05/2027')
    expect(draft.orcamento).toBe('15.000,00')
    expect(expenseTotals(draft.expenses)).toEqual({ estimated: 600000, actual: 12345 })
  })
})
