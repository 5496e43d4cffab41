import { sanitizeInput } from '@/lib/sanitize'

export type PasswordChangeCheck =
  | { ok: true; password: string; confirmPassword: string }
  | { ok: false; title: string; description: string }

export const PASSWORD_MIN_LENGTH = 8

/**
 * The profile's password-change rules (spec part 2 §5), checked in the spec's
 * order and reported as destructive toasts. The inputs get the same
 * sanitisation as sign-in, so the new password works at sign-in.
 */
export function checkPasswordChange(newPassword: string, confirmPassword: string): PasswordChangeCheck {
  const password = sanitizeInput(newPassword)
  const confirm = sanitizeInput(confirmPassword)
  if (password === '' || confirm === '') {
    return { ok: false, title: 'Senhas obrigatórias', description: 'Digite e confirme sua nova senha.' }
  }
  if (password !== confirm) {
    return { ok: false, title: 'Senhas não coincidem', description: 'A nova senha e confirmação devem ser iguais.' }
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, title: 'Senha muito curta', description: 'A senha deve ter pelo menos 8 caracteres.' }
  }
  return { ok: true, password, confirmPassword: confirm }
}
