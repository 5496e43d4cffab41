import { queryOptions, useQuery } from '@tanstack/react-query'
import { useInvalidatingMutation } from '@/lib/query'
import { api, apiGet } from '@/lib/api'
import { giftListSchema, giftSchema, type Gift, type GiftPayload } from './schemas'

export const giftsQueryOptions = queryOptions({
  queryKey: ['gifts'],
  queryFn: async ({ signal }) => (await apiGet('/api/gifts', (data) => giftListSchema.parse(data), signal)).gifts,
  meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível carregar os presentes.' },
})

export function useGifts() {
  return useQuery(giftsQueryOptions)
}

const parseGift = (data: unknown): Gift => giftSchema.parse(data)

export function createGift(payload: GiftPayload): Promise<Gift> {
  return api.post('/api/gifts', payload, parseGift)
}

export function updateGift({ id, ...changes }: { id: string } & Partial<GiftPayload>): Promise<Gift> {
  return api.patch(`/api/gifts/${encodeURIComponent(id)}`, changes, parseGift)
}

export function deleteGift(id: string): Promise<void> {
  return api.send(`/api/gifts/${encodeURIComponent(id)}`, 'DELETE')
}

export const useCreateGift = () => useInvalidatingMutation(giftsQueryOptions.queryKey, createGift)
export const useUpdateGift = () => useInvalidatingMutation(giftsQueryOptions.queryKey, updateGift)
export const useDeleteGift = () => useInvalidatingMutation(giftsQueryOptions.queryKey, deleteGift)
