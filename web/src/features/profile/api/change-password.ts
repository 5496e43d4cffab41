import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'

export type ChangePasswordInput = { password: string; confirm_password: string }

/** The server revokes every other session and re-issues this one's cookie. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.send('/api/auth/password', 'POST', input)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
