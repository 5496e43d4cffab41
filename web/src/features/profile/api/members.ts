import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'
import { sessionQueryKey } from '@/lib/session'

const roleSchema = z.enum(['owner', 'partner', 'planner'])
export type MemberRole = z.infer<typeof roleSchema>
export type InviteRole = 'partner' | 'planner'

/** How a role is written to people. */
export const roleLabels: Record<MemberRole, string> = {
  owner: 'Titular',
  partner: 'Parceiro(a)',
  planner: 'Cerimonialista',
}

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  joined_at: z.string(),
  is_you: z.boolean(),
})
export type Member = z.infer<typeof memberSchema>

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['partner', 'planner']),
  created_at: z.string(),
  expires_at: z.string(),
}) satisfies z.ZodType<Schemas['MemberInvitation']>
export type Invitation = z.infer<typeof invitationSchema>

const membersSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
  limit: z.number().int().nullable(),
}) satisfies z.ZodType<Schemas['MemberList']>
export type Members = z.infer<typeof membersSchema>

/** The realtime resource of member changes is 'members', so the list refetches by itself. */
export const membersQueryKey = ['members'] as const

export const membersQueryOptions = queryOptions({
  queryKey: membersQueryKey,
  queryFn: ({ signal }) => api.get('/api/members', (data) => membersSchema.parse(data), signal),
  meta: { errorTitle: 'Erro ao carregar as pessoas do casamento' },
})

export function useMembers() {
  return useQuery(membersQueryOptions)
}

function useMembersMutation<V, R>(fn: (vars: V) => Promise<R>, alsoSession = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: membersQueryKey })
      if (alsoSession) await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}

export function useInvite() {
  return useMembersMutation((vars: { email: string; role: InviteRole }) =>
    api.post('/api/members/invitations', vars, (data) => invitationSchema.parse(data)),
  )
}

export function useRevokeInvitation() {
  return useMembersMutation((id: string) => api.send(`/api/members/invitations/${encodeURIComponent(id)}`, 'DELETE'))
}

export function useRemoveMember() {
  return useMembersMutation((id: string) => api.send(`/api/members/${encodeURIComponent(id)}`, 'DELETE'))
}

export function useTransferOwnership() {
  return useMembersMutation((id: string) => api.send(`/api/members/${encodeURIComponent(id)}/owner`, 'POST'), true)
}


/** The member's own choice to get a bell notification when another member changes something. */
export const activityNotifyKey = ['activity', 'notify'] as const
const notifySchema = z.object({ enabled: z.boolean() }) satisfies z.ZodType<Schemas['ActivityNotify']>

export function useActivityNotify() {
  return useQuery({
    queryKey: activityNotifyKey,
    queryFn: ({ signal }) => api.get('/api/activity/notify', (data) => notifySchema.parse(data), signal),
  })
}

export function useSetActivityNotify() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      await api.send('/api/activity/notify', 'PUT', { enabled })
      return enabled
    },
    onSuccess: (enabled) => queryClient.setQueryData(activityNotifyKey, { enabled }),
  })
}
