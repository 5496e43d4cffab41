import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiGet, type OpenEnums, type Replace, type Schemas } from './api'
import { WEDDING_TIME_ZONE } from './format'
import { createResource } from './resource'

type SessionWedding = Schemas['Session']['wedding']

/**
 * The session's wedding. The plan keeps only what the shell reads, and the plan id and the
 * status stay open strings: a plan or status a newer server adds must not sign everyone out.
 */
const sessionWeddingSchema = z.object({
  id: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  subscription_status: z.string(),
  /** End of the free trial (status trialing or trial_ended); null when not on one. */
  trial_ends_at: z.string().nullable(),
  /** The trial or the paid plan ended: every write is refused until one is paid. */
  read_only: z.boolean(),
  /** The user's role in this wedding; the server refuses what the role cannot do. */
  role: z.enum(['owner', 'partner', 'planner']),
  /** The wedding's zone: reminder times are wall-clock times in it, instants are shown in it. */
  time_zone: z.string(),
}) satisfies z.ZodType<
  Replace<OpenEnums<SessionWedding, 'subscription_status'>, { plan: OpenEnums<Pick<Schemas['Plan'], 'id' | 'name'>, 'id'> }>
>

/**
 * The signed-in couple's session, shared by every screen through TanStack Query
 * (the auth context of the spec). `null` means "not signed in".
 */
export const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
  }),
  wedding: sessionWeddingSchema,
  profile: z.object({ first_name: z.string().nullable() }),
}) satisfies z.ZodType<Replace<Schemas['Session'], { wedding: z.output<typeof sessionWeddingSchema> }>>

export type Session = z.infer<typeof sessionSchema>

/** owner (holds the subscription, manages people), partner, planner ('Cerimonialista'). */
export type Role = 'owner' | 'partner' | 'planner'

/** The signed-in user's role; a session without a wedding is its own owner. */
export function sessionRole(session: Session | null | undefined): Role {
  return session?.wedding.role ?? 'owner'
}

/** The couple (owner, partner) sees the subscription and their personal-data rights; a planner does not. */
export function isCouple(session: Session | null | undefined): boolean {
  return sessionRole(session) !== 'planner'
}

export const sessionQueryKey = ['session'] as const

export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiGet('/api/session', (data) => sessionSchema.parse(data), signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 5 * 60 * 1000,
})

export function useSession() {
  return useQuery(sessionQueryOptions)
}

/**
 * The session read without the query cache, for the landing's pre-checkout form (the landing's
 * own entry has no query library, issue 16): read again whenever the form opens, and never
 * answered from an older read (sign-out and sign-in inside the app also forget it).
 */
export const sessionResource = createResource(getSession, { fresh: true, keepStale: false })

/** The wedding's time zone (São Paulo until the session is known), whatever the browser's zone. */
export function useWeddingTimeZone(): string {
  return useSession().data?.wedding?.time_zone ?? WEDDING_TIME_ZONE
}

/** Stores the session returned by sign-in / sign-up so guarded routes see it at once. */
export function setSession(queryClient: QueryClient, session: Session | null): void {
  queryClient.setQueryData(sessionQueryKey, session)
}

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/**
 * The name the app greets the couple with (spec part 1 §2, App shell): the
 * profile's first name, else the first name given at sign-up, else the local
 * part of the e-mail.
 */
export function displayFirstName(session: Pick<Session, 'user' | 'profile'>): string {
  return (
    nonBlank(session.profile?.first_name) ??
    nonBlank(session.user.first_name) ??
    session.user.email.split('@')[0] ??
    session.user.email
  )
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days left until end (rounded up, never negative): 14 on the day of sign-up. */
export function trialDaysLeft(end: string, now: Date = new Date()): number {
  const ms = new Date(end).getTime() - now.getTime()
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.ceil(ms / DAY_MS))
}

/** 'Teste grátis: N dias restantes' while on the free trial (DESIGN.md decision 21). */
export function trialLabel(end: string, now: Date = new Date()): string {
  const days = trialDaysLeft(end, now)
  return days === 1 ? 'Teste grátis: 1 dia restante' : `Teste grátis: ${days} dias restantes`
}

export const TRIAL_ENDED_LABEL = 'Teste grátis encerrado'

/** What the shell says once a paid plan ended (canceled or not renewed): read-only until paid. */
export const SUBSCRIPTION_ENDED_LABEL = 'Assinatura encerrada'

export { TRIAL_DAYS, TRIAL_OFFER } from './trial'

/**
 * What the shell says of the plan: 'Plano Essencial' — the real plan of the wedding (never
 * 'Plano Gratuito') — or, on the free trial, 'Teste grátis: N dias restantes' and, after it,
 * 'Teste grátis encerrado'; after a paid plan ended, 'Assinatura encerrada'.
 */
export function planLabel(session: Pick<Session, 'wedding'>, now: Date = new Date()): string | null {
  const wedding = session.wedding
  if (wedding.subscription_status === 'trial_ended') return TRIAL_ENDED_LABEL
  if (wedding.read_only) return SUBSCRIPTION_ENDED_LABEL
  if (wedding.subscription_status === 'trialing' && wedding.trial_ends_at) return trialLabel(wedding.trial_ends_at, now)
  const name = nonBlank(wedding.plan.name)
  return name ? `Plano ${name}` : null
}
