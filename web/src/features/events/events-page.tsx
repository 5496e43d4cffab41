import { zodResolver } from '@hookform/resolvers/zod'
import { BellRing, Check, EyeOff, Info, Mail, Minus, Plus, Wallet } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
import { PageHeader } from '@/components/page-header'
import { TextField } from '@/components/text-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { InvitationsPanel } from '@/features/digital-invitations/components/invitations-panel'
import {
  REQUIRED_MESSAGE,
  limitFormSchema,
  reminderFormSchema,
  type LimitFormInput,
  type ReminderFormInput,
} from '@/features/financial-control/api/forms'
import {
  reminderStatusLabels,
  useCreateReminder,
  useReminders,
  useSetReminderStatus,
  type Reminder,
  type ReminderPayload,
} from '@/features/financial-control/api/reminders'
import { useCreateLimit, useLimits, type LimitPayload } from '@/features/financial-control/api/spending'
import { LimitCard } from '@/features/financial-control/components/spending-alerts-panel'
import { eventCategories } from '@/features/financial-control/utils/spending'
import { statusBadgeVariant, urgencyText } from '@/features/financial-control/utils/reminders'
import { formatBRL, formatDate } from '@/lib/format'

/** Default and added notification times (part 2 §9). */
const DEFAULT_TIME = '08:00'
const EXTRA_TIME = '12:00'

/** /app/events 'Eventos Avançados' (part 2 §2 Advanced events): reminders, spending, invitations. */
export function EventsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Eventos Avançados"
        description="Lembretes com vários horários, limites de gastos e convites digitais."
      />
      <Tabs defaultValue="reminders">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="reminders">
            <BellRing aria-hidden="true" />
            Lembretes
          </TabsTrigger>
          <TabsTrigger value="spending">
            <Wallet aria-hidden="true" />
            Gastos
          </TabsTrigger>
          <TabsTrigger value="invitations">
            <Mail aria-hidden="true" />
            Convites
          </TabsTrigger>
        </TabsList>
        <TabsContent value="reminders">
          <RemindersTab />
        </TabsContent>
        <TabsContent value="spending">
          <SpendingTab />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}

const emptyReminder: ReminderFormInput = {
  supplier_name: '',
  amount: '',
  due_date: '',
  status: 'pending',
  notes: '',
  notification_times: [DEFAULT_TIME],
  pix_tipo: '',
  pix_chave: '',
  pix_nome: '',
}

