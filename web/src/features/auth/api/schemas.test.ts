import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { accountFieldMessage, resetPasswordSchema, signInSchema, signUpSchema } from './schemas'

/** The first message per field, as react-hook-form shows them. */
function firstErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    errors[key] ??= issue.message
  }
  return errors
}

describe('signInSchema', () => {
  it('requires the e-mail', () => {
    expect(firstErrors(signInSchema.safeParse({ email: '', password: 'segredo' }))).toEqual({
      email: 'Email é obrigatório',
    })
  })

  it('counts an e-mail made only of removed characters or spaces as empty', () => {
    expect(firstErrors(signInSchema.safeParse({ email: '  <>"\'&  ', password: 'segredo' })).email).toBe(
      'Email é obrigatório',
    )
  })

  it('rejects an invalid e-mail', () => {
    expect(firstErrors(signInSchema.safeParse({ email: 'ana@', password: 'segredo' }))).toEqual({
      email: 'Email inválido',
    })
  })

  it('requires a password of at least 6 characters after sanitising', () => {
    expect(firstErrors(signInSchema.safeParse({ email: 'ana@example.com', password: '12345' })).password).toBe(
      'Senha deve ter pelo menos 6 caracteres',
    )
    // "<a&b>'" has 6 characters but only "ab" survives sanitising.
    expect(firstErrors(signInSchema.safeParse({ email: 'ana@example.com', password: "<a&b>'" })).password).toBe(
      'Senha deve ter pelo menos 6 caracteres',
    )
  })

  it('trims and removes < > " \' & before validating and submitting', () => {
    const result = signInSchema.safeParse({ email: '  "ana"@example.com ', password: " senha<'&>123 " })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ email: 'ana@example.com', password: 'senha123' })
  })
})

describe('signUpSchema', () => {
  const valid = { first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', password: 'Casamento1' }

  it('accepts a valid account and sanitises every field', () => {
    const result = signUpSchema.safeParse({ ...valid, first_name: ' <Ana> ', password: "Casa'mento1&" })
    expect(result.data).toEqual({ ...valid, password: 'Casamento1' })
  })

  it('checks first and last name length with the spec texts', () => {
    expect(firstErrors(signUpSchema.safeParse({ ...valid, first_name: 'A', last_name: 'S' }))).toEqual({
      first_name: 'Nome deve ter pelo menos 2 caracteres',
      last_name: 'Sobrenome deve ter pelo menos 2 caracteres',
    })
    expect(firstErrors(signUpSchema.safeParse({ ...valid, first_name: 'a'.repeat(51), last_name: 'b'.repeat(51) }))).toEqual({
      first_name: 'Nome muito longo',
      last_name: 'Sobrenome muito longo',
    })
    expect(signUpSchema.safeParse({ ...valid, first_name: 'a'.repeat(50) }).success).toBe(true)
  })

  it('checks the e-mail with the sign-in texts', () => {
    expect(firstErrors(signUpSchema.safeParse({ ...valid, email: '' })).email).toBe('Email é obrigatório')
    expect(firstErrors(signUpSchema.safeParse({ ...valid, email: 'ana.example.com' })).email).toBe('Email inválido')
  })

  it('requires 8 characters, then lowercase, uppercase and digit', () => {
    expect(firstErrors(signUpSchema.safeParse({ ...valid, password: 'Ab1' })).password).toBe(
      'Senha deve ter pelo menos 8 caracteres',
    )
    const weak = 'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'
    expect(firstErrors(signUpSchema.safeParse({ ...valid, password: 'casamento1' })).password).toBe(weak)
    expect(firstErrors(signUpSchema.safeParse({ ...valid, password: 'CASAMENTO1' })).password).toBe(weak)
    expect(firstErrors(signUpSchema.safeParse({ ...valid, password: 'Casamentos' })).password).toBe(weak)
  })
})

describe('resetPasswordSchema', () => {
  it('uses the sign-up password rules', () => {
    expect(firstErrors(resetPasswordSchema.safeParse({ password: 'curta', confirm_password: 'curta' })).password).toBe(
      'Senha deve ter pelo menos 8 caracteres',
    )
  })

  it('requires the confirmation to match', () => {
    expect(
      firstErrors(resetPasswordSchema.safeParse({ password: 'Casamento1', confirm_password: 'Casamento2' }))
        .confirm_password,
    ).toBe('A nova senha e confirmação devem ser iguais.')
    expect(resetPasswordSchema.safeParse({ password: 'Casamento1', confirm_password: 'Casamento1' }).success).toBe(true)
  })
})

describe('accountFieldMessage', () => {
  it('maps server field codes to the form texts, else uses the server message', () => {
    expect(accountFieldMessage('password', 'weak', 'x')).toBe(
      'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número',
    )
    expect(accountFieldMessage('first_name', 'too_long', 'x')).toBe('Nome muito longo')
    expect(accountFieldMessage('email', 'something_new', 'Mensagem do servidor')).toBe('Mensagem do servidor')
  })
})
