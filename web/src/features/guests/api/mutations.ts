import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api'
import { guestsQueryOptions } from './get-guests'
import { guestSchema, type Guest, type GuestPayload, type GuestStatus } from './schemas'

const parseGuest = (data: unknown): Guest => guestSchema.parse(data)

export function createGuest(payload: GuestPayload): Promise<Guest> {
  return api.post('/api/guests', payload, parseGuest)
}

export function updateGuest({ id, ...changes }: { id: string } & Partial<GuestPayload>): Promise<Guest> {
  return api.patch(`/api/guests/${encodeURIComponent(id)}`, changes, parseGuest)
}

export function deleteGuest(id: string): Promise<void> {
  return api.send(`/api/guests/${encodeURIComponent(id)}`, 'DELETE')
}

export function useCreateGuest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryOptions.queryKey }),
  })
}

export function useUpdateGuest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryOptions.queryKey }),
  })
}

/** The inline status select: updates the list at once and rolls back if the server refuses. */
export function useUpdateGuestStatus() {
  const queryClient = useQueryClient()
  const { queryKey } = guestsQueryOptions
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: GuestStatus }) =>
      updateGuest({ id, status_confirmacao: status }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (guests) =>
        guests?.map((guest) => (guest.id === id ? { ...guest, status_confirmacao: status } : guest)),
      )
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

export function useDeleteGuest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGuest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryOptions.queryKey }),
  })
}
