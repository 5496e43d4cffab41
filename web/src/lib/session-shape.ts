import { createContext } from 'react'
import { ApiError, apiGet, type OpenEnums, type Replace, type Schemas } from './api'
import { boolean, type Fits, record, ShapeError, string } from './shape'

/** owner (holds the subscription, manages people), partner, planner ('Cerimonialista'). */
export type Role = 'owner' | 'partner' | 'planner'
const roles: readonly Role[] = ['owner', 'partner', 'planner'] satisfies readonly Schemas['Session']['wedding']['role'][]

/**
 * The session's wedding. The plan keeps only what the shell reads, and the plan id and the
 * status stay open strings: a plan or status a newer server adds must not sign everyone out.
 */
export type SessionWedding = Fits<
  {
    id: string
    plan: { id: string; name: string }
    subscription_status: string
    /** End of the free trial (status trialing or trial_ended); null when not on one. */
    trial_ends_at: string | null
    /** The trial or the paid plan ended: every write is refused until one is paid. */
    read_only: boolean
    /** The user's role in this wedding; the server refuses what the role cannot do. */
    role: Role
    /** The wedding's zone: reminder times are wall-clock times in it, instants are shown in it. */
    time_zone: string
  },
  Replace<
    OpenEnums<Schemas['Session']['wedding'], 'subscription_status'>,
    { plan: OpenEnums<Pick<Schemas['Plan'], 'id' | 'name'>, 'id'> }
  >
>

/**
 * The signed-in couple's session (the auth context of the spec). In its own module, without zod
 * or the query library: /auth's own entry (issue 16: phone-fast public pages) reads it too.
 */
export type Session = Fits<
  {
    user: { id: string; email: string; first_name: string; last_name: string; is_admin: boolean }
    wedding: SessionWedding
    profile: { first_name: string | null }
  },
  Replace<Schemas['Session'], { wedding: SessionWedding }>
>

function wedding(value: unknown): SessionWedding {
  const body = record(value, 'wedding')
  const plan = record(body.plan, 'wedding.plan')
  const role = roles.find((known) => known === body.role)
  if (!role) throw new ShapeError('wedding.role', `one of ${roles.join(', ')}`)
  return {
    id: string(body.id, 'wedding.id'),
    plan: { id: string(plan.id, 'wedding.plan.id'), name: string(plan.name, 'wedding.plan.name') },
    subscription_status: string(body.subscription_status, 'wedding.subscription_status'),
    trial_ends_at: body.trial_ends_at === null ? null : string(body.trial_ends_at, 'wedding.trial_ends_at'),
    read_only: boolean(body.read_only, 'wedding.read_only'),
    role,
    time_zone: string(body.time_zone, 'wedding.time_zone'),
  }
}

/**
 * The body of GET /api/session (and of a sign-in), checked by hand; a bad shape throws (the read
 * fails, as a schema's parse made it fail).
 */
export function parseSession(value: unknown): Session {
  const body = record(value, '')
  const user = record(body.user, 'user')
  const profile = record(body.profile, 'profile')
  return {
    user: {
      id: string(user.id, 'user.id'),
      email: string(user.email, 'user.email'),
      first_name: string(user.first_name, 'user.first_name'),
      last_name: string(user.last_name, 'user.last_name'),
      is_admin: boolean(user.is_admin, 'user.is_admin'),
    },
    wedding: wedding(body.wedding),
    profile: { first_name: profile.first_name === null ? null : string(profile.first_name, 'profile.first_name') },
  }
}

/** Who is signed in (GET /api/session); null when nobody is (401). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiGet('/api/session', parseSession, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/**
 * Where a sign-in's session goes: inside the app, its query cache (AppProvider provides it, so the
 * router moves on to /app without a load); on /auth's own entry nothing (the move to /app is a page
 * load, which reads the session anew). A context of its own: the auth forms import no query library.
 */
export const KeepSessionContext = createContext<((session: Session) => void) | null>(null)
