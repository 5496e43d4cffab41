import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest } from '@/lib/api'

const statuses = ['pendente', 'confirmado', 'recusado'] as const
const nullable = () =>
  z
    .string()
    .nullish()
    .transform((v) => v ?? null)

/** GET /api/public/rsvp/{token}: the guest's own invitation and family, nothing else. */
export const rsvpPageSchema = z.object({
  couple_names: nullable(),
  wedding_date: nullable(),
  wedding_location: nullable(),
  wedding_address: nullable(),
  civil_ceremony_date: nullable(),
  civil_ceremony_address: nullable(),
  religious_ceremony_date: nullable(),
  prazo: nullable(),
  aberto: z.boolean(),
  pessoas: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      faixa: z.enum(['adulto', '0-5', '6-12']),
      status_confirmacao: z.enum(statuses),
      restricao_alimentar: nullable(),
    }),
  ),
  acompanhante_sem_nome: z.boolean(),
  mensagem: nullable(),
  respondido_em: nullable(),
})
export type RsvpPageData = z.output<typeof rsvpPageSchema>

export type RsvpAnswer = {
  pessoas: { id: string; status_confirmacao: 'confirmado' | 'recusado'; restricao_alimentar: string | null }[]
  mensagem: string | null
}

const path = (token: string) => `/api/public/rsvp/${encodeURIComponent(token)}`

export function useRsvpPage(token: string) {
  return useQuery({
    queryKey: ['public-rsvp', token],
    queryFn: ({ signal }) => apiGet(path(token), (d) => rsvpPageSchema.parse(d), signal),
    retry: false,
  })
}

export function useAnswerRsvp(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (answer: RsvpAnswer) => rsvpPageSchema.parse(await apiRequest(path(token), { method: 'POST', body: answer })),
    onSuccess: (page) => queryClient.setQueryData(['public-rsvp', token], page),
  })
}

export const calendarFileUrl = (token: string) => `${path(token)}/agenda.ics`

/** Google Calendar's "add event" link for an all-day event on date (YYYY-MM-DD). */
export function googleCalendarUrl(title: string, date: string, location: string | null): string {
  const start = date.replaceAll('-', '')
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  const end = next.toISOString().slice(0, 10).replaceAll('-', '')
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${start}/${end}` })
  if (location) params.set('location', location)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
