import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'

export const categoryStatuses = ['pendente', 'em_andamento', 'concluido'] as const
export type CategoryStatus = (typeof categoryStatuses)[number]

export const categoryStatusLabels: Record<CategoryStatus, string> = {
  pendente: 'Pendente',
  em_andamento: 'Em andamento',
  concluido: 'Concluído',
}

export function isCategoryStatus(value: string): value is CategoryStatus {
  return (categoryStatuses as readonly string[]).includes(value)
}

const categorySchema = z.object({
  nome: z.string(),
  percent_tenths: z.number().int(),
  /** A fixed allocation instead of a percentage: the honeymoon plan's 'Lua de Mel'. */
  fixed_cents: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  allocated_cents: z.number().int(),
  spent_cents: z.number().int(),
  status: z.enum(categoryStatuses),
})

/** GET/PUT /api/budget: money in centavos, percentages in tenths (255 = 25,5 %). */
export const budgetSchema = z.object({
  total_cents: z.number().int(),
  spent_cents: z.number().int(),
  categories: z.array(categorySchema),
  /** null until the couple saves a budget (the categories are then the defaults). */
  updated_at: z.string().nullable(),
  /** Counts the saves (0 before the first); a save sends back the one it was edited from. */
  version: z.number().int(),
}) satisfies z.ZodType<Schemas['Budget']>

export type Budget = z.infer<typeof budgetSchema>

export type BudgetPayload = Conforms<
  {
    total_cents: number
    /** The version the draft was edited from; a stale one is answered 409 `conflict`. */
    version?: number
    categories: {
      nome: string
      percent_tenths: number
      fixed_cents: number | null
      spent_cents: number
      status: CategoryStatus
    }[]
  },
  Schemas['BudgetInput']
>

export async function getBudget(signal?: AbortSignal): Promise<Budget> {
  return apiGet('/api/budget', (data) => budgetSchema.parse(data), signal)
}

export const budgetQueryOptions = queryOptions({
  queryKey: ['budget'],
  queryFn: ({ signal }) => getBudget(signal),
  meta: { errorTitle: 'Erro ao carregar orçamento' },
})

export function useBudget() {
  return useQuery(budgetQueryOptions)
}

export async function saveBudget(payload: BudgetPayload): Promise<Budget> {
  return budgetSchema.parse(await apiRequest('/api/budget', { method: 'PUT', body: payload }))
}

/** Saves the whole budget (one per wedding) and keeps the cache in step with the answer. */
export function useSaveBudget() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBudget,
    onSuccess: (saved) => queryClient.setQueryData(budgetQueryOptions.queryKey, saved),
  })
}
