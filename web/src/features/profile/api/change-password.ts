import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type Conforms, type Schemas } from '@/lib/api'
import { devicesQueryKey } from './sessions'

export type ChangePasswordInput = Conforms<
  { current_password: string; password: string; confirm_password: string },
  Schemas['ChangePasswordInput']
>

/** The server revokes every other session and re-issues this one's cookie. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.send('/api/auth/password', 'POST', input)
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out: the 'Dispositivos conectados' list must show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  })
}
