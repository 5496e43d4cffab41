import { queryOptions, useQuery } from '@tanstack/react-query'
import { useInvalidatingMutation } from '@/lib/query'
import { api, apiGet } from '@/lib/api'
import { godparentListSchema, godparentSchema, type Godparent, type GodparentPayload } from './schemas'

export async function getGodparents(signal?: AbortSignal): Promise<Godparent[]> {
  const body = await apiGet('/api/godparents', (data) => godparentListSchema.parse(data), signal)
  return body.godparents
}

/** The one definition of the godparents query (the server orders it by name). */
export const godparentsQueryOptions = queryOptions({
  queryKey: ['godparents'],
  queryFn: ({ signal }) => getGodparents(signal),
  meta: { errorTitle: 'Erro ao carregar padrinhos' },
})

export function useGodparents() {
  return useQuery(godparentsQueryOptions)
}

const parse = (data: unknown): Godparent => godparentSchema.parse(data)

export function createGodparent(payload: GodparentPayload): Promise<Godparent> {
  return api.post('/api/godparents', payload, parse)
}

export function updateGodparent({ id, ...changes }: { id: string } & Partial<GodparentPayload>): Promise<Godparent> {
  return api.patch(`/api/godparents/${encodeURIComponent(id)}`, changes, parse)
}

export function deleteGodparent(id: string): Promise<void> {
  return api.send(`/api/godparents/${encodeURIComponent(id)}`, 'DELETE')
}

export const useCreateGodparent = () => useInvalidatingMutation(godparentsQueryOptions.queryKey, createGodparent)
export const useUpdateGodparent = () => useInvalidatingMutation(godparentsQueryOptions.queryKey, updateGodparent)
export const useDeleteGodparent = () => useInvalidatingMutation(godparentsQueryOptions.queryKey, deleteGodparent)
