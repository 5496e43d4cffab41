import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'
import { sessionQueryKey } from '@/lib/session'

const invitationViewSchema = z.object({
  state: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  email: z.string(),
  role: z.enum(['partner', 'planner']),
  inviter: z.string(),
  wedding: z.string(),
  expires_at: z.string(),
  viewer: z
    .object({ email: z.string(), matches: z.boolean(), own_wedding: z.enum(['empty', 'has_data', 'this']) })
    .nullable(),
}) satisfies z.ZodType<Schemas['MemberInvitationView']>
export type InvitationView = z.infer<typeof invitationViewSchema>

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['member-invitation', token],
    queryFn: ({ signal }) =>
      api.get(`/api/member-invitations/${encodeURIComponent(token)}`, (data) => invitationViewSchema.parse(data), signal),
    retry: false,
  })
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' })
}

/** Accepting signs this browser in to the invited wedding: every cached query is another wedding's. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.send(`/api/member-invitations/${encodeURIComponent(token)}/accept`, 'POST'),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}

