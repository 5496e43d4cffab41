import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest, api, type Schemas } from '@/lib/api'

/**
 * GET/PUT /api/notification-preferences: the signed-in member's own choice of which reminders
 * also reach them outside the app. Per category, a set of channels (only e-mail today; another
 * channel joins `channelsSchema` when the server offers it) and the daily digest.
 */
const channelsSchema = z.object({ email: z.boolean() }) satisfies z.ZodType<Schemas['NotificationChannels']>

export const notificationPreferencesSchema = z.object({
  categories: z.object({ tasks: channelsSchema, payments: channelsSchema, spending: channelsSchema }),
  digest: z.boolean(),
  digest_time: z.string(),
}) satisfies z.ZodType<Schemas['NotificationPreferences']>
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

export type NotificationCategory = keyof NotificationPreferences['categories']

/** The categories as the form lists them, with their pt-BR names and what each covers. */
export const notificationCategories: readonly { key: NotificationCategory; label: string; hint: string }[] = [
  { key: 'tasks', label: 'Tarefas', hint: 'Lembretes das tarefas do checklist, no horário escolhido na tarefa.' },
  { key: 'payments', label: 'Pagamentos', hint: 'Lembretes de pagamentos a fornecedores e avisos de pagamentos vencidos.' },
  { key: 'spending', label: 'Gastos', hint: 'Alerta quando um limite de gastos chega a 100%.' },
]

/** The form's values: one e-mail switch per category, and the digest. */
export const notificationFormSchema = z.object({
  tasks: z.boolean(),
  payments: z.boolean(),
  spending: z.boolean(),
  digest: z.boolean(),
})
export type NotificationFormValues = z.infer<typeof notificationFormSchema>

export function preferencesToForm(p: NotificationPreferences): NotificationFormValues {
  return {
    tasks: p.categories.tasks.email,
    payments: p.categories.payments.email,
    spending: p.categories.spending.email,
    digest: p.digest,
  }
}

export function formToPreferences(v: NotificationFormValues): Schemas['NotificationPreferencesInput'] {
  return {
    categories: { tasks: { email: v.tasks }, payments: { email: v.payments }, spending: { email: v.spending } },
    digest: v.digest,
  }
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ['notification-preferences'] as const,
  queryFn: ({ signal }) =>
    api.get('/api/notification-preferences', (data) => notificationPreferencesSchema.parse(data), signal),
})

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions)
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: NotificationFormValues) =>
      notificationPreferencesSchema.parse(
        await apiRequest('/api/notification-preferences', { method: 'PUT', body: formToPreferences(values) }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, saved),
  })
}
