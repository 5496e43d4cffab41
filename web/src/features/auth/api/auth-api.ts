import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { sessionSchema, setSession, type Session } from '@/lib/session'
import type { SignInValues, SignUpValues } from './schemas'

const parseSession = (data: unknown): Session => sessionSchema.parse(data)

export function signIn(values: SignInValues): Promise<Session> {
  return api.post('/api/auth/signin', values, parseSession)
}

export function signUp(values: SignUpValues): Promise<Session> {
  return api.post('/api/auth/signup', values, parseSession)
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => setSession(queryClient, session),
  })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset })
}
