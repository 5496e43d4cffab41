import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useInvalidatingMutation } from '@/lib/query'
import { z } from 'zod'
import { api, apiGet, type Conforms, type Schemas } from '@/lib/api'

export const DIGITAL_INVITATIONS_FEATURE = 'digital_invitations'

export const invitationStatuses = ['sent', 'confirmed', 'declined'] as const
export type InvitationStatus = (typeof invitationStatuses)[number]

/** Badges of part 2 §4. */
export const statusLabels: Record<InvitationStatus, string> = {
  sent: 'Enviado',
  confirmed: 'Confirmado',
  declined: 'Recusado',
}

export const invitationSchema = z.object({
  id: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string().nullable(),
  event_date: z.string(),
  event_time: z.string().nullable(),
  event_location: z.string().nullable(),
  map_link: z.string().nullable(),
  dress_code: z.string().nullable(),
  host_name: z.string().nullable(),
  custom_message: z.string().nullable(),
  reminder_days: z.array(z.number().int()),
  status: z.enum(invitationStatuses),
  responded_at: z.string().nullable(),
  /** The guest of the list the invitation links to (their personal RSVP page); null for none. */
  guest_id: z.string().nullable(),
  sent_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['DigitalInvitation']>

export type Invitation = z.infer<typeof invitationSchema>

const listSchema = z.object({ invitations: z.array(invitationSchema) }) satisfies z.ZodType<Schemas['DigitalInvitationList']>

/** The body of POST /api/digital-invitations. */
export type InvitationPayload = Conforms<
  {
    guest_name: string
    guest_email: string
    guest_phone: string | null
    event_date: string
    event_time: string | null
    event_location: string | null
    map_link: string | null
    dress_code: string | null
    host_name: string | null
    custom_message: string | null
    reminder_days: number[]
    /** Ties the invitation to a guest of the list (its e-mail links to the guest's personal RSVP page). */
    guest_id?: string
  },
  Schemas['DigitalInvitationInput']
>

/** Newest first (the server's order). A 403 means the plan lacks the feature: the panel shows the gated card. */
export const invitationsQueryOptions = queryOptions({
  queryKey: ['digital-invitations'],
  queryFn: async ({ signal }) =>
    (await apiGet('/api/digital-invitations', (data) => listSchema.parse(data), signal)).invitations,
})

export function useInvitations() {
  return useQuery(invitationsQueryOptions)
}

const parse = (data: unknown): Invitation => invitationSchema.parse(data)

export function createInvitation(payload: InvitationPayload): Promise<Invitation> {
  return api.post('/api/digital-invitations', payload, parse)
}

export function resendInvitation(id: string): Promise<Invitation> {
  return api.post(`/api/digital-invitations/${encodeURIComponent(id)}/resend`, undefined, parse)
}

export function deleteInvitation(id: string): Promise<void> {
  return api.send(`/api/digital-invitations/${encodeURIComponent(id)}`, 'DELETE')
}

export const useCreateInvitation = () => useInvalidatingMutation(invitationsQueryOptions.queryKey, createInvitation)
export const useResendInvitation = () => useInvalidatingMutation(invitationsQueryOptions.queryKey, resendInvitation)
export const useDeleteInvitation = () => useInvalidatingMutation(invitationsQueryOptions.queryKey, deleteInvitation)

/** What the guest's RSVP page shows (GET /api/public/invitations/{token}). */
export const publicInvitationSchema = z.object({
  guest_name: z.string(),
  event_date: z.string(),
  event_time: z.string().nullable(),
  event_location: z.string().nullable(),
  map_link: z.string().nullable(),
  dress_code: z.string().nullable(),
  host_name: z.string().nullable(),
  custom_message: z.string().nullable(),
  couple_names: z.string().nullable(),
  status: z.enum(invitationStatuses),
  responded_at: z.string().nullable(),
}) satisfies z.ZodType<Schemas['PublicInvitation']>

export type PublicInvitation = z.infer<typeof publicInvitationSchema>

export const publicInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public-invitation', token],
    queryFn: ({ signal }) =>
      apiGet(`/api/public/invitations/${encodeURIComponent(token)}`, (data) => publicInvitationSchema.parse(data), signal),
  })

export type Answer = 'confirmed' | 'declined'

export function useAnswerInvitation(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: Answer) =>
      api.post(`/api/public/invitations/${encodeURIComponent(token)}/response`, { answer }, (data) =>
        publicInvitationSchema.parse(data),
      ),
    onSuccess: (saved) => queryClient.setQueryData(publicInvitationQueryOptions(token).queryKey, saved),
  })
}
