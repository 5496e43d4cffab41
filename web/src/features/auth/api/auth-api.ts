import { useContext } from 'react'
import { api, type Schemas } from '@/lib/api'
import { resetResources } from '@/lib/resource'
import { useAction } from '@/lib/use-action'
import { KeepSessionContext, parseSession, type Session } from '@/lib/session-shape'
import { type Fits, record, string } from '@/lib/shape'
import type { SignInValues, SignUpValues } from './schemas'

export function signIn(values: SignInValues): Promise<Session> {
  return api.post('/api/auth/signin', values, parseSession)
}

/** The answer of sign-up and of its resend, whether or not the address has an account. */
export type SignUpAccepted = Fits<{ email: string }, Schemas['SignUpAccepted']>
// Checked by hand: /auth's own entry loads no zod (issue 16).
export const parseAccepted = (data: unknown): SignUpAccepted => ({ email: string(record(data, '').email, 'email') })

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

/**
 * The session a sign-in returns goes into the app's query cache when the page runs inside the app
 * (its router moves on to /app without a load). On /auth's own entry (public-main.tsx, issue 16)
 * there is no cache: the move to /app is a page load, which reads the session anew.
 */
function useKeepSession(): (session: Session) => void {
  const keep = useContext(KeepSessionContext)
  return (session) => {
    resetResources() // the landing's reads (who is signed in, the offer) belong to the visitor before
    keep?.(session)
  }
}

export function useSignIn() {
  return useAction(signIn, useKeepSession())
}

export function useSignUp() {
  return useAction(signUp)
}

export function useResendSignUp() {
  return useAction(resendSignUp)
}

export function useConfirmSignUp() {
  return useAction(confirmSignUp, useKeepSession())
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset)
}

export function useConfirmPasswordReset() {
  return useAction(confirmPasswordReset)
}
