import { describe, expect, it } from 'vitest'
import { accountFieldMessage, checkForgotPassword, checkResetPassword, checkSignIn, checkSignUp } from './schemas'

// The forms' rules as plain functions (issue 16: no zod on /auth's own entry): each field's first
// failing rule gives its text, exactly as the zod schemas did before (the spec's texts, part 1 §5).

describe('checkSignIn', () => {
  it('requires the e-mail', () => {
    expect(checkSignIn({ email: '', password: 'segredo' }).errors).toEqual({
      email: 'Email é obrigatório',
    })
  })

  it('counts an e-mail made only of removed characters or spaces as empty', () => {
    expect(checkSignIn({ email: '  <>"\'&  ', password: 'segredo' }).errors.email).toBe(
      'Email é obrigatório',
    )
  })

  it('rejects an invalid e-mail', () => {
    expect(checkSignIn({ email: 'ana@', password: 'segredo' }).errors).toEqual({
      email: 'Email inválido',
    })
  })

  it('requires a password of at least 6 characters after sanitising', () => {
    expect(checkSignIn({ email: 'ana@example.com', password: '12345' }).errors.password).toBe(
      'Senha deve ter pelo menos 6 caracteres',
    )
    // "<a&b>'" has 6 characters but only "ab" survives sanitising.
    expect(checkSignIn({ email: 'ana@example.com', password: "<a&b>'" }).errors.password).toBe(
      'Senha deve ter pelo menos 6 caracteres',
    )
  })

  it('trims and removes < > " \' & before validating and submitting', () => {
    const result = checkSignIn({ email: '  "ana"@example.com ', password: " senha<'&>123 " })
    expect(result.values).not.toBeNull()
    expect(result.values).toEqual({ email: 'ana@example.com', password: 'senha123' })
  })
})

describe('checkSignUp', () => {
  const valid = { first_name: 'Ana', last_name: 'Souza', email: 'ana@example.com', password: 'Casamento1' }

  it('accepts a valid account and sanitises every field', () => {
    const result = checkSignUp({ ...valid, first_name: ' <Ana> ', password: "Casa'mento1&" })
    expect(result.values).toEqual({ ...valid, password: 'Casamento1' })
  })

  it('checks first and last name length with the spec texts', () => {
    expect(checkSignUp({ ...valid, first_name: 'A', last_name: 'S' }).errors).toEqual({
      first_name: 'Nome deve ter pelo menos 2 caracteres',
      last_name: 'Sobrenome deve ter pelo menos 2 caracteres',
    })
    expect(checkSignUp({ ...valid, first_name: 'a'.repeat(51), last_name: 'b'.repeat(51) }).errors).toEqual({
      first_name: 'Nome muito longo',
      last_name: 'Sobrenome muito longo',
    })
    expect(checkSignUp({ ...valid, first_name: 'a'.repeat(50) }).values).not.toBeNull()
  })

  it('checks the e-mail with the sign-in texts', () => {
    expect(checkSignUp({ ...valid, email: '' }).errors.email).toBe('Email é obrigatório')
    expect(checkSignUp({ ...valid, email: 'ana.example.com' }).errors.email).toBe('Email inválido')
  })

  it('requires 8 characters, then lowercase, uppercase and digit', () => {
    expect(checkSignUp({ ...valid, password: 'Ab1' }).errors.password).toBe(
      'Senha deve ter pelo menos 8 caracteres',
    )
    const weak = 'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'
    expect(checkSignUp({ ...valid, password: 'casamento1' }).errors.password).toBe(weak)
    expect(checkSignUp({ ...valid, password: 'CASAMENTO1' }).errors.password).toBe(weak)
    expect(checkSignUp({ ...valid, password: 'Casamentos' }).errors.password).toBe(weak)
  })
})

describe('checkResetPassword', () => {
  it('uses the sign-up password rules', () => {
    expect(checkResetPassword({ password: 'curta', confirm_password: 'curta' }).errors.password).toBe(
      'Senha deve ter pelo menos 8 caracteres',
    )
  })

  it('requires the confirmation to match', () => {
    expect(
      checkResetPassword({ password: 'Casamento1', confirm_password: 'Casamento2' }).errors
        .confirm_password,
    ).toBe('A nova senha e confirmação devem ser iguais.')
    expect(checkResetPassword({ password: 'Casamento1', confirm_password: 'Casamento1' }).values).not.toBeNull()
  })

  it('asks for the confirmation before comparing, and compares the cleaned values', () => {
    expect(checkResetPassword({ password: 'Casamento1', confirm_password: '' }).errors).toEqual({
      confirm_password: 'Confirme a nova senha',
    })
    expect(checkResetPassword({ password: 'curta', confirm_password: 'outra' }).errors).toEqual({
      password: 'Senha deve ter pelo menos 8 caracteres',
      confirm_password: 'A nova senha e confirmação devem ser iguais.',
    })
    expect(checkResetPassword({ password: ' Casamento1<', confirm_password: 'Casamento1' }).values).toEqual({
      password: 'Casamento1',
      confirm_password: 'Casamento1',
    })
  })
})

describe('checkForgotPassword', () => {
  it('uses the sign-in e-mail texts and sends the cleaned e-mail', () => {
    expect(checkForgotPassword({ email: '  ' }).errors).toEqual({ email: 'Email é obrigatório' })
    expect(checkForgotPassword({ email: 'ana@example' }).errors).toEqual({ email: 'Email inválido' })
    expect(checkForgotPassword({ email: ' ana@example.com ' })).toEqual({ errors: {}, values: { email: 'ana@example.com' } })
  })
})

describe('every rule of a sign-up at once', () => {
  it('gives each field its first failing text, exactly', () => {
    expect(checkSignUp({ first_name: '', last_name: 'S', email: 'a@b', password: '' })).toEqual({
      errors: {
        first_name: 'Nome deve ter pelo menos 2 caracteres',
        last_name: 'Sobrenome deve ter pelo menos 2 caracteres',
        email: 'Email inválido',
        password: 'Senha deve ter pelo menos 8 caracteres',
      },
      values: null,
    })
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
