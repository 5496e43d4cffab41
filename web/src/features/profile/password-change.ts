import { isApiError } from '@/lib/api'
import { sanitizeInput } from '@/lib/sanitize'

export type PasswordChangeCheck =
  | { ok: true; currentPassword: string; password: string; confirmPassword: string }
  | { ok: false; title: string; description: string }

export const PASSWORD_MIN_LENGTH = 8

export const WEAK_PASSWORD_DESCRIPTION = 'A senha deve ter pelo menos uma letra minúscula, uma maiúscula e um número.'

/**
 * The profile's password-change rules, reported as destructive toasts: the current password is
 * required, then the spec's checks (part 2 §5) in its order, then the sign-up strength rule the
 * server also applies. The inputs get the same sanitisation as sign-in, so the current password
 * matches what sign-in accepts and the new one works there.
 */
export function checkPasswordChange(currentPassword: string, newPassword: string, confirmPassword: string): PasswordChangeCheck {
  const current = sanitizeInput(currentPassword)
  const password = sanitizeInput(newPassword)
  const confirm = sanitizeInput(confirmPassword)
  if (current === '') {
    return { ok: false, title: 'Senha atual obrigatória', description: 'Digite sua senha atual para confirmar a alteração.' }
  }
  if (password === '' || confirm === '') {
    return { ok: false, title: 'Senhas obrigatórias', description: 'Digite e confirme sua nova senha.' }
  }
  if (password !== confirm) {
    return { ok: false, title: 'Senhas não coincidem', description: 'A nova senha e confirmação devem ser iguais.' }
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, title: 'Senha muito curta', description: 'A senha deve ter pelo menos 8 caracteres.' }
  }
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return { ok: false, title: 'Senha fraca', description: WEAK_PASSWORD_DESCRIPTION }
  }
  return { ok: true, currentPassword: current, password, confirmPassword: confirm }
}

const fieldTexts: Record<string, Partial<Record<string, string>>> = {
  current_password: {
    required: 'Digite sua senha atual para confirmar a alteração.',
    incorrect: 'A senha atual está incorreta.',
  },
  password: {
    required: 'Digite e confirme sua nova senha.',
    too_short: 'A senha deve ter pelo menos 8 caracteres.',
    too_long: 'A senha é longa demais.',
    weak: WEAK_PASSWORD_DESCRIPTION,
  },
  confirm_password: {
    required: 'Digite e confirme sua nova senha.',
    mismatch: 'A nova senha e confirmação devem ser iguais.',
  },
}

/** The pt-BR description of a failed change: a field's text when the server named one, else its message. */
export function passwordChangeErrorText(error: unknown): string | undefined {
  if (!isApiError(error) || !error.fromServer) return undefined
  for (const field of ['current_password', 'password', 'confirm_password']) {
    const code = error.fields[field]
    const text = code ? fieldTexts[field]?.[code] : undefined
    if (text) return text
  }
  return error.message
}
