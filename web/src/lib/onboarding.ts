import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type Schemas } from './api'

/**
 * The first-run flow's state (GET /api/onboarding, issue 18 §2). Shared because the flow's page
 * writes it and the dashboard shows 'Continuar configuração' until it is finished or skipped.
 */
const text = () => z.string().nullish().transform((value) => value ?? null)

export const onboardingAnswersSchema = z.object({
  first_name: text(),
  last_name: text(),
  partner_name: text(),
  wedding_date: text(),
  ceremony_time: text(),
  city: text(),
  venue: text(),
  ceremony_place: text(),
  guest_estimate: z.number().int().nullish().transform((value) => value ?? null),
  budget_total_cents: z.number().int().nullish().transform((value) => value ?? null),
}) satisfies z.ZodType<Schemas['OnboardingAnswersView']>

export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>

export const onboardingSchema = z.object({
  step: z.number().int(),
  steps: z.number().int(),
  done: z.boolean(),
  skipped: z.boolean(),
  done_at: z.string().nullable(),
  answers: onboardingAnswersSchema,
}) satisfies z.ZodType<Schemas['Onboarding']>

export type Onboarding = z.output<typeof onboardingSchema>

/** PUT /api/onboarding: answers left out (or null) keep what is stored. */
export type OnboardingSave = Conforms<
  {
    step: number
    answers?: Schemas['OnboardingAnswers']
    finish?: boolean
    skip?: boolean
  },
  Schemas['OnboardingInput']
>

export async function saveOnboarding(body: OnboardingSave): Promise<Onboarding> {
  return onboardingSchema.parse(await apiRequest('/api/onboarding', { method: 'PUT', body }))
}

export const onboardingQueryOptions = queryOptions({
  queryKey: ['onboarding'],
  queryFn: ({ signal }) => apiGet('/api/onboarding', (data) => onboardingSchema.parse(data), signal),
})

export function useOnboarding() {
  return useQuery(onboardingQueryOptions)
}
