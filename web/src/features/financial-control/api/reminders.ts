import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, apiRequest, type Conforms, type Schemas } from '@/lib/api'
import { pixKeyTypes } from '@/lib/pix-key'

export const reminderStatuses = ['pending', 'paid', 'overdue', 'ignored'] as const
export type ReminderStatus = (typeof reminderStatuses)[number]

/** The statuses the panel's form may choose (part 2 §4); 'ignored' comes only from the events screen. */
export const formReminderStatuses = ['pending', 'paid', 'overdue'] as const satisfies readonly ReminderStatus[]

export const reminderStatusLabels: Record<ReminderStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  overdue: 'Vencido',
  ignored: 'Ignorado',
}

/** The supplier's PIX key stored on a reminder (normalised by the server). */
export const supplierPixSchema = z.object({
  tipo_chave: z.enum(pixKeyTypes),
  chave_pix: z.string(),
  nome_beneficiario: z.string(),
}) satisfies z.ZodType<Schemas['SupplierPixKey']>
export type SupplierPix = z.output<typeof supplierPixSchema>

/** A reminder as GET /api/payment-reminders returns it: days_left and urgent are the server's (São Paulo "today"). */
export const reminderSchema = z.object({
  id: z.string(),
  supplier_name: z.string(),
  amount_cents: z.number().int(),
  due_date: z.string(),
  status: z.enum(reminderStatuses),
  notes: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  notification_times: z.array(z.string()),
  pix: supplierPixSchema.nullish().transform((value) => value ?? null),
  /** The contract whose sinal or parcela this is; null for a reminder of its own. */
  contract_id: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  days_left: z.number().int(),
  urgent: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['PaymentReminder']>
export type Reminder = z.output<typeof reminderSchema>

export const reminderSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  paid: z.number().int(),
  overdue: z.number().int(),
  ignored: z.number().int(),
  upcoming: z.number().int(),
  pending_cents: z.number().int(),
  paid_cents: z.number().int(),
  overdue_cents: z.number().int(),
}) satisfies z.ZodType<Schemas['PaymentReminderSummary']>
export type ReminderSummary = z.output<typeof reminderSummarySchema>

const reminderListSchema = z.object({ reminders: z.array(reminderSchema), summary: reminderSummarySchema }) satisfies z.ZodType<
  Schemas['PaymentReminderList']
>
export type ReminderList = z.output<typeof reminderListSchema>

export type ReminderPayload = Conforms<
  {
    supplier_name: string
    amount_cents: number
    due_date: string
    status: ReminderStatus
    notes: string | null
    notification_times: string[]
    /** Absent keeps the stored key (the events screen's form does not show it); null removes it. */
    pix?: SupplierPix | null
  },
  Schemas['PaymentReminderInput']
>

export const remindersQueryOptions = queryOptions({
  queryKey: ['payment-reminders'],
  queryFn: ({ signal }) => apiGet('/api/payment-reminders', (data) => reminderListSchema.parse(data), signal),
  meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível carregar os lembretes.' },
})

export function useReminders() {
  return useQuery(remindersQueryOptions)
}

const parseReminder = (data: unknown): Reminder => reminderSchema.parse(data)

export function createReminder(payload: ReminderPayload): Promise<Reminder> {
  return api.post('/api/payment-reminders', payload, parseReminder)
}

export async function updateReminder({ id, ...payload }: { id: string } & ReminderPayload): Promise<Reminder> {
  return parseReminder(await apiRequest(`/api/payment-reminders/${encodeURIComponent(id)}`, { method: 'PUT', body: payload }))
}

export function setReminderStatus({ id, status }: { id: string; status: 'paid' | 'ignored' }): Promise<Reminder> {
  return api.post(`/api/payment-reminders/${encodeURIComponent(id)}/status`, { status }, parseReminder)
}

export function deleteReminder(id: string): Promise<void> {
  return api.send(`/api/payment-reminders/${encodeURIComponent(id)}`, 'DELETE')
}

/** 'Pagar com PIX': the BR Code the server builds with the reminder's amount. */
export const reminderPixSchema = z.object({
  payload: z.string(),
  txid: z.string(),
  amount_cents: z.number().int(),
  nome_beneficiario: z.string(),
  qr_png: z.string().startsWith('data:image/png;base64,'),
}) satisfies z.ZodType<Schemas['PaymentReminderPix']>
export type ReminderPix = z.output<typeof reminderPixSchema>

export function reminderPixQueryOptions(id: string) {
  return queryOptions({
    // Under the list's key, so any change to the reminders refetches an open code.
    queryKey: [...remindersQueryOptions.queryKey, id, 'pix'],
    queryFn: ({ signal }) =>
      apiGet(`/api/payment-reminders/${encodeURIComponent(id)}/pix`, (data) => reminderPixSchema.parse(data), signal),
    meta: { errorTitle: 'Erro', errorDescription: 'Não foi possível gerar o código PIX.' },
  })
}

function useReminderMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // A contract's instalment paid or unpaid moves its budget category and the contract's count.
    onSettled: () =>
      Promise.all(
        [remindersQueryOptions.queryKey, ['contracts'], ['budget'], ['spending-limits']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

export const useCreateReminder = () => useReminderMutation(createReminder)
export const useUpdateReminder = () => useReminderMutation(updateReminder)
export const useSetReminderStatus = () => useReminderMutation(setReminderStatus)
export const useDeleteReminder = () => useReminderMutation(deleteReminder)
