import { describe, expect, it } from 'vitest'
import { limitFormSchema, reminderFormSchema, timesError } from '../api/forms'
import { centsToInput, formatPercentTenths, parseAmount } from './money'
import { transferText, urgencyText } from './reminders'
import { levelLabels, progressPercent, shownPercentTenths } from './spending'

describe('urgencyText', () => {
  it.each([
    [true, 0, 'Vence hoje!'],
    [true, 1, 'Vence amanhã!'],
    [true, 2, '2 dias restantes'],
    [true, 7, '7 dias restantes'],
    [false, 8, null],
    [false, -1, null],
    [false, 3, null], // not pending: the server says not urgent
  ])('urgent=%s days=%i → %s', (urgent, days, text) => {
    expect(urgencyText({ urgent, days_left: days })).toBe(text)
  })
})

describe('transferText', () => {
  it('has the supplier, the amount and the date in pt-BR, and the key when stored', () => {
    const base = { supplier_name: 'Buffet & Cia', amount_cents: 123456, due_date: '2027-03-05', pix: null }
    expect(transferText(base)).toBe('Pagamento Buffet & Cia\nValor: R$\u00a01.234,56\nVencimento: 05/03/2027')
    const withKey = transferText({ ...base, pix: { tipo_chave: 'email', chave_pix: 'buffet@exemplo.com', nome_beneficiario: 'Buffet' } })
    expect(withKey.split('\n').slice(3)).toEqual(['Chave PIX: buffet@exemplo.com', 'Recebedor: Buffet'])
  })
})

describe('money and percent', () => {
  it('parses pt-BR amounts and refuses bad ones', () => {
    expect(parseAmount('3.500,00')).toBe(350000)
    expect(parseAmount('149.9')).toBe(14990)
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('-1')).toBeUndefined()
    expect(parseAmount('1,234')).toBeUndefined()
    expect(centsToInput(350005)).toBe('3500,05')
  })

  it('shows one decimal and caps the bar at 100', () => {
    expect(formatPercentTenths(805)).toBe('80,5%')
    expect(formatPercentTenths(1000)).toBe('100,0%')
    expect(progressPercent(2500)).toBe(100)
    // The percent shown is capped at 100 too (part 2 §4): 120 % reads '100,0%', Excedido.
    expect(shownPercentTenths(1200)).toBe(1000)
    expect(shownPercentTenths(999)).toBe(999)
    expect(progressPercent(599)).toBe(59.9)
    expect(levelLabels).toEqual({ safe: 'OK', caution: 'Atenção', warning: 'Crítico', danger: 'Excedido' })
  })
})

describe('forms', () => {
  it('takes the due date as dd/MM/yyyy and refuses what is not a real one', () => {
    const base = {
      supplier_name: 'Foto',
      amount: '10,00',
      status: 'pending',
      notes: '',
      notification_times: ['08:00'],
      pix_tipo: '',
      pix_chave: '',
      pix_nome: '',
    } as const
    const dueError = (due_date: string) => {
      const result = reminderFormSchema.safeParse({ ...base, due_date })
      return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'due_date')?.message ?? null)
    }
    expect(reminderFormSchema.parse({ ...base, due_date: '28/02/2027' }).due_date).toBe('2027-02-28')
    expect(reminderFormSchema.parse({ ...base, due_date: '29/02/2028' }).due_date).toBe('2028-02-29')
    expect(dueError('')).toBe('Informe a data de vencimento.')
    for (const bad of ['29/02/2027', '2027-02-28', '28/2/2027', '32/01/2027', '01/13/2027', '01/01/1899'])
      expect(dueError(bad), bad).toBe('Data inválida. Use o formato dd/mm/aaaa.')
  })

  it('checks times like the server', () => {
    expect(timesError(['08:00', '18:00'])).toBeNull()
    expect(timesError(['08:00', '08:00'])).toBe('Os horários não podem se repetir.')
    expect(timesError(['24:00'])).toBe('Informe um horário válido (HH:MM).')
    expect(timesError([])).toBe('Informe um horário válido (HH:MM).')
  })

  it('trims, sorts the times and turns blank notes into null', () => {
    const out = reminderFormSchema.parse({
      supplier_name: '  Foto ',
      amount: '10,50',
      due_date: '01/12/2026',
      status: 'pending',
      notes: '  ',
      notification_times: ['18:00', '08:00'],
      pix_tipo: 'email',
      pix_chave: ' buffet@exemplo.com ',
      pix_nome: ' Foto Arte ',
    })
    expect(out).toEqual({
      supplier_name: 'Foto',
      amount_cents: 1050,
      due_date: '2026-12-01',
      status: 'pending',
      notes: null,
      notification_times: ['08:00', '18:00'],
      pix: { tipo_chave: 'email', chave_pix: 'buffet@exemplo.com', nome_beneficiario: 'Foto Arte' },
    })
  })

  it('refuses a zero limit and accepts a blank current spend as 0', () => {
    expect(limitFormSchema.safeParse({ category: 'Outros', limit: '0', current: '', is_active: true, budget_category: '' }).success).toBe(false)
    expect(limitFormSchema.parse({ category: 'Outros', limit: '1,00', current: '', is_active: true, budget_category: '' })).toEqual({
      category: 'Outros',
      limit_cents: 100,
      current_cents: 0,
      is_active: true,
      budget_category: null,
    })
  })

  it('sends no typed spend for a limit that follows a budget category (issue 15)', () => {
    expect(
      limitFormSchema.parse({ category: 'Fotografia', limit: '6.000,00', current: 'qualquer', is_active: true, budget_category: 'Fotografia' }),
    ).toEqual({ category: 'Fotografia', limit_cents: 600000, current_cents: 0, is_active: true, budget_category: 'Fotografia' })
  })
})
