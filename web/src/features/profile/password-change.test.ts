import { describe, expect, it } from 'vitest'
import { checkPasswordChange } from './password-change'

describe('checkPasswordChange', () => {
  it('requires both fields', () => {
    const expected = { ok: false, title: 'Senhas obrigatórias', description: 'Digite e confirme sua nova senha.' }
    expect(checkPasswordChange('', '')).toEqual(expected)
    expect(checkPasswordChange('Casamento1', '')).toEqual(expected)
    expect(checkPasswordChange('   ', 'Casamento1')).toEqual(expected)
  })

  it('requires the two to match before checking the length', () => {
    expect(checkPasswordChange('abc', 'abd')).toEqual({
      ok: false,
      title: 'Senhas não coincidem',
      description: 'A nova senha e confirmação devem ser iguais.',
    })
  })

  it('requires at least 8 characters', () => {
    expect(checkPasswordChange('1234567', '1234567')).toEqual({
      ok: false,
      title: 'Senha muito curta',
      description: 'A senha deve ter pelo menos 8 caracteres.',
    })
  })

  it('accepts a valid pair, sanitised like sign-in', () => {
    expect(checkPasswordChange(' nova&senha1 ', 'nova&senha1')).toEqual({
      ok: true,
      password: 'novasenha1',
      confirmPassword: 'novasenha1',
    })
    expect(checkPasswordChange('12345678', '12345678').ok).toBe(true)
  })

  it('measures the length after sanitising', () => {
    expect(checkPasswordChange("abc<>'&de", "abc<>'&de")).toMatchObject({ ok: false, title: 'Senha muito curta' })
  })
})
