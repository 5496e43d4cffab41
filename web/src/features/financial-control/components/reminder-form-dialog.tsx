import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
import { TextField } from '@/components/text-field'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api'
import { INVALID_BR_DATE, isoToBr } from '@/lib/calendar-date'
import { reminderFormSchema, type ReminderFormInput } from '../api/forms'
import {
  formReminderStatuses,
  reminderStatusLabels,
  useCreateReminder,
  useUpdateReminder,
  type Reminder,
  type ReminderPayload,
  type ReminderStatus,
} from '../api/reminders'
import { centsToInput } from '@/lib/format'
import { invalidPixKeyMessage, pixKeyPlaceholders, pixKeyTypeOptions, pixKeyTypes, type PixKeyType } from '@/lib/pix-key'
import { NotificationTimesField } from './notification-times-field'
import { FormDialog, FormDialogFooter } from './shared'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; reminder: Reminder | null }

/**
 * The one new/edit reminder dialog (part 2 §2, §5), used by Controle Financeiro and Eventos
 * Avançados alike (issue 18 §4): every notification time, as the events screen's form had.
 */
export function ReminderFormDialog({ open, onOpenChange, reminder }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reminder ? 'Editar Lembrete' : 'Novo Lembrete de Pagamento'}
      description="Fornecedor, valor e vencimento são obrigatórios."
    >
      <ReminderForm key={reminder?.id ?? 'new'} reminder={reminder} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

const serverFields: Record<string, keyof ReminderFormInput> = {
  supplier_name: 'supplier_name',
  amount_cents: 'amount',
  due_date: 'due_date',
  notes: 'notes',
  notification_times: 'notification_times',
  status: 'status',
  pix: 'pix_chave',
}

function ReminderForm({ reminder, onDone }: { reminder: Reminder | null; onDone: () => void }) {
  const create = useCreateReminder()
  const update = useUpdateReminder()
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ReminderFormInput, unknown, ReminderPayload>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: reminder
      ? {
          supplier_name: reminder.supplier_name,
          amount: centsToInput(reminder.amount_cents),
          due_date: isoToBr(reminder.due_date),
          status: reminder.status,
          notes: reminder.notes ?? '',
          notification_times: reminder.notification_times,
          pix_tipo: reminder.pix?.tipo_chave ?? '',
          pix_chave: reminder.pix?.chave_pix ?? '',
          pix_nome: reminder.pix?.nome_beneficiario ?? '',
        }
      : {
          supplier_name: '',
          amount: '',
          due_date: '',
          status: 'pending',
          notes: '',
          notification_times: ['08:00'],
          pix_tipo: '',
          pix_chave: '',
          pix_nome: '',
        },
  })
  const pixType = useWatch({ control, name: 'pix_tipo' })

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if (reminder) {
        await update.mutateAsync({ id: reminder.id, ...payload })
        toast.success('Lembrete atualizado com sucesso!')
      } else {
        await create.mutateAsync(payload)
        toast.success('Lembrete criado com sucesso!')
      }
      onDone()
    } catch (error) {
      if (isApiError(error)) {
        for (const field of Object.keys(error.fields)) {
          const target = serverFields[field]
          if (!target) continue
          const message =
            target === 'due_date'
              ? INVALID_BR_DATE
              : target === 'pix_chave' && payload.pix?.tipo_chave
                ? invalidPixKeyMessage(payload.pix.tipo_chave)
                : 'Valor inválido.'
          setError(target, { type: 'server', message })
        }
      }
      toast.error('Erro', { description: 'Não foi possível salvar o lembrete.' })
    }
  })

  const busy = create.isPending || update.isPending
  const statusOptions: ReminderStatus[] =
    reminder?.status === 'ignored' ? [...formReminderStatuses, 'ignored'] : [...formReminderStatuses]

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={reminder ? 'Editar lembrete' : 'Novo lembrete'}>
      <TextField
        id="reminder-supplier"
        label="Fornecedor*"
        autoComplete="off"
        placeholder="Ex.: Buffet Sabor & Arte"
        error={errors.supplier_name?.message}
        {...register('supplier_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="reminder-amount"
          label="Valor (R$)*"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <Controller
          control={control}
          name="due_date"
          render={({ field }) => (
            <DateField
              id="reminder-due"
              label="Vencimento*"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.due_date?.message}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="notification_times"
          render={({ field }) => (
            <NotificationTimesField
              times={field.value}
              onChange={(next) => field.onChange(next)}
              error={errors.notification_times?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field>
              <Label htmlFor="reminder-status">Status</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="reminder-status" ref={field.ref} onBlur={field.onBlur} className="h-11">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {statusOptions.map((value) => (
                    <SelectItem key={value} value={value}>
                      {reminderStatusLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
      </div>
      <Field>
        <Label htmlFor="reminder-notes">Observações</Label>
        <Textarea
          id="reminder-notes"
          rows={3}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? 'reminder-notes-error' : undefined}
          {...register('notes')}
        />
        <FieldError id="reminder-notes-error">{errors.notes?.message}</FieldError>
      </Field>
      <fieldset className="grid gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-medium">Chave PIX do fornecedor (opcional)</legend>
        <p className="-mt-2 text-xs text-muted-foreground">Com a chave, o lembrete gera um QR Code PIX já com o valor do pagamento.</p>
        <Controller
          control={control}
          name="pix_tipo"
          render={({ field }) => (
            <Field>
              <Label htmlFor="reminder-pix-type">Tipo de chave</Label>
              <Select
                value={field.value === '' ? undefined : field.value}
                onValueChange={(value) => {
                  field.onChange(value as PixKeyType)
                  setValue('pix_chave', '')
                }}
              >
                <SelectTrigger id="reminder-pix-type" ref={field.ref} onBlur={field.onBlur} className="h-11">
                  <SelectValue placeholder="Selecione" />
                </SelectTrigger>
                <SelectContent>
                  {pixKeyTypes.map((value) => (
                    <SelectItem key={value} value={value}>
                      {pixKeyTypeOptions[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError>{errors.pix_tipo?.message}</FieldError>
            </Field>
          )}
        />
        <TextField
          id="reminder-pix-key"
          label="Chave PIX"
          autoComplete="off"
          placeholder={pixType ? pixKeyPlaceholders[pixType] : undefined}
          error={errors.pix_chave?.message}
          {...register('pix_chave')}
        />
        <TextField
          id="reminder-pix-name"
          label="Nome de quem recebe"
          autoComplete="off"
          maxLength={100}
          error={errors.pix_nome?.message}
          {...register('pix_nome')}
        />
      </fieldset>
      <FormDialogFooter busy={busy} />
    </form>
  )
}
