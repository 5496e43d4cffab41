import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'
import { expenseCategories } from '../utils/trip-form'

export const HONEYMOON_FEATURE = 'honeymoon_planner'

const expenseSchema = z.object({
  category: z.enum(expenseCategories),
  estimated_cents: z.number().int(),
  actual_cents: z.number().int(),
}) satisfies z.ZodType<Schemas['HoneymoonExpense']>

const tripSchema = z.object({
  id: z.string(),
  destino: z.string(),
  orcamento_cents: z.number().int().nullable(),
  data_inicio: z.string().nullable(),
  data_fim: z.string().nullable(),
  preferencias: z.array(z.string()),
  observacoes: z.string().nullable(),
  expenses: z.array(expenseSchema),
  estimated_total_cents: z.number().int(),
  actual_total_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Counts the saves; a save sends back the one the form was built from (409 `conflict` when stale). */
  version: z.number().int(),
})

/** GET/PUT /api/honeymoon: the wedding's one trip (null before the first save). */
export const honeymoonSchema = z.object({
  trip: tripSchema.nullable(),
  /** False until the couple saves a budget: the 'Lua de Mel' category needs a budget total. */
  has_budget: z.boolean(),
  budget_sync: z.enum(['synced', 'no_budget', 'failed']).optional(),
}) satisfies z.ZodType<Schemas['HoneymoonResponse']>

export type Honeymoon = z.infer<typeof honeymoonSchema>
export type Trip = z.infer<typeof tripSchema>
export type Expense = z.infer<typeof expenseSchema>

export type HoneymoonPayload = Conforms<
  {
    destino: string
    orcamento_cents: number | null
    data_inicio: string | null
    data_fim: string | null
    preferencias: Schemas['HoneymoonInput']['preferencias']
    observacoes: string | null
    expenses: Expense[]
    /** The trip's version the form was built from (0 before the first save). */
    version?: number
  },
  Schemas['HoneymoonInput']
>

export const honeymoonQueryOptions = queryOptions({
  queryKey: ['honeymoon'],
  queryFn: ({ signal }) => apiGet('/api/honeymoon', (data) => honeymoonSchema.parse(data), signal),
  // No errorTitle: a load failure is only logged (part 2 §8).
})

export function useHoneymoon(enabled: boolean) {
  return useQuery({ ...honeymoonQueryOptions, enabled })
}

export async function saveHoneymoon(payload: HoneymoonPayload): Promise<Honeymoon> {
  return honeymoonSchema.parse(await apiRequest('/api/honeymoon', { method: 'PUT', body: payload }))
}

/** Saves the plan; the budget and the dashboard changed with it (the 'Lua de Mel' sync). */
export function useSaveHoneymoon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveHoneymoon,
    onSuccess: async (saved) => {
      queryClient.setQueryData(honeymoonQueryOptions.queryKey, saved)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['budget'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ])
    },
  })
}
