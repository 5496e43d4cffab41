import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, apiRequest, type Schemas } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/query'

/** The couple's wedding site (GET /api/wedding-site); the password itself never comes back. */
export const weddingSiteSchema = z.object({
  slug: z.string(),
  published: z.boolean(),
  has_password: z.boolean(),
  historia: z.string().nullable(),
  cerimonia_local: z.string().nullable(),
  cerimonia_endereco: z.string().nullable(),
  cerimonia_horario: z.string().nullable(),
  festa_local: z.string().nullable(),
  festa_endereco: z.string().nullable(),
  festa_horario: z.string().nullable(),
  traje: z.string().nullable(),
  dicas: z.string().nullable(),
  updated_at: z.string(),
  /** Counts the content's saves; a save sends back the one it read (409 `conflict` when stale). */
  version: z.number().int(),
}) satisfies z.ZodType<NonNullable<Schemas['WeddingSite']>>
export type WeddingSite = z.output<typeof weddingSiteSchema>

export const siteResponse = z.object({ site: weddingSiteSchema.nullable() }) satisfies z.ZodType<Schemas['WeddingSiteResponse']>

/** The body of PUT /api/wedding-site; senha undefined keeps the password, '' removes it. */
export type WeddingSitePayload = Schemas['WeddingSiteInput']

export const weddingSiteQueryOptions = queryOptions({
  queryKey: ['wedding-site'],
  queryFn: async ({ signal }) => (await apiGet('/api/wedding-site', (d) => siteResponse.parse(d), signal)).site,
  meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível carregar o site do casamento.' },
})

export const useWeddingSite = () => useQuery(weddingSiteQueryOptions)

const parseSite = (d: unknown) => siteResponse.parse(d).site

export const useSaveWeddingSite = () =>
  useInvalidatingMutation(weddingSiteQueryOptions.queryKey, async (payload: WeddingSitePayload) =>
    parseSite(await apiRequest('/api/wedding-site', { method: 'PUT', body: payload })),
  )

export const usePublishWeddingSite = () =>
  useInvalidatingMutation(weddingSiteQueryOptions.queryKey, async (publish: boolean) =>
    api.post(`/api/wedding-site/${publish ? 'publish' : 'unpublish'}`, undefined, parseSite),
  )

export const claimStatusLabels = { aguardando: 'Aguardando confirmação', recebido: 'Recebido' } as const

/** A guest's 'Já fiz o PIX' for one cota of a gift (GET /api/gift-claims). */
export const giftClaimSchema = z.object({
  id: z.string(),
  gift_id: z.string(),
  gift_nome: z.string(),
  cota: z.number().int(),
  cotas: z.number().int(),
  txid: z.string(),
  valor_cents: z.number().int().nullable(),
  nome: z.string(),
  mensagem: z.string().nullable(),
  status: z.enum(['aguardando', 'recebido']),
  agradecimento_enviado: z.boolean(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
}) satisfies z.ZodType<Schemas['GiftClaim']>
export type GiftClaim = z.output<typeof giftClaimSchema>

const giftClaimListSchema = z.object({ claims: z.array(giftClaimSchema) }) satisfies z.ZodType<Schemas['GiftClaimList']>

export const giftClaimsQueryOptions = queryOptions({
  queryKey: ['gift-claims'],
  queryFn: async ({ signal }) =>
    (await apiGet('/api/gift-claims', (d) => giftClaimListSchema.parse(d), signal)).claims,
  meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível carregar os PIX dos convidados.' },
})

export const useGiftClaims = (enabled: boolean) => useQuery({ ...giftClaimsQueryOptions, enabled })

const claimPath = (id: string) => `/api/gift-claims/${encodeURIComponent(id)}`

export const useConfirmClaim = () =>
  useInvalidatingMutation(giftClaimsQueryOptions.queryKey, (id: string) => api.send(`${claimPath(id)}/confirm`, 'POST'))
export const useDiscardClaim = () =>
  useInvalidatingMutation(giftClaimsQueryOptions.queryKey, (id: string) => api.send(claimPath(id), 'DELETE'))
export const useThankClaim = () =>
  useInvalidatingMutation(giftClaimsQueryOptions.queryKey, ({ id, enviado }: { id: string; enviado: boolean }) =>
    api.send(`${claimPath(id)}/thanks`, 'POST', { enviado }),
  )
