import { queryOptions, useQuery } from '@tanstack/react-query'
import { useInvalidatingMutation } from '@/lib/query'
import { z } from 'zod'
import { api, apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'

export const spendingLevels = ['safe', 'caution', 'warning', 'danger'] as const
export type SpendingLevel = (typeof spendingLevels)[number]

/** A limit as GET /api/spending-limits returns it: percent, level and benchmark are the server's. */
export const limitSchema = z.object({
  id: z.string(),
  category: z.string(),
  limit_cents: z.number().int(),
  current_cents: z.number().int(),
  is_active: z.boolean(),
  /** The budget category whose spent value is current_cents (issue 15); null for a typed spend. */
  budget_category: z.string().nullable(),
  percent_tenths: z.number().int(),
  level: z.enum(spendingLevels),
  benchmark: z
    .object({ min_cents: z.number().int(), max_cents: z.number().int(), average_cents: z.number().int() })
    .nullable(),
  above_benchmark: z.boolean(),
  critical: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['SpendingLimit']>
export type SpendingLimit = z.output<typeof limitSchema>

const summarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  critical: z.number().int(),
  /** Sum of the active limits, and of their spend. */
  budget_cents: z.number().int(),
  spent_cents: z.number().int(),
  /** The budget's total (the Orçamento page's): 'Orçamento Total'. */
  budget_total_cents: z.number().int(),
}) satisfies z.ZodType<Schemas['SpendingSummary']>
export type SpendingSummary = z.output<typeof summarySchema>

const limitListSchema = z.object({ limits: z.array(limitSchema), summary: summarySchema, categories: z.array(z.string()) }) satisfies z.ZodType<Schemas['SpendingLimitList']>
export type SpendingList = z.output<typeof limitListSchema>

export type LimitPayload = Conforms<
  {
    category: string
    limit_cents: number
    current_cents: number
    is_active: boolean
    budget_category: string | null
  },
  Schemas['SpendingLimitInput']
>

/** The budget's categories a limit can follow, with their spent values (GET /api/budget): only what the form reads. */
const budgetCategoriesSchema = z.object({
  categories: z.array(z.object({ nome: z.string(), spent_cents: z.number().int() })),
}) satisfies z.ZodType<{ categories: Pick<Schemas['Budget']['categories'][number], 'nome' | 'spent_cents'>[] }>
export type BudgetCategoryOption = z.output<typeof budgetCategoriesSchema>['categories'][number]

export const budgetCategoriesQueryOptions = queryOptions({
  // Under the budget's key, so every save of the budget (and its realtime event) refreshes it.
  queryKey: ['budget', 'categories-for-limits'],
  queryFn: ({ signal }) => apiGet('/api/budget', (data) => budgetCategoriesSchema.parse(data).categories, signal),
})

export function useBudgetCategories() {
  return useQuery(budgetCategoriesQueryOptions)
}

export const limitsQueryOptions = queryOptions({
  queryKey: ['spending-limits'],
  queryFn: ({ signal }) => apiGet('/api/spending-limits', (data) => limitListSchema.parse(data), signal),
  meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível carregar os limites de gastos.' },
})

export function useLimits() {
  return useQuery(limitsQueryOptions)
}

const parseLimit = (data: unknown): SpendingLimit => limitSchema.parse(data)

export function createLimit(payload: LimitPayload): Promise<SpendingLimit> {
  return api.post('/api/spending-limits', payload, parseLimit)
}

export async function updateLimit({ id, ...payload }: { id: string } & LimitPayload): Promise<SpendingLimit> {
  return parseLimit(await apiRequest(`/api/spending-limits/${encodeURIComponent(id)}`, { method: 'PUT', body: payload }))
}

export function deleteLimit(id: string): Promise<void> {
  return api.send(`/api/spending-limits/${encodeURIComponent(id)}`, 'DELETE')
}

export const useCreateLimit = () => useInvalidatingMutation(limitsQueryOptions.queryKey, createLimit)
export const useUpdateLimit = () => useInvalidatingMutation(limitsQueryOptions.queryKey, updateLimit)
export const useDeleteLimit = () => useInvalidatingMutation(limitsQueryOptions.queryKey, deleteLimit)
