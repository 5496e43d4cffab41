import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '@/lib/api'
import { guestListSchema, type Guest } from './schemas'

export async function getGuests(signal?: AbortSignal): Promise<Guest[]> {
  const body = await apiGet('/api/guests', (data) => guestListSchema.parse(data), signal)
  return body.guests
}

/** The one definition of the guest list query: read, invalidated and updated through it. */
export const guestsQueryOptions = queryOptions({
  queryKey: ['guests'],
  queryFn: ({ signal }) => getGuests(signal),
  meta: { errorTitle: 'Erro ao carregar convidados' },
})

export function useGuests() {
  return useQuery(guestsQueryOptions)
}
