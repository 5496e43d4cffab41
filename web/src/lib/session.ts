import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiGet } from './api'

/**
 * The signed-in couple's session, shared by every screen through TanStack Query
 * (the auth context of the spec). `null` means "not signed in".
 */
export const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    is_admin: z.boolean().optional().default(false),
  }),
  wedding: z
    .object({
      id: z.string(),
      plan: z.object({ id: z.string(), name: z.string() }),
      subscription_status: z.string().nullish(),
    })
    .nullish(),
  profile: z.object({ first_name: z.string().nullish() }).nullish(),
})

export type Session = z.infer<typeof sessionSchema>

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

/** "Plano Essencial" — the real plan of the wedding (never 'Plano Gratuito'). */
export function planLabel(session: Pick<Session, 'wedding'>): string | null {
  const name = nonBlank(session.wedding?.plan.name)
  return name ? `Plano ${name}` : null
}
