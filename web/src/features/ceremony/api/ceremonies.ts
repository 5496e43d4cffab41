import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, type Conforms, type RequestBody, type Schemas } from '@/lib/api'

export const ceremonyTypes = ['civil', 'religious', 'both'] as const
export type CeremonyType = (typeof ceremonyTypes)[number]

/** A ceremony's paperwork as the API returns it. */
export const ceremonySchema = z.object({
  id: z.string(),
  ceremony_type: z.enum(ceremonyTypes),
  venue_name: z.string(),
  venue_address: z.string(),
  venue_phone: z.string().nullable(),
  venue_email: z.string().nullable(),
  venue_location_lat: z.number().nullable(),
  venue_location_lng: z.number().nullable(),
  documents_needed: z.array(z.string()),
  documents_completed: z.array(z.string()),
  tasks_needed: z.array(z.string()),
  tasks_completed: z.array(z.string()),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['Ceremony']>
export type Ceremony = z.output<typeof ceremonySchema>

const listSchema = z.object({ ceremonies: z.array(ceremonySchema) }) satisfies z.ZodType<Schemas['CeremonyList']>
const parseCeremony = (data: unknown) => ceremonySchema.parse(data)

/** The venue fields the 'Manual' tab and the 'Editar' dialog send. */
export type VenuePayload = Conforms<
  {
    venue_name: string
    venue_address: string
    venue_phone: string | null
    venue_email: string | null
    /** The venue's point on the map, both or neither (null). */
    venue_location_lat: number | null
    venue_location_lng: number | null
    notes: string | null
  },
  Schemas['CeremonyInput']
>
export type CreateCeremonyPayload = Conforms<VenuePayload & { ceremony_type: CeremonyType }, RequestBody<'/api/ceremonies', 'post'>>
export type UpdateCeremonyPayload = Conforms<
  VenuePayload & { documents_needed: string[]; tasks_needed: string[] },
  RequestBody<'/api/ceremonies/{id}', 'patch'>
>
export type ItemList = 'documents' | 'tasks'

export const ceremoniesQueryOptions = queryOptions({
  queryKey: ['ceremonies'],
  queryFn: async ({ signal }) => (await apiGet('/api/ceremonies', (d) => listSchema.parse(d), signal)).ceremonies,
  meta: { errorTitle: 'Erro ao carregar documentos da cerimônia.' },
})

export function useCeremonies() {
  return useQuery(ceremoniesQueryOptions)
}

const ceremonyPath = (id: string) => `/api/ceremonies/${encodeURIComponent(id)}`

/** Creating a ceremony also adds its tasks to the checklist, so the checklist is refetched too. */
export function useCreateCeremony() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: CreateCeremonyPayload) => api.post('/api/ceremonies', payload, parseCeremony),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ceremoniesQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['checklist'] }),
      ])
    },
  })
}

export function useUpdateCeremony() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...payload }: UpdateCeremonyPayload & { id: string }) =>
      api.patch(ceremonyPath(id), payload, parseCeremony),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ceremoniesQueryOptions.queryKey }),
  })
}

/** A click on a document or task: shown at once, rolled back if the server refuses. */
export function useSetCeremonyItem() {
  const queryClient = useQueryClient()
  const { queryKey } = ceremoniesQueryOptions
  return useMutation({
    mutationFn: ({ id, ...mark }: { id: string; list: ItemList; item: string; completed: boolean }) =>
      api.patch(`${ceremonyPath(id)}/items`, mark, parseCeremony),
    onMutate: async ({ id, list, item, completed }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      const key = list === 'documents' ? 'documents_completed' : 'tasks_completed'
      queryClient.setQueryData(queryKey, (all) =>
        all?.map((c) =>
          c.id === id
            ? { ...c, [key]: completed ? [...c[key].filter((x) => x !== item), item] : c[key].filter((x) => x !== item) }
            : c,
        ),
      )
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

export function useDeleteCeremony() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.send(ceremonyPath(id), 'DELETE'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ceremoniesQueryOptions.queryKey }),
  })
}
