import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/** A mutation that refetches queryKey once it settles, whether it succeeded or failed. */
export function useInvalidatingMutation<V, R>(queryKey: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) })
}
