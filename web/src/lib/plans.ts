import type { Replace, Schemas } from '@/lib/api'
import { apiGet } from './api'
import { createResource, type ResourceState } from './resource'
import { array, boolean, type Fits, int, nullish, record, ShapeError, string } from './shape'

/**
 * The plan catalogue (GET /api/plans, public): the one source of plan names,
 * prices, features and limits for every screen. Ids are kept as strings so a
 * plan added on the server does not break the parse of the others.
 */

/** The catalogue's plan ids (internal/plan), as the contract lists them. */
export const planIds = ['essencial', 'premium', 'luxo'] as const satisfies readonly Schemas['Plan']['id'][]
export type PlanId = (typeof planIds)[number]

/**
 * A plan as the screens read it: gated_features stay open strings (a feature a newer server gates
 * must not fail the catalogue); the fields the Go server may send as null are filled in.
 */
export type Plan = Fits<
  {
    id: PlanId
    name: string
    price_cents: number
    period: string
    description: string
    features: string[]
    is_popular: boolean
    limits: { guests: number | null; gallery_images: number | null; storage_bytes: number | null; members: number | null }
    gated_features: string[]
  },
  Replace<Schemas['Plan'], { gated_features: string[] }>
>

/** A list the Go server may send as null (a nil slice). */
function list(value: unknown, path: string): string[] {
  return nullish(value, (v) => array(v, path).map((item, i) => string(item, `${path}[${i}]`))) ?? []
}

/** An optional limit: a number, or null when the server sends none. */
function limit(value: unknown, path: string): number | null {
  return nullish(value, (v) => int(v, path)) ?? null
}

function planId(value: unknown, path: string): PlanId {
  const id = planIds.find((known) => known === value)
  if (!id) throw new ShapeError(path, `one of ${planIds.join(', ')}`)
  return id
}

/**
 * One plan of GET /api/plans, checked by hand (issue 16: the landing's and /payment's entries load
 * no zod); a bad shape throws, and the read fails as a schema's parse would make it fail.
 */
export function parsePlan(value: unknown, path = 'plan'): Plan {
  const plan = record(value, path)
  const limits = nullish(plan.limits, (v) => record(v, `${path}.limits`))
  return {
    id: planId(plan.id, `${path}.id`),
    name: string(plan.name, `${path}.name`),
    price_cents: int(plan.price_cents, `${path}.price_cents`, 0),
    period: nullish(plan.period, (v) => string(v, `${path}.period`)) || '/mês',
    description: nullish(plan.description, (v) => string(v, `${path}.description`)) ?? '',
    features: list(plan.features, `${path}.features`),
    is_popular: nullish(plan.is_popular, (v) => boolean(v, `${path}.is_popular`)) ?? false,
    limits: {
      guests: limit(limits?.guests, `${path}.limits.guests`),
      gallery_images: limit(limits?.gallery_images, `${path}.limits.gallery_images`),
      storage_bytes: limit(limits?.storage_bytes, `${path}.limits.storage_bytes`),
      /** People in the wedding's planning (owner, partner, cerimonialistas), invitations included. */
      members: limit(limits?.members, `${path}.limits.members`),
    },
    gated_features: list(plan.gated_features, `${path}.gated_features`),
  }
}

/** The body of GET /api/plans. */
export function parsePlanList(value: unknown): Fits<{ plans: Plan[] }, Replace<Schemas['PlanList'], { plans: Plan[] }>> {
  const body = record(value, '')
  return { plans: array(body.plans, 'plans').map((plan, i) => parsePlan(plan, `plans[${i}]`)) }
}

/** The plans in upgrade order. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiGet('/api/plans', parsePlanList, signal)
  return body.plans
}

/** The catalogue for the public pages' own entries (the landing, /payment: no query library, issue 16). */
export const publicPlansResource = createResource(() => getPlans())

export function usePublicPlans(): ResourceState<Plan[]> {
  return publicPlansResource.use()
}

export function findPlan(plans: readonly Plan[], id: string | null | undefined): Plan | undefined {
  if (!id) return undefined
  return plans.find((plan) => plan.id === id)
}

/**
 * The plan that has a gated feature: the cheapest plan whose gates include it (never the
 * couple's own plan). Undefined when no plan sells it.
 */
export function planWithFeature(plans: readonly Plan[], feature: string): Plan | undefined {
  let best: Plan | undefined
  for (const plan of plans) {
    if (plan.gated_features.includes(feature) && (!best || plan.price_cents < best.price_cents)) best = plan
  }
  return best
}

/** 'Disponível no plano Luxo': what a gated card and a locked menu entry say. */
export function availableOnText(plan: Pick<Plan, 'name'>): string {
  return `Disponível no plano ${plan.name}`
}

/** localStorage key of the e-mail typed in the plan picker (spec part 1 §2), read by /payment. */
export const CHECKOUT_EMAIL_KEY = 'checkout_email'

/** Storage can throw (private modes, quota, disabled cookies): never let that break the flow. */
export function saveCheckoutEmail(email: string): void {
  try {
    window.localStorage.setItem(CHECKOUT_EMAIL_KEY, email)
  } catch (error) {
    console.error('Não foi possível guardar o e-mail do checkout', error)
  }
}

export function readCheckoutEmail(): string {
  try {
    return window.localStorage.getItem(CHECKOUT_EMAIL_KEY) ?? ''
  } catch {
    return ''
  }
}
