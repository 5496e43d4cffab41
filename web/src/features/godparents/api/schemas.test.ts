import { describe, expect, it } from 'vitest'
import { emptyGodparentForm, godparentFormSchema, godparentSchema, godparentToFormInput, type GodparentFormInput } from './schemas'

const valid: GodparentFormInput = { ...emptyGodparentForm, nome: 'Marcos Lima', tipo: 'padrinho' }

function errorsOf(input: GodparentFormInput): Record<string, string> {
  const result = godparentFormSchema.safeParse(input)
  const errors: Record<string, string> = {}
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

describe('godparentFormSchema', () => {
  it('requires nome and tipo', () => {
    expect(errorsOf(emptyGodparentForm)).toEqual({ nome: 'Informe o nome', tipo: 'Selecione o tipo' })
    expect(errorsOf({ ...valid, nome: '   ' })).toEqual({ nome: 'Informe o nome' })
    expect(errorsOf({ ...valid, tipo: 'dama' })).toEqual({ tipo: 'Selecione o tipo' })
  })

  it('applies the server limits', () => {
    expect(errorsOf({ ...valid, nome: ' A ' })).toEqual({ nome: 'Nome deve ter pelo menos 2 caracteres' })
    expect(errorsOf({ ...valid, nome: 'a'.repeat(101) })).toEqual({ nome: 'Nome muito longo' })
    expect(errorsOf({ ...valid, nome: 'a'.repeat(100) })).toEqual({})
    expect(errorsOf({ ...valid, email: 'ana@' })).toEqual({ email: 'E-mail inválido' })
    expect(errorsOf({ ...valid, telefone: '9'.repeat(31) })).toEqual({ telefone: 'Telefone muito longo (máximo 30 caracteres)' })
    expect(errorsOf({ ...valid, observacoes: 'x'.repeat(1001) })).toEqual({
      observacoes: 'Observações muito longas (máximo 1000 caracteres)',
    })
  })

  it('trims and sends blank optional fields as null', () => {
    expect(godparentFormSchema.parse({ ...valid, nome: '  Marcos ', email: ' ', observacoes: '  nota ' })).toEqual({
      nome: 'Marcos',
      tipo: 'padrinho',
      email: null,
      telefone: null,
      is_dama_honra: false,
      confirmado: false,
      observacoes: 'nota',
    })
  })
})

describe('godparent API schema', () => {
  it('parses a godparent and maps it back to form values', () => {
    const g = godparentSchema.parse({
      id: 'p1',
      nome: 'Paula',
      email: 'paula@x.com',
      telefone: null,
      tipo: 'madrinha',
      is_dama_honra: true,
      confirmado: true,
      observacoes: null,
      created_at: '2026-11-22T10:00:00Z',
      updated_at: '2026-11-22T10:00:00Z',
    })
    expect(godparentToFormInput(g)).toEqual({
      nome: 'Paula',
      tipo: 'madrinha',
      email: 'paula@x.com',
      telefone: '',
      is_dama_honra: true,
      confirmado: true,
      observacoes: '',
    })
  })
})
