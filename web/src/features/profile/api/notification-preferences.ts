import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest, api, type Conforms, type Schemas } from '@/lib/api'

/**
 * GET/PUT /api/notification-preferences: the signed-in member's own choice of which reminders
 * also reach them outside the app. Per category, a set of channels (e-mail and Web Push, both on
 * by default), the daily digest and the quiet hours (no push from 22h to 8h, São Paulo time).
 */
const channelsSchema = z.object({ email: z.boolean(), push: z.boolean() }) satisfies z.ZodType<Schemas['NotificationChannels']>

export const notificationPreferencesSchema = z.object({
  categories: z.object({ tasks: channelsSchema, payments: channelsSchema, spending: channelsSchema }),
  digest: z.boolean(),
  digest_time: z.string(),
  quiet_hours: z.boolean(),
}) satisfies z.ZodType<Schemas['NotificationPreferences']>
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>
/** What PUT takes: the whole document but the digest's time, which the server sets. */
export type NotificationPreferencesInput = Conforms<Omit<NotificationPreferences, 'digest_time'>, Schemas['NotificationPreferencesInput']>

export type NotificationCategory = keyof NotificationPreferences['categories']
export type NotificationChannel = keyof NotificationPreferences['categories'][NotificationCategory]

/** The categories as the form lists them, with their pt-BR names and what each covers. */
export const notificationCategories: readonly { key: NotificationCategory; label: string; hint: string }[] = [
  { key: 'tasks', label: 'Tarefas', hint: 'Lembretes das tarefas do checklist, no horário escolhido na tarefa.' },
  { key: 'payments', label: 'Pagamentos', hint: 'Lembretes de pagamentos a fornecedores e avisos de pagamentos vencidos.' },
  { key: 'spending', label: 'Gastos', hint: 'Alerta quando um limite de gastos chega a 100%.' },
]

/** The channels as the form's columns, with the words that name each switch. */
export const notificationChannels: readonly { key: NotificationChannel; label: string; switchLabel: string }[] = [
  { key: 'email', label: 'E-mail', switchLabel: 'por e-mail' },
  { key: 'push', label: 'Push', switchLabel: 'por notificação push' },
]

const categoryFormSchema = z.object({ email: z.boolean(), push: z.boolean() })

/** The form's values: an e-mail and a push switch per category, the digest and the quiet hours. */
export const notificationFormSchema = z.object({
  tasks: categoryFormSchema,
  payments: categoryFormSchema,
  spending: categoryFormSchema,
  digest: z.boolean(),
  quiet_hours: z.boolean(),
})
export type NotificationFormValues = z.infer<typeof notificationFormSchema>

export function preferencesToForm(p: NotificationPreferences): NotificationFormValues {
  return {
    tasks: { ...p.categories.tasks },
    payments: { ...p.categories.payments },
    spending: { ...p.categories.spending },
    digest: p.digest,
    quiet_hours: p.quiet_hours,
  }
}

export function formToPreferences(v: NotificationFormValues): NotificationPreferencesInput {
  return {
    categories: { tasks: { ...v.tasks }, payments: { ...v.payments }, spending: { ...v.spending } },
    digest: v.digest,
    quiet_hours: v.quiet_hours,
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
