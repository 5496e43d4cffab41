import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { Replace, Schemas } from '@/lib/api'
import { apiGet } from './api'

/**
 * The plan catalogue (GET /api/plans, public): the one source of plan names,
 * prices, features and limits for every screen. Ids are kept as strings so a
 * plan added on the server does not break the parse of the others.
 */
/** A list the Go server may send as null (a nil slice). */
const list = () =>
  z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? [])

/** The catalogue's plan ids (internal/plan), as the contract lists them. */
export const planIds = ['essencial', 'premium', 'luxo'] as const satisfies readonly Schemas['Plan']['id'][]
export type PlanId = (typeof planIds)[number]

/** gated_features stay open strings: a feature a newer server gates must not fail the catalogue. */
export const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  price_cents: z.number().int().nonnegative(),
  period: z
    .string()
    .nullish()
    .transform((value) => value || '/mês'),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  features: list(),
  is_popular: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  limits: z
    .object({
      guests: z.number().int().nullish(),
      gallery_images: z.number().int().nullish(),
      storage_bytes: z.number().int().nullish(),
      /** People in the wedding's planning (owner, partner, cerimonialistas), invitations included. */
      members: z.number().int().nullish(),
    })
    .partial()
    .nullish()
    .transform((value) => ({
      guests: value?.guests ?? null,
      gallery_images: value?.gallery_images ?? null,
      storage_bytes: value?.storage_bytes ?? null,
      members: value?.members ?? null,
    })),
  gated_features: list(),
}) satisfies z.ZodType<Replace<Schemas['Plan'], { gated_features: string[] }>>

export type Plan = z.output<typeof planSchema>

export const planListSchema = z.object({ plans: z.array(planSchema) }) satisfies z.ZodType<
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
