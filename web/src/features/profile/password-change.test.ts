import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { checkPasswordChange, passwordChangeErrorText } from './password-change'

describe('checkPasswordChange', () => {
  it('requires the current password first', () => {
    const expected = {
      ok: false,
      title: 'Senha atual obrigatória',
      description: 'Digite sua senha atual para confirmar a alteração.',
    }
    expect(checkPasswordChange('', 'Casamento1', 'Casamento1')).toEqual(expected)
    expect(checkPasswordChange(' <> ', '', '')).toEqual(expected)
  })

  it('requires both new fields', () => {
    const expected = { ok: false, title: 'Senhas obrigatórias', description: 'Digite e confirme sua nova senha.' }
    expect(checkPasswordChange('Atual123', '', '')).toEqual(expected)
    expect(checkPasswordChange('Atual123', 'Casamento1', '')).toEqual(expected)
    expect(checkPasswordChange('Atual123', '   ', 'Casamento1')).toEqual(expected)
  })

  it('requires the two to match before checking the length', () => {
    expect(checkPasswordChange('Atual123', 'abc', 'abd')).toEqual({
      ok: false,
      title: 'Senhas não coincidem',
      description: 'A nova senha e confirmação devem ser iguais.',
    })
  })

  it('requires at least 8 characters: 7 refused, 8 accepted', () => {
    expect(checkPasswordChange('Atual123', 'Casam12', 'Casam12')).toEqual({
      ok: false,
      title: 'Senha muito curta',
      description: 'A senha deve ter pelo menos 8 caracteres.',
    })
    expect(checkPasswordChange('Atual123', 'Casam123', 'Casam123').ok).toBe(true)
  })

  it.each(['casamento1', 'CASAMENTO1', 'Casamentos'])('applies the sign-up strength rule to %j', (weak) => {
    expect(checkPasswordChange('Atual123', weak, weak)).toEqual({
      ok: false,
      title: 'Senha fraca',
      description: 'A senha deve ter pelo menos uma letra minúscula, uma maiúscula e um número.',
    })
  })

  it('accepts a valid set, sanitised like sign-in', () => {
    expect(checkPasswordChange(' Atual&123 ', ' Nova&Senha1 ', 'NovaSenha1')).toEqual({
      ok: true,
      currentPassword: 'Atual123',
      password: 'NovaSenha1',
      confirmPassword: 'NovaSenha1',
    })
  })

  it('measures the length after sanitising', () => {
    expect(checkPasswordChange('Atual123', "Ab1<>'&de", "Ab1<>'&de")).toMatchObject({ ok: false, title: 'Senha muito curta' })
  })
})

describe('passwordChangeErrorText', () => {
  it('names the wrong current password', () => {
    const error = new ApiError(422, 'wrong_password', 'A senha atual está incorreta.', { current_password: 'incorrect' })
    expect(passwordChangeErrorText(error)).toBe('A senha atual está incorreta.')
  })

  it('explains a field code in pt-BR instead of the generic message', () => {
    const error = new ApiError(422, 'validation_failed', 'Verifique os campos destacados.', { password: 'weak' })
    expect(passwordChangeErrorText(error)).toBe('A senha deve ter pelo menos uma letra minúscula, uma maiúscula e um número.')
  })

  it("passes the server's message through otherwise (the throttle)", () => {
    const error = new ApiError(429, 'too_many_attempts', 'Muitas tentativas de login. Tente novamente em 15 minutos.')
    expect(passwordChangeErrorText(error)).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.')
  })

  it('says nothing for a network failure', () => {
    expect(passwordChangeErrorText(new ApiError(0, 'network_error', 'Não foi possível conectar ao servidor.'))).toBeUndefined()
  })
})
