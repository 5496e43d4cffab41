import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'
import { pixKeyTypes, type PixKeyType } from '@/lib/pix-key'

export const pixInfoSchema = z.object({
  tipo_chave: z.enum(pixKeyTypes),
  chave_pix: z.string(),
  nome_beneficiario: z.string(),
  updated_at: z.string(),
  /** Counts the saves; a save sends back the one it read (409 `conflict` when stale). */
  version: z.number().int(),
})

export type PixInfo = z.infer<typeof pixInfoSchema>

/** GET/PUT /api/pix: the wedding's key and the BR Code payload the server built from it. */
export const pixResponseSchema = z.object({
  pix: pixInfoSchema.nullable(),
  payload: z.string().nullable(),
}) satisfies z.ZodType<Schemas['PixResponse']>

export type PixResponse = z.infer<typeof pixResponseSchema>

export type PixPayload = Conforms<
  { tipo_chave: PixKeyType; chave_pix: string; nome_beneficiario: string; version?: number },
  Schemas['PixInput']
>

/** No errorTitle: a 403 here is the plan gate, shown as the gated card, not a toast. */
export const pixQueryOptions = queryOptions({
  queryKey: ['pix'],
  queryFn: ({ signal }) => apiGet('/api/pix', (data) => pixResponseSchema.parse(data), signal),
})

export function usePix(enabled: boolean) {
  return useQuery({ ...pixQueryOptions, enabled })
}

export async function savePix(payload: PixPayload): Promise<PixResponse> {
  return pixResponseSchema.parse(await apiRequest('/api/pix', { method: 'PUT', body: payload }))
}

export function useSavePix() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePix,
    onSuccess: (saved) => queryClient.setQueryData(pixQueryOptions.queryKey, saved),
  })
}

/** The QR image of the saved key; the version makes a new key load a new image. */
export function pixQrUrl(version: string): string {
  return `/api/pix/qr.png?v=${encodeURIComponent(version)}`
}
