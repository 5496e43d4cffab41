import { z } from 'zod'
import { sanitizeInput } from '@/lib/sanitize'

/** A text input cleaned as the spec's login rule says, before any check runs. */
const sanitized = () => z.string().overwrite(sanitizeInput)

export const emailSchema = sanitized().min(1, 'Email é obrigatório').pipe(z.email('Email inválido'))

/** Sign-up password rule (also used by password reset). */
export const newPasswordSchema = sanitized()
  .min(8, 'Senha deve ter pelo menos 8 caracteres')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número')

export const signInSchema = z.object({
  email: emailSchema,
  password: sanitized().min(6, 'Senha deve ter pelo menos 6 caracteres'),
})

export type SignInInput = z.input<typeof signInSchema>
export type SignInValues = z.output<typeof signInSchema>

export const signUpSchema = z.object({
  first_name: sanitized().min(2, 'Nome deve ter pelo menos 2 caracteres').max(50, 'Nome muito longo'),
  last_name: sanitized().min(2, 'Sobrenome deve ter pelo menos 2 caracteres').max(50, 'Sobrenome muito longo'),
  email: emailSchema,
  password: newPasswordSchema,
})

export type SignUpInput = z.input<typeof signUpSchema>
export type SignUpValues = z.output<typeof signUpSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>

export const PASSWORD_MISMATCH_MESSAGE = 'A nova senha e confirmação devem ser iguais.'

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirm_password: sanitized().min(1, 'Confirme a nova senha'),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirm_password'],
  })

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>

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
