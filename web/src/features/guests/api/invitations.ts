import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'

/** An invitation saved for one guest (part 1 §3 invitation_messages). */
export const invitationMessageSchema = z.object({
  id: z.string(),
  guest_id: z.string(),
  message_content: z.string(),
  wedding_date: z.string().nullable(),
  wedding_location: z.string().nullable(),
  wedding_address: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Counts the saves of this guest's message; a save sends back the one it read. */
  version: z.number().int(),
}) satisfies z.ZodType<Schemas['InvitationMessage']>

export type InvitationMessage = z.infer<typeof invitationMessageSchema>

export type InvitationPayload = Conforms<
  {
    message_content: string
    wedding_date: string | null
    wedding_location: string | null
    wedding_address: string | null
    /** The version of the guest's message the editor started from (0: none saved). */
    version?: number
  },
  Schemas['InvitationMessageInput']
>

const listSchema = z.object({ messages: z.array(invitationMessageSchema) }) satisfies z.ZodType<Schemas['InvitationMessageList']>

export const invitationMessagesQueryOptions = queryOptions({
  queryKey: ['invitation-messages'],
  queryFn: async ({ signal }) => (await apiGet('/api/invitation-messages', (data) => listSchema.parse(data), signal)).messages,
})

export function useInvitationMessages(enabled: boolean) {
  return useQuery({ ...invitationMessagesQueryOptions, enabled })
}

export async function saveInvitation({ guestId, ...payload }: InvitationPayload & { guestId: string }): Promise<InvitationMessage> {
  const body = await apiRequest(`/api/guests/${encodeURIComponent(guestId)}/invitation-message`, { method: 'PUT', body: payload })
  return invitationMessageSchema.parse(body)
}

/** Upsert per guest: the saved message replaces the guest's previous one in the cache. */
export function useSaveInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveInvitation,
    onSuccess: (saved) =>
      queryClient.setQueryData(invitationMessagesQueryOptions.queryKey, (list) => [
        ...(list ?? []).filter((m) => m.guest_id !== saved.guest_id),
        saved,
      ]),
  })
}
