import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, type Schemas } from '@/lib/api'
import { guestsQueryOptions } from './get-guests'
import { guestSchema, type Guest } from './schemas'

/** GET /api/guests/summary: the RSVP tracking counts. Under ['guests'], so every list change refreshes it. */
export const guestSummarySchema = z.object({
  total_convidados: z.number(),
  total_pessoas: z.number(),
  confirmados: z.number(),
  pessoas_confirmadas: z.number(),
  por_faixa: z.object({ adulto: z.number(), '0-5': z.number(), '6-12': z.number() }),
  restricoes: z.array(z.object({ restricao: z.string(), pessoas: z.number() })),
  nao_responderam: z.number(),
  convites_enviados: z.number(),
}) satisfies z.ZodType<Schemas['GuestSummary']>
export type GuestSummary = z.output<typeof guestSummarySchema>

export const guestSummaryQueryOptions = queryOptions({
  queryKey: ['guests', 'summary'],
  queryFn: ({ signal }) => apiGet('/api/guests/summary', (d) => guestSummarySchema.parse(d), signal),
  meta: { errorTitle: 'Erro ao carregar as confirmações' },
})

export function useGuestSummary() {
  return useQuery(guestSummaryQueryOptions)
}

const settingsSchema = z.object({ prazo: z.string().nullable() }) satisfies z.ZodType<Schemas['RSVPSettings']>

export const rsvpSettingsQueryOptions = queryOptions({
  queryKey: ['rsvp-settings'],
  queryFn: ({ signal }) => apiGet('/api/rsvp-settings', (d) => settingsSchema.parse(d), signal),
})

export function useRsvpSettings() {
  return useQuery(rsvpSettingsQueryOptions)
}

export function useSaveRsvpSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (prazo: string | null) =>
      api.send('/api/rsvp-settings', 'PUT', { prazo }).then(() => ({ prazo })),
    onSuccess: (data) => queryClient.setQueryData(rsvpSettingsQueryOptions.queryKey, data),
  })
}

const parseGuest = (data: unknown): Guest => guestSchema.parse(data)

/** Puts the server's answer for one guest into the cached list at once. */
function useGuestAction(path: (id: string) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(path(id), undefined, parseGuest),
    onSuccess: (guest) =>
      queryClient.setQueryData(guestsQueryOptions.queryKey, (list) => list?.map((g) => (g.id === guest.id ? guest : g))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryOptions.queryKey }),
  })
}

/** 'Convite enviado': recorded when the couple taps 'Enviar pelo WhatsApp' (or e-mail). */
export function useMarkSent() {
  return useGuestAction((id) => `/api/guests/${encodeURIComponent(id)}/sent`)
}

/** 'Gerar novo link': the old link stops working. */
export function useRotateLink() {
  return useGuestAction((id) => `/api/guests/${encodeURIComponent(id)}/link`)
}
