import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { api, isApiError } from '@/lib/api'
import { forgetPushSubscription } from '@/lib/pwa'
import { resetResources } from '@/lib/resource'
import { setSession } from '@/lib/session'

/** Signs out; first, this device stops receiving the member's push notifications. */
export async function signOut(): Promise<void> {
  await forgetPushSubscription()
  return api.send('/api/auth/signout', 'POST')
}

/** Signs out, forgets every cached answer of this couple and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const finish = () => {
    toast.success('Logout realizado', { description: 'Você foi desconectado com sucesso' })
    queryClient.clear()
    resetResources() // the landing's and public pages' reads too: the session, the offer
    setSession(queryClient, null)
    navigate('/auth', { replace: true })
  }

  return useMutation({
    mutationFn: signOut,
    onSuccess: finish,
    onError: (error) => {
      // A session that already expired is as good as signed out.
      if (isApiError(error) && error.status === 401) {
        finish()
        return
      }
      toast.error('Erro ao sair', {
        description: isApiError(error) && error.fromServer ? error.message : 'Ocorreu um erro inesperado',
      })
    },
  })
}
