import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
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

function useGiftMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftsQueryOptions.queryKey }),
  })
}

export const useCreateGift = () => useGiftMutation(createGift)
export const useUpdateGift = () => useGiftMutation(updateGift)
export const useDeleteGift = () => useGiftMutation(deleteGift)
