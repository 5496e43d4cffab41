import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ApiError, errorMessage } from '@/lib/api'
import { queryDefaultOptions } from '@/lib/query-defaults'
import { sessionQueryKey } from '@/lib/session'

export function createQueryClient(): QueryClient {
  // When any call answers 401 unauthenticated (expired or revoked session), forget
  // the session: the /app guard then sends the visitor to /auth.
  const onAuthError = (error: unknown): boolean => {
    if (error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated') {
      queryClient.setQueryData(sessionQueryKey, null)
      return true
    }
    return false
  }

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (onAuthError(error)) return
        // Queries name their load-failure toast (e.g. 'Erro ao carregar convidados').
        const title = query.meta?.errorTitle
        const description = query.meta?.errorDescription ?? errorMessage(error, 'Tente novamente mais tarde.')
        if (title) toast.error(title, { description })
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (onAuthError(error)) return
        // A write refused because the free trial or the paid plan ended (by time, perhaps while
        // this tab was asleep): refresh the shell so it shows the read-only state and the way to a plan.
        if (error instanceof ApiError && (error.code === 'trial_ended' || error.code === 'subscription_ended')) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
          void queryClient.invalidateQueries({ queryKey: ['subscription'] })
        }
      },
    }),
    defaultOptions: queryDefaultOptions,
  })
  return queryClient
}
