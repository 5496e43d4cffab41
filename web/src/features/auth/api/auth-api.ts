import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'
import { sessionSchema, setSession, type Session } from '@/lib/session'
import type { SignInValues, SignUpValues } from './schemas'

const parseSession = (data: unknown): Session => sessionSchema.parse(data)

export function signIn(values: SignInValues): Promise<Session> {
  return api.post('/api/auth/signin', values, parseSession)
}

/** The answer of sign-up and of its resend, whether or not the address has an account. */
const signUpAcceptedSchema = z.object({ email: z.string() }) satisfies z.ZodType<Schemas['SignUpAccepted']>
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>
const parseAccepted = (data: unknown): SignUpAccepted => signUpAcceptedSchema.parse(data)

/** Starts a sign-up: the server e-mails the address (the account is created by the link). */
export function signUp(values: SignUpValues): Promise<SignUpAccepted> {
  return api.post('/api/auth/signup', values, parseAccepted)
}

/** 'Reenviar e-mail' on the check-your-e-mail state. */
export function resendSignUp(email: string): Promise<SignUpAccepted> {
  return api.post('/api/auth/signup/resend', { email }, parseAccepted)
}

/** Opens the 'Confirme seu e-mail' link: creates the account and signs in. */
/**
 * Opens a 'Confirme seu e-mail' link. password is sent only when the server asked for it
 * (password_required: the link was opened in another browser than the one that signed up).
 */
export function confirmSignUp(input: { token: string; password?: string }): Promise<Session> {
  return api.post('/api/auth/signup/confirm', input, parseSession)
}

export function requestPasswordReset(email: string): Promise<void> {
  return api.send('/api/auth/password-reset', 'POST', { email })
}

export function confirmPasswordReset(input: { token: string; password: string }): Promise<void> {
  return api.send('/api/auth/password-reset/confirm', 'POST', input)
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => setSession(queryClient, session),
  })
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}

export function useResendSignUp() {
  return useMutation({ mutationFn: resendSignUp })
}

export function useConfirmSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmSignUp,
    onSuccess: (session) => setSession(queryClient, session),
  })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset })
}
