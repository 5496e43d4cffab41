import { describe, expect, it } from 'vitest'
import { parseBRL } from '@/lib/format'
import {
  allocatedCents,
  centsToInput,
  defaultCategories,
  formatTenths,
  moneyToCents,
  NAME_DUPLICATE,
  NAME_REQUIRED,
  PERCENT_RANGE,
  percentToTenths,
  percentBase,
  percentWarning,
  splitWarning,
  sumTenths,
  summarize,
  TOTAL_INVALID,
  validateDraft,
  type DraftCategory,
} from './budget-math'

const cat = (nome: string, percent: string, spent = '', key = nome): DraftCategory => ({
  key,
  nome,
  unit: 'percent',
  percent,
  amount: '',
  spent,
  status: 'pendente',
})

describe('budget maths', () => {
  it('parses pt-BR money to centavos', () => {
    expect(parseBRL('1.234,56')).toBe(123456)
    expect(moneyToCents('80.000,00')).toBe(8000000)
    expect(moneyToCents('80000')).toBe(8000000)
    expect(moneyToCents('abc')).toBe(0)
    expect(moneyToCents('')).toBe(0)
    expect(centsToInput(8000000)).toBe('80.000,00')
  })

  it('turns percent text into tenths, NaN into 0', () => {
    expect(percentToTenths('25.5')).toBe(255)
    expect(percentToTenths('25,5')).toBe(255)
    expect(percentToTenths('100')).toBe(1000)
    expect(percentToTenths('')).toBe(0)
    expect(percentToTenths('abc')).toBe(0)
    expect(formatTenths(255)).toBe('25,5')
    expect(formatTenths(1000)).toBe('100')
  })

  it('allocates total × percent, rounded to the centavo like the server', () => {
    expect(allocatedCents(8000000, 300)).toBe(2400000)
    expect(allocatedCents(100, 333)).toBe(33)
    expect(allocatedCents(100, 335)).toBe(34)
    expect(allocatedCents(0, 500)).toBe(0)
  })

  it('defaults sum to 100 % and warn otherwise', () => {
    const defaults = defaultCategories.map((c) => cat(c.nome, String(c.percent)))
    expect(defaults).toHaveLength(8)
    expect(sumTenths(defaults)).toBe(1000)
    expect(percentWarning(1000)).toBeNull()
    expect(percentWarning(1055)).toBe('Atenção: A soma das porcentagens é 105,5%. Deve ser 100%.')
    expect(percentWarning(999)).toBe('Atenção: A soma das porcentagens é 99,9%. Deve ser 100%.')
  })

  it('summarizes spending against the total', () => {
    expect(summarize(8000000, [1000000, 250050])).toEqual({
      totalCents: 8000000,
      spentCents: 1250050,
      spentPercent: expect.closeTo(15.625625, 6),
      remainingCents: 6749950,
      withinBudget: true,
    })
    expect(summarize(100, [150]).withinBudget).toBe(false)
    expect(summarize(0, [10]).spentPercent).toBe(0)
  })

  it('validates the draft like the server and builds the payload', () => {
    const ok = validateDraft({ total: '80.000,00', categories: [cat(' Buffet ', '70', '1.000,50'), cat('Local', '30')] })
    expect(ok.payload).toEqual({
      total_cents: 8000000,
      categories: [
        { nome: 'Buffet', percent_tenths: 700, fixed_cents: null, spent_cents: 100050, status: 'pendente' },
        { nome: 'Local', percent_tenths: 300, fixed_cents: null, spent_cents: 0, status: 'pendente' },
      ],
    })
    // A split that does not reach 100 % is still saved (only a warning).
    expect(validateDraft({ total: '100', categories: [cat('Tudo', '50')] }).payload).not.toBeNull()

    const bad = validateDraft({
      total: '0',
      categories: [cat('', '10', '', 'a'), cat('Buffet', '101', 'dez', 'b'), cat('buffet', '-1', '', 'c')],
    })
    expect(bad.payload).toBeNull()
    expect(bad.errors.total).toBe(TOTAL_INVALID)
    expect(bad.errors.categories).toEqual({
      a: { nome: NAME_REQUIRED },
      b: { percent: PERCENT_RANGE, spent: expect.any(String) },
      c: { nome: NAME_DUPLICATE, percent: PERCENT_RANGE },
    })
    expect(validateDraft({ total: 'abc', categories: [cat('A', '100')] }).errors.total).toBe(TOTAL_INVALID)
  })

  it('splits what the reais categories leave, and names a split that does not add up', () => {
    const reais = (nome: string, amount: string): DraftCategory => ({ ...cat(nome, '0'), unit: 'reais', amount })
    const split = [reais('Buffet', '40.000,00'), cat('Flores', '60'), cat('Outros', '40')]
    expect(sumTenths(split)).toBe(1000)
    expect(percentBase(10000000, split)).toBe(6000000)
    expect(splitWarning(10000000, split)).toBeNull()
    expect(splitWarning(10000000, [reais('Buffet', '40.000,00'), cat('Flores', '60')])).toBe('Atenção: A soma das porcentagens é 60%. Deve ser 100%.')
    expect(percentBase(3000000, split)).toBe(0)
    // formatBRL puts a no-break space after R$.
    const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ')
    expect(plain(splitWarning(3000000, split))).toBe('Atenção: As categorias em R$ somam R$ 40.000,00, mais que o orçamento total.')
    expect(plain(splitWarning(10000000, [reais('Buffet', '40.000,00')]))).toBe('Atenção: R$ 60.000,00 do orçamento total ainda não está em nenhuma categoria.')
    expect(splitWarning(4000000, [reais('Buffet', '40.000,00')])).toBeNull()
    // No total typed yet: the reais are not "above" it.
    expect(splitWarning(0, [reais('Buffet', '40.000,00')])).toBeNull()
  })
})