function RemindersTab() {
  const create = useCreateReminder()
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ReminderFormInput, unknown, ReminderPayload>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: emptyReminder,
  })
  const times = useWatch({ control, name: 'notification_times' })

  const onInvalid = (values: ReminderFormInput) => {
    if (values.supplier_name.trim() === '' || values.amount.trim() === '' || values.due_date.trim() === '') {
      toast.error('Erro', { description: REQUIRED_MESSAGE })
    } else {
      toast.error('Erro', { description: 'Não foi possível salvar o lembrete.' })
    }
  }

  const onValid = async (payload: ReminderPayload) => {
    try {
      await create.mutateAsync(payload)
      toast.success('Lembrete criado com sucesso!')
      reset(emptyReminder)
    } catch {
      toast.error('Erro', { description: 'Não foi possível salvar o lembrete.' })
    }
  }

  const onSubmit = handleSubmit(onValid, () => onInvalid(getValues()))

  const setTimes = (next: string[]) => setValue('notification_times', next, { shouldValidate: errors.notification_times !== undefined })

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Novo lembrete de pagamento</CardTitle>
          <CardDescription>Receba avisos em um ou mais horários até o vencimento.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Novo lembrete">
            <TextField
              id="event-reminder-supplier"
              label="Fornecedor*"
              autoComplete="off"
              error={errors.supplier_name?.message}
              {...register('supplier_name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="event-reminder-amount"
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
                    id="event-reminder-due"
                    label="Vencimento*"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.due_date?.message}
                  />
                )}
              />
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Horários das notificações</legend>
              {times.map((time, index) => (
                <div key={index} className="flex items-center gap-2">
                  <Input
                    type="time"
                    aria-label={`Horário ${index + 1}`}
                    value={time}
                    onChange={(e) => setTimes(times.map((t, i) => (i === index ? e.target.value : t)))}
                    className="w-36"
                  />
                  {times.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Remover horário ${time}`}
                      onClick={() => setTimes(times.filter((_, i) => i !== index))}
                    >
                      <Minus aria-hidden="true" />
                    </Button>
                  )}
                </div>
              ))}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setTimes([...times, EXTRA_TIME])}
                aria-label="Adicionar horário"
              >
                <Plus aria-hidden="true" />
                Horário
              </Button>
              <FieldError>{errors.notification_times?.message}</FieldError>
            </fieldset>
            <Field>
              <Label htmlFor="event-reminder-notes">Observações</Label>
              <Textarea id="event-reminder-notes" rows={2} {...register('notes')} />
              <FieldError>{errors.notes?.message}</FieldError>
            </Field>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending && <Spinner />}
              Criar Lembrete
            </Button>
          </form>
        </CardContent>
      </Card>
      <ReminderList />
    </div>
  )
}

function ReminderList() {
  const query = useReminders()
  const setStatus = useSetReminderStatus()

  const onStatus = (reminder: Reminder, status: 'paid' | 'ignored') => {
    setStatus.mutate(
      { id: reminder.id, status },
      {
        onSuccess: () => toast.success(status === 'paid' ? 'Status atualizado para pago.' : 'Status atualizado para ignorado.'),
        onError: () => toast.error('Erro', { description: 'Não foi possível atualizar o status.' }),
      },
    )
  }

  if (query.isPending) return <Skeleton className="h-40 w-full" />
  const reminders = query.data?.reminders ?? []
  return (
    <section aria-labelledby="event-reminders-heading" className="grid content-start gap-3">
      <h2 id="event-reminders-heading" className="font-serif text-xl font-semibold">
        Lembretes
      </h2>
      {reminders.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Nenhum lembrete criado.</p>
      ) : (
        <ul aria-label="Lembretes" className="grid gap-3">
          {reminders.map((reminder) => {
            const urgency = urgencyText(reminder)
            const busy = setStatus.isPending && setStatus.variables.id === reminder.id
            return (
              <li key={reminder.id} data-testid="event-reminder" className="grid gap-2 rounded-2xl border bg-card p-4 shadow-soft">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{reminder.supplier_name}</p>
                    <p className="text-sm text-muted-foreground">
                      <span className="tabular-nums">{formatBRL(reminder.amount_cents)}</span> · vence em {formatDate(reminder.due_date)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    {urgency && <Badge variant="warning">{urgency}</Badge>}
                    <Badge variant={statusBadgeVariant[reminder.status]}>{reminderStatusLabels[reminder.status]}</Badge>
                  </div>
                </div>
                <p className="text-xs text-muted-foreground">Notificações: {reminder.notification_times.join(', ')}</p>
                {(reminder.status === 'pending' || reminder.status === 'overdue') && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onStatus(reminder, 'paid')} disabled={busy}>
                      <Check aria-hidden="true" />
                      Marcar como pago
                    </Button>
                    {/* An overdue payment is still owed: it can be paid, not ignored (issue 18 §4). */}
                    {reminder.status === 'pending' && (
                      <Button size="sm" variant="outline" onClick={() => onStatus(reminder, 'ignored')} disabled={busy}>
                        <EyeOff aria-hidden="true" />
                        Ignorar
                      </Button>
                    )}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

const emptyLimit: LimitFormInput = { category: '', limit: '', current: '', is_active: true, budget_category: '' }

function SpendingTab() {
  const create = useCreateLimit()
  const query = useLimits()
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors },
  } = useForm<LimitFormInput, unknown, LimitPayload>({
    resolver: zodResolver(limitFormSchema),
    defaultValues: emptyLimit,
  })

  const onValid = async (payload: LimitPayload) => {
    try {
      await create.mutateAsync(payload)
      toast.success('Limite criado com sucesso!')
      reset(emptyLimit)
    } catch {
      toast.error('Erro', { description: 'Não foi possível salvar o limite.' })
    }
  }

  const onInvalid = (values: LimitFormInput) => {
    if (values.category === '' || values.limit.trim() === '') toast.error('Erro', { description: REQUIRED_MESSAGE })
    else toast.error('Erro', { description: 'Não foi possível salvar o limite.' })
  }

  const onSubmit = handleSubmit(onValid, () => onInvalid(getValues()))

  const limits = query.data?.limits ?? []
  return (
    <div className="grid gap-6">
      <p role="note" className="flex items-start gap-2 rounded-xl bg-primary-soft p-3 text-sm text-primary-soft-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Os alertas são disparados quando o gasto atinge 60%, 80% e 100% do limite.
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Novo limite de gastos</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Novo limite">
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Field>
                    <Label htmlFor="event-limit-category">Categoria*</Label>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger id="event-limit-category" ref={field.ref} onBlur={field.onBlur} className="h-11">
                        <SelectValue placeholder="Selecione a categoria" />
                      </SelectTrigger>
                      <SelectContent>
                        {eventCategories.map((c) => (
                          <SelectItem key={c.value} value={c.label}>
                            {c.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FieldError>{errors.category?.message}</FieldError>
                  </Field>
                )}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="event-limit-amount"
                  label="Limite (R$)*"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  error={errors.limit?.message}
                  {...register('limit')}
                />
                <TextField
                  id="event-limit-current"
                  label="Gasto atual (R$)"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  error={errors.current?.message}
                  {...register('current')}
                />
              </div>
              <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
                {create.isPending && <Spinner />}
                Criar Limite
              </Button>
            </form>
          </CardContent>
        </Card>
        <section aria-labelledby="event-limits-heading" className="grid content-start gap-3">
          <h2 id="event-limits-heading" className="font-serif text-xl font-semibold">
            Limites
          </h2>
          {query.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : limits.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Nenhum limite criado.</p>
          ) : (
            <ul aria-label="Limites" className="grid gap-3">
              {limits.map((limit) => (
                <li key={limit.id}>
                  <LimitCard limit={limit} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
