import { describe, expect, it } from 'vitest'
import { centsToInput, emptyGiftForm, giftFormSchema, parseGiftValue, type GiftFormInput } from './schemas'

function errorsOf(input: GiftFormInput): Record<string, string> {
  const result = giftFormSchema.safeParse(input)
  const errors: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('parseGiftValue', () => {
  it.each([
    ['', null],
    ['149,90', 14990],
    ['149,9', 14990],
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['149.90', 14990],
    ['149', 14900],
    ['0', 0],
    ['-5', undefined],
    ['1,234', undefined],
    ['abc', undefined],
    ['12.345', 1234500],
  ] as const)('%j → %s', (text, cents) => {
    expect(parseGiftValue(text)).toBe(cents)
  })

  it('round-trips through the form text', () => {
    expect(centsToInput(14990)).toBe('149,90')
    expect(centsToInput(5)).toBe('0,05')
    expect(parseGiftValue(centsToInput(123456))).toBe(123456)
  })
})

describe('giftFormSchema', () => {
  it('requires a name', () => {
    expect(errorsOf({ ...emptyGiftForm, nome: '   ' })).toEqual({ nome: 'Informe o nome do presente.' })
  })

  it('rejects a bad value and a long description', () => {
    expect(errorsOf({ ...emptyGiftForm, nome: 'Panelas', valor: '12,345', descricao: 'd'.repeat(501) })).toEqual({
      valor: 'Informe um valor válido, com até duas casas decimais (ex.: 149,90).',
      descricao: 'A descrição deve ter no máximo 500 caracteres.',
    })
  })

  it('keeps the giver only for a received gift', () => {
    expect(giftFormSchema.parse({ nome: ' Panelas ', descricao: ' ', valor: '459,90', status: 'pendente', doador: 'Tia Rosa' })).toEqual({
      nome: 'Panelas',
      descricao: null,
      valor_cents: 45990,
      status: 'pendente',
      doador: null,
      cotas: 1,
    })
    expect(giftFormSchema.parse({ nome: 'Panelas', descricao: 'Inox', valor: '', status: 'recebido', doador: ' Tia Rosa ' })).toEqual({
      nome: 'Panelas',
      descricao: 'Inox',
      valor_cents: null,
      status: 'recebido',
      doador: 'Tia Rosa',
      cotas: 1,
    })
  })

  it('splits a gift into cotas only when the value divides evenly', () => {
    const base = { nome: 'Lua de mel', descricao: '', status: 'pendente' as const, doador: '' }
    expect(giftFormSchema.parse({ ...base, valor: '1.500,00', cotas: '10' })).toMatchObject({ valor_cents: 150000, cotas: 10 })
    expect(giftFormSchema.safeParse({ ...base, valor: '10,00', cotas: '3' }).success).toBe(false)
    expect(giftFormSchema.safeParse({ ...base, valor: '', cotas: '2' }).success).toBe(false)
    expect(giftFormSchema.safeParse({ ...base, valor: '101,00', cotas: '101' }).success).toBe(false)
    expect(giftFormSchema.safeParse({ ...base, valor: '100,00', cotas: '100' }).success).toBe(true)
    expect(giftFormSchema.safeParse({ ...base, valor: '1,00', cotas: '0' }).success).toBe(false)
  })
})
