import { describe, expect, it } from 'vitest'
import { guestFormSchema, guestSchema, guestToFormInput, type GuestFormInput } from './schemas'

const valid: GuestFormInput = { nome: 'Maria Silva', email: '', telefone: '', mesa: '', acompanhante: false }

function errorsOf(input: GuestFormInput): Record<string, string> {
  const result = guestFormSchema.safeParse(input)
  const errors: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('guestFormSchema', () => {
  it('rejects a name shorter than 2 characters (after trimming)', () => {
    expect(errorsOf({ ...valid, nome: 'A' })).toEqual({ nome: 'Nome deve ter pelo menos 2 caracteres' })
    expect(errorsOf({ ...valid, nome: '  A  ' })).toEqual({ nome: 'Nome deve ter pelo menos 2 caracteres' })
    expect(errorsOf({ ...valid, nome: '' })).toEqual({ nome: 'Nome deve ter pelo menos 2 caracteres' })
  })

  it('rejects a name longer than 100 characters', () => {
    expect(errorsOf({ ...valid, nome: 'a'.repeat(101) })).toEqual({ nome: 'Nome muito longo' })
    expect(errorsOf({ ...valid, nome: 'a'.repeat(100) })).toEqual({})
  })

  it('rejects a negative, zero or fractional table', () => {
    expect(errorsOf({ ...valid, mesa: '-3' })).toEqual({ mesa: 'Mesa deve ser um número positivo' })
    expect(errorsOf({ ...valid, mesa: '0' })).toEqual({ mesa: 'Mesa deve ser um número positivo' })
    expect(errorsOf({ ...valid, mesa: '2.5' })).toEqual({ mesa: 'Mesa deve ser um número positivo' })
  })

  it('rejects an invalid e-mail but allows an empty one', () => {
    expect(errorsOf({ ...valid, email: 'maria@' })).toEqual({ email: 'E-mail inválido' })
    expect(errorsOf({ ...valid, email: '   ' })).toEqual({})
  })

  it('reports several invalid fields at once', () => {
    expect(errorsOf({ nome: 'M', email: 'x', telefone: '', mesa: '-1', acompanhante: true })).toEqual({
      nome: 'Nome deve ter pelo menos 2 caracteres',
      email: 'E-mail inválido',
      mesa: 'Mesa deve ser um número positivo',
    })
  })

  it('trims inputs, sends empty e-mail/phone as null and parses the table', () => {
    expect(
      guestFormSchema.parse({ nome: "  Maria D'Ávila ", email: '', telefone: '  ', mesa: '', acompanhante: false }),
    ).toEqual({ nome: "Maria D'Ávila", email: null, telefone: null, mesa: null, acompanhante: false, acompanhantes: [] })
    expect(
      guestFormSchema.parse({
        nome: 'João',
        email: ' joao@example.com ',
        telefone: ' (11) 91234-5678 ',
        mesa: ' 12 ',
        acompanhante: true,
      }),
    ).toEqual({ nome: 'João', email: 'joao@example.com', telefone: '(11) 91234-5678', mesa: 12, acompanhante: true, acompanhantes: [] })
  })
})

describe('guest API schema', () => {
  it('parses a guest and maps it back to form values', () => {
    const guest = guestSchema.parse({
      id: 'g1',
      nome: 'Maria',
      email: null,
      telefone: '11999',
      mesa: 4,
      acompanhante: true,
      status_confirmacao: 'confirmado',
      created_at: '2026-11-22T10:00:00Z',
      updated_at: '2026-11-22T10:00:00Z',
    })
    expect(guestToFormInput(guest)).toEqual({ nome: 'Maria', email: '', telefone: '11999', mesa: '4', acompanhante: true, acompanhantes: [] })
  })
})
