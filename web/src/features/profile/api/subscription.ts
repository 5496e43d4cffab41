import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type OpenEnums, type Schemas } from '@/lib/api'
import { sessionQueryKey } from '@/lib/session'

/**
 * GET /api/subscription: the spec's check-user-plan answer plus what the manager shows. The plan
 * ids, the status and the provider stay open strings, so one a newer server adds still shows the
 * manager; limits are not read (the plan catalogue has them).
 */
export const subscriptionSchema = z.object({
  /** The plan whose limits apply now (essencial once a subscription ended). */
  current_plan: z.string(),
  /** The plan last paid for. */
  subscribed_plan: z.string(),
  subscription_status: z.string(),
  plan_expires_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Every gated feature, closed: a feature the server adds breaks the type-check here first. */
  features: z.object({
    digital_invitations: z.boolean(),
    pix_gifts: z.boolean(),
    honeymoon_planner: z.boolean(),
    calendar_integration: z.boolean(),
    whatsapp_support: z.boolean(),
    weather_alerts: z.boolean(),
    automatic_backup: z.boolean(),
  }),
  /** The count of each limit the server counts (members are counted by the members screen). */
  usage: z.object({ guests: z.number(), gallery_images: z.number(), storage_bytes: z.number() }),
  provider: z.string(),
  /** The operator's WhatsApp: sent only to plans with whatsapp_support, when configured. */
  support_whatsapp: z
    .object({ display: z.string().min(1), url: z.string().startsWith('https://wa.me/') })
    .nullish()
    .transform((value) => value ?? null),
  /** End of the free trial (trialing or trial_ended); null otherwise. */
  trial_ends_at: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** The trial ended without a plan: read-only until one is paid. */
  read_only: z.boolean().optional().default(false),
  /** The launch offer's discount the paid subscription is still charged with; null otherwise. */
  launch_discount: z
    .object({
      percent_off: z.number().int(),
      price_cents: z.number().int(),
      full_price_cents: z.number().int(),
      ends_at: z.string(),
    })
    .nullish()
    .transform((value) => value ?? null),
}) satisfies z.ZodType<
  OpenEnums<Omit<Schemas['Subscription'], 'limits'>, 'current_plan' | 'subscribed_plan' | 'subscription_status' | 'provider'>
>

export type Subscription = z.infer<typeof subscriptionSchema>

const subscriptionQueryKey = ['subscription'] as const

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: ({ signal }) => api.get('/api/subscription', (data) => subscriptionSchema.parse(data), signal),
  // A payment finishes in another tab: coming back to this one must show it, at once. Not stale at
  // once otherwise: the read warmRoute starts beside the shell's render (for /app/profile) is not
  // repeated when the page mounts a few seconds later.
  staleTime: 10_000,
  refetchOnWindowFocus: 'always',
  meta: { errorTitle: 'Erro ao carregar assinatura' },
})

export function useSubscription() {
  return useQuery(subscriptionQueryOptions)
}

/** Cancel (stop renewal at the period's end) or resume; refreshes the plan everywhere. */
export function useSetCancel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (cancel: boolean) =>
      api.post(cancel ? '/api/subscription/cancel' : '/api/subscription/resume', undefined, (data) =>
        subscriptionSchema.parse(data),
      ),
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}

const urlSchema = z.object({ url: z.string().min(1) }) satisfies z.ZodType<Schemas['ProviderRedirect']>

/** The provider's billing portal (the spec's customer-portal): a missing url is an error. */
export function usePortal() {
  return useMutation({
    mutationFn: () => api.post('/api/subscription/portal', undefined, (data) => urlSchema.parse(data)),
  })
}
