import type { Schemas } from '@/lib/api'
import type { Fits } from '@/lib/shape'
import { sanitizeInput } from '@/lib/sanitize'
import type { FormRulesCheck } from '@/lib/use-form-rules'

/**
 * The auth forms' rules as plain functions (issue 16: /auth's own entry loads neither zod nor
 * react-hook-form). Each input is cleaned as the spec's login rule says before any check runs;
 * each field gets its first failing rule's text, as the zod schemas gave them before.
 */

function formCheck<F extends string, V>(values: V, found: Record<F, string | undefined>): FormRulesCheck<F, V> {
  const errors: Partial<Record<F, string>> = {}
  for (const [field, message] of Object.entries(found) as [F, string | undefined][]) {
    if (message) errors[field] = message
  }
  return { errors, values: Object.keys(errors).length === 0 ? values : null }
}

// The e-mail pattern zod 4's z.email() checks (z.regexes.email), which the forms used before.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The e-mail rule of every auth form (value already cleaned). */
export function emailError(email: string): string | undefined {
  if (email.length < 1) return 'Email é obrigatório'
  if (!EMAIL_PATTERN.test(email)) return 'Email inválido'
  return undefined
}

/** Sign-up password rule (also used by password reset; value already cleaned). */
export function newPasswordError(password: string): string | undefined {
  if (password.length < 8) return 'Senha deve ter pelo menos 8 caracteres'
  if (!/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/.test(password)) {
    return 'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'
  }
  return undefined
}

function nameError(name: string, label: 'Nome' | 'Sobrenome'): string | undefined {
  if (name.length < 2) return `${label} deve ter pelo menos 2 caracteres`
  if (name.length > 50) return `${label} muito longo`
  return undefined
}

export type SignInField = 'email' | 'password'
export type SignInInput = Record<SignInField, string>
export type SignInValues = Fits<SignInInput, Schemas['SignInInput']>

export function checkSignIn(input: SignInInput): FormRulesCheck<SignInField, SignInValues> {
  const values = { email: sanitizeInput(input.email), password: sanitizeInput(input.password) }
  return formCheck(values, {
    email: emailError(values.email),
    password: values.password.length < 6 ? 'Senha deve ter pelo menos 6 caracteres' : undefined,
  })
}

export type SignUpField = 'first_name' | 'last_name' | 'email' | 'password'
export type SignUpInput = Record<SignUpField, string>
export type SignUpValues = Fits<SignUpInput, Schemas['SignUpInput']>

export function checkSignUp(input: SignUpInput): FormRulesCheck<SignUpField, SignUpValues> {
  const values = {
    first_name: sanitizeInput(input.first_name),
    last_name: sanitizeInput(input.last_name),
    email: sanitizeInput(input.email),
    password: sanitizeInput(input.password),
  }
  return formCheck(values, {
    first_name: nameError(values.first_name, 'Nome'),
    last_name: nameError(values.last_name, 'Sobrenome'),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  })
}

export type ForgotPasswordField = 'email'
export type ForgotPasswordInput = Record<ForgotPasswordField, string>
export type ForgotPasswordValues = ForgotPasswordInput

export function checkForgotPassword(input: ForgotPasswordInput): FormRulesCheck<ForgotPasswordField, ForgotPasswordValues> {
  const values = { email: sanitizeInput(input.email) }
  return formCheck(values, { email: emailError(values.email) })
}

export const PASSWORD_MISMATCH_MESSAGE = 'A nova senha e confirmação devem ser iguais.'

export type ResetPasswordField = 'password' | 'confirm_password'
export type ResetPasswordInput = Record<ResetPasswordField, string>
export type ResetPasswordValues = ResetPasswordInput

export function checkResetPassword(input: ResetPasswordInput): FormRulesCheck<ResetPasswordField, ResetPasswordValues> {
  const values = { password: sanitizeInput(input.password), confirm_password: sanitizeInput(input.confirm_password) }
  return formCheck(values, {
    password: newPasswordError(values.password),
    confirm_password:
      values.confirm_password.length < 1
        ? 'Confirme a nova senha'
        : values.password !== values.confirm_password
          ? PASSWORD_MISMATCH_MESSAGE
          : undefined,
  })
}

type AccountField = 'first_name' | 'last_name' | 'email' | 'password'

/** Per-field texts for the server's field codes (422 validation_failed), matching the zod messages. */
const accountFieldMessages: Record<AccountField, Partial<Record<string, string>>> = {
  first_name: {
    required: 'Nome deve ter pelo menos 2 caracteres',
    too_short: 'Nome deve ter pelo menos 2 caracteres',
    too_long: 'Nome muito longo',
  },
  last_name: {
    required: 'Sobrenome deve ter pelo menos 2 caracteres',
    too_short: 'Sobrenome deve ter pelo menos 2 caracteres',
    too_long: 'Sobrenome muito longo',
  },
  email: {
    required: 'Email é obrigatório',
    invalid: 'Email inválido',
    taken: 'Este e-mail já está cadastrado.',
  },
  password: {
    required: 'Senha deve ter pelo menos 8 caracteres',
    too_short: 'Senha deve ter pelo menos 8 caracteres',
    weak: 'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número',
  },
}

export function isAccountField(name: string): name is AccountField {
  return name in accountFieldMessages
}

/** The text shown under a field for a server field code, falling back to the server's message. */
export function accountFieldMessage(field: AccountField, code: string, fallback: string): string {
  return accountFieldMessages[field][code] ?? fallback
}
