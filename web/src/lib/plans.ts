import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import type { Replace, Schemas } from '@/lib/api'
import { apiGet } from './api'
import { createResource, type ResourceState } from './resource'

/**
 * The plan catalogue (GET /api/plans, public): the one source of plan names,
 * prices, features and limits for every screen. Ids are kept as strings so a
 * plan added on the server does not break the parse of the others.
 */
/** A list the Go server may send as null (a nil slice). */
const list = () => z.pipe(z.nullish(z.array(z.string())), z.transform((value: string[] | null | undefined) => value ?? []))

/** An optional limit: a number, or null when the server sends none. */
const limit = () => z.nullish(z.int())

/** The catalogue's plan ids (internal/plan), as the contract lists them. */
export const planIds = ['essencial', 'premium', 'luxo'] as const satisfies readonly Schemas['Plan']['id'][]
export type PlanId = (typeof planIds)[number]

const limitsSchema = z.partial(
  z.object({
    guests: limit(),
    gallery_images: limit(),
    storage_bytes: limit(),
    /** People in the wedding's planning (owner, partner, cerimonialistas), invitations included. */
    members: limit(),
  }),
)

/**
 * gated_features stay open strings: a feature a newer server gates must not fail the catalogue.
 * zod/mini (issue 16): the landing's own entry parses the catalogue without classic zod's weight.
 */
export const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  price_cents: z.int().check(z.nonnegative()),
  period: z.pipe(z.nullish(z.string()), z.transform((value: string | null | undefined) => value || '/mês')),
  description: z.pipe(z.nullish(z.string()), z.transform((value: string | null | undefined) => value ?? '')),
  features: list(),
  is_popular: z.pipe(z.nullish(z.boolean()), z.transform((value: boolean | null | undefined) => value ?? false)),
  limits: z.pipe(
    z.nullish(limitsSchema),
    z.transform((value: z.output<typeof limitsSchema> | null | undefined) => ({
      guests: value?.guests ?? null,
      gallery_images: value?.gallery_images ?? null,
      storage_bytes: value?.storage_bytes ?? null,
      members: value?.members ?? null,
    })),
  ),
  gated_features: list(),
}) satisfies z.ZodMiniType<Replace<Schemas['Plan'], { gated_features: string[] }>>

export type Plan = z.output<typeof planSchema>

export const planListSchema = z.object({ plans: z.array(planSchema) }) satisfies z.ZodMiniType<
  Replace<Schemas['PlanList'], { plans: Plan[] }>
>

/** The plans in upgrade order. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const body = await apiGet('/api/plans', (data) => planListSchema.parse(data), signal)
  return body.plans
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => getPlans(signal),
  // The catalogue changes only with a deploy.
  staleTime: 10 * 60 * 1000,
})

export function usePlans() {
  return useQuery(plansQueryOptions)
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
