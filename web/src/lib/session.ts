import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { WEDDING_TIME_ZONE } from './format'
import { createResource } from './resource'
import { getSession, type Role, type Session } from './session-shape'

export { getSession, parseSession, type Role, type Session } from './session-shape'

/** The signed-in user's role; a session without a wedding is its own owner. */
export function sessionRole(session: Session | null | undefined): Role {
  return session?.wedding.role ?? 'owner'
}

/** The couple (owner, partner) sees the subscription and their personal-data rights; a planner does not. */
export function isCouple(session: Session | null | undefined): boolean {
  return sessionRole(session) !== 'planner'
}

export const sessionQueryKey = ['session'] as const

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
export const sessionResource = createResource(getSession, { maxAge: 0, keepStale: false })

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
