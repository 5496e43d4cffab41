import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, type Conforms, type RequestBody, type Schemas } from '@/lib/api'

export const checklistStatuses = ['pendente', 'concluido'] as const
export type ChecklistStatus = (typeof checklistStatuses)[number]

export const priorities = ['baixa', 'media', 'alta'] as const
export type Priority = (typeof priorities)[number]

export const priorityLabels: Record<Priority, string> = { baixa: 'Baixa', media: 'Média', alta: 'Alta' }

/** A checklist task as the API returns it. */
export const checklistItemSchema = z.object({
  id: z.string(),
  tarefa: z.string(),
  status: z.enum(checklistStatuses),
  prioridade: z.enum(priorities),
  prazo: z.string().nullable(),
  horario_lembrete: z.string().nullable(),
  notas: z.string().nullable().default(null),
  /** Why the app ticked this suggested task itself ('Concluída automaticamente: …'), or null. */
  conclusao_automatica: z.string().nullable().default(null),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['ChecklistItem']>
export type ChecklistItem = z.output<typeof checklistItemSchema>

/** What PATCH /api/checklist/{id} takes from the task editor: every editable field. */
export type ChecklistEditPayload = Conforms<ChecklistPayload & { notas: string | null }, RequestBody<'/api/checklist/{id}', 'patch'>>

const listSchema = z.object({ items: z.array(checklistItemSchema) }) satisfies z.ZodType<Schemas['ChecklistList']>
const suggestedSchema = z.object({ added: z.number().int(), items: z.array(checklistItemSchema) }) satisfies z.ZodType<Schemas['SuggestedChecklist']>

/** What POST /api/checklist takes. */
export type ChecklistPayload = Conforms<
  {
    tarefa: string
    prioridade: Priority
    prazo: string | null
    horario_lembrete: string | null
  },
  RequestBody<'/api/checklist', 'post'>
>

/** The code the server answers when suggested tasks are asked for without a wedding date. */
export const WEDDING_DATE_REQUIRED = 'wedding_date_required'

/**
 * The one definition of the checklist query. Its key is a plain string on purpose: the ceremony
 * screen invalidates it after creating a ceremony (which adds tasks) without importing this feature.
 */
export const checklistQueryOptions = queryOptions({
  queryKey: ['checklist'],
  queryFn: async ({ signal }) => (await apiGet('/api/checklist', (d) => listSchema.parse(d), signal)).items,
  meta: { errorTitle: 'Erro ao carregar checklist', errorDescription: 'Não foi possível carregar os itens' },
})

export function useChecklist() {
  return useQuery(checklistQueryOptions)
}

const parseItem = (data: unknown) => checklistItemSchema.parse(data)
const itemPath = (id: string) => `/api/checklist/${encodeURIComponent(id)}`

export function useAddChecklistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (payload: ChecklistPayload) => api.post('/api/checklist', payload, parseItem),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistQueryOptions.queryKey }),
  })
}

/** The checkbox: flips the task at once and rolls back if the server refuses. */
export function useSetChecklistStatus() {
  const queryClient = useQueryClient()
  const { queryKey } = checklistQueryOptions
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ChecklistStatus }) => api.patch(itemPath(id), { status }, parseItem),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (items) => items?.map((it) => (it.id === id ? { ...it, status } : it)))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

/** The task editor's save: the whole editable part of the task. */
export function useUpdateChecklistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: ChecklistEditPayload }) => api.patch(itemPath(id), payload, parseItem),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistQueryOptions.queryKey }),
  })
}

/** Delete: the row goes at once and comes back if the server refuses. */
export function useDeleteChecklistItem() {
  const queryClient = useQueryClient()
  const { queryKey } = checklistQueryOptions
  return useMutation({
    mutationFn: (id: string) => api.send(itemPath(id), 'DELETE'),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (items) => items?.filter((it) => it.id !== id))
      return { previous }
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

/** The toast's 'Desfazer': the server puts the deleted task back exactly as it was. */
export function useRestoreChecklistItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`${itemPath(id)}/restore`, undefined, parseItem),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistQueryOptions.queryKey }),
  })
}

export function useGenerateSuggestedTasks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/checklist/suggested', undefined, (d) => suggestedSchema.parse(d)),
    onSuccess: (body) => queryClient.setQueryData(checklistQueryOptions.queryKey, body.items),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checklistQueryOptions.queryKey }),
  })
}
