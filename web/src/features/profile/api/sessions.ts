import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'

/** One signed-in session of the account (GET /api/sessions); `id` is public, never the cookie. */
export const deviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<Schemas['Device']>

export type Device = z.infer<typeof deviceSchema>

const devicesSchema = z.object({ sessions: z.array(deviceSchema) }) satisfies z.ZodType<Schemas['DeviceList']>

export const devicesQueryKey = ['sessions'] as const

export const devicesQueryOptions = queryOptions({
  queryKey: devicesQueryKey,
  queryFn: ({ signal }) => api.get('/api/sessions', (data) => devicesSchema.parse(data).sessions, signal),
  meta: { errorTitle: 'Erro ao carregar dispositivos' },
})

export function useDevices() {
  return useQuery(devicesQueryOptions)
}

/** Ends one session (DELETE /api/sessions/{id}); the list refetches either way. */
export function useEndDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.send(`/api/sessions/${encodeURIComponent(id)}`, 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  })
}

const endedSchema = z.object({ ended: z.number().int() }) satisfies z.ZodType<Schemas['OtherSessionsEnded']>

/** 'Sair de todos os dispositivos': ends every session but this one, returns how many ended. */
export function useEndOtherDevices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.post('/api/sessions/revoke-others', undefined, (data) => endedSchema.parse(data).ended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  })
}
