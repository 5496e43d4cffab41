import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { z } from 'zod'
import { apiGet, isApiError, type OpenEnums, type Replace, type Schemas } from '@/lib/api'

/** The dashboard refreshes every 30 seconds (part 1 §4, §9). */
export const DASHBOARD_REFRESH_MS = 30_000

const priorities = ['alta', 'media', 'baixa'] as const
export type Priority = (typeof priorities)[number]

const milestoneKeys = ['civil', 'religioso', 'festa', 'lua_de_mel'] as const
export type MilestoneKey = (typeof milestoneKeys)[number]

/**
 * A smart tip. Its key stays an open string: it only tells the tips apart, so a tip a newer
 * server adds still shows.
 */
const tipSchema = z.object({ key: z.string(), title: z.string(), message: z.string() }) satisfies z.ZodType<
  OpenEnums<Schemas['Dashboard']['tips'][number], 'key'>
>

/** GET /api/dashboard: the whole summary, computed on the server (money in centavos, dates YYYY-MM-DD). */
export const dashboardSchema = z.object({
  today: z.string(),
  profile: z.object({
    first_name: z.string().nullable(),
    partner_name: z.string().nullable(),
    wedding_date: z.string().nullable(),
    civil_ceremony_date: z.string().nullable(),
    religious_ceremony_date: z.string().nullable(),
    wedding_location: z.string().nullable(),
    // The first-run flow's answers (issue 18 §2).
    ceremony_time: z.string().nullable(),
    city: z.string().nullable(),
    ceremony_place: z.string().nullable(),
    guest_estimate: z.number().int().nullable(),
  }),
  /** Calendar days until the wedding date; null without a date, negative once it has passed. */
  days_left: z.number().int().nullable(),
  total_tasks: z.number().int(),
  completed_tasks: z.number().int(),
  total_guests: z.number().int(),
  total_people: z.number().int(),
  confirmed_guests: z.number().int(),
  confirmed_people: z.number().int(),
  budget_total_cents: z.number().int(),
  budget_spent_cents: z.number().int(),
  financial_data: z.array(
    z.object({
      category: z.string(),
      allocated_cents: z.number().int(),
      spent_cents: z.number().int(),
      /** spent ÷ allocated in tenths of a percent; may pass 1000. */
      spent_tenths: z.number().int(),
    }),
  ),
  /** At most 5 pending tasks, already sorted alta, media, baixa. */
  priority_tasks: z.array(
    z.object({ id: z.string(), tarefa: z.string(), prioridade: z.enum(priorities), prazo: z.string().nullable() }),
  ),
  /** Supplier payments not paid or ignored, their sum, the overdue ones, and the one due first. */
  pending_payments: z.number().int(),
  pending_payments_cents: z.number().int(),
  overdue_payments: z.number().int(),
  next_payment: z
    .object({ supplier_name: z.string(), amount_cents: z.number().int(), due_date: z.string(), overdue: z.boolean() })
    .nullable(),
  /** Pending tasks due within the next 30 days. */
  upcoming_deadlines: z.number().int(),
  timeline: z.array(
    z.object({
      key: z.enum(milestoneKeys),
      label: z.string(),
      /** null: the couple has not set it yet; the card invites them to ('Definir a data'). */
      date: z.string().nullable(),
      days_until: z.number().int().nullable(),
      detail: z.string().optional(),
    }),
  ),
  tips: z.array(tipSchema),
}) satisfies z.ZodType<Replace<Schemas['Dashboard'], { tips: z.output<typeof tipSchema>[] }>>

export type Dashboard = z.infer<typeof dashboardSchema>

export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiGet('/api/dashboard', (data) => dashboardSchema.parse(data), signal)
}

/**
 * The dashboard query. No errorTitle: a load failure is only logged (part 1 §8). Other screens
 * change what it counts: every write's realtime hint marks it stale, and coming back to /app
 * after 10 s refetches it at once besides (the server answers from a per-wedding cache while
 * nothing changed). Not 0: the read warmRoute starts beside the shell's render is not repeated
 * when the page mounts a few seconds later.
 */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
  staleTime: 10_000,
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchOnWindowFocus: true,
})

export function useDashboard() {
  const query = useQuery(dashboardQueryOptions)
  const { error } = query
  useEffect(() => {
    // An expired session is handled by the query client (back to /auth); anything else is logged only.
    if (error && !(isApiError(error) && error.status === 401)) console.error('Erro ao carregar dashboard', error)
  }, [error])
  return query
}
