import { AlarmClock, BellRing, CalendarClock, CheckCircle2, ClipboardCopy, EyeOff, Pencil, QrCode, Trash2, Wallet } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { AddToCalendar } from '@/features/calendar-feed/components/add-to-calendar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatBRL, formatDate } from '@/lib/format'
import { reminderStatusLabels, useDeleteReminder, useReminders, useSetReminderStatus, type Reminder } from '../api/reminders'
import { statusBadgeVariant, transferText, urgencyText } from '../utils/reminders'
import { PixPaymentDialog } from './pix-payment-dialog'
import { ReminderFormDialog } from './reminder-form-dialog'
import { PanelEmpty, PanelError, PanelHeader, PanelLoading, StatCard } from './shared'

type FormState = { open: false } | { open: true; reminder: Reminder | null }

/** 'Lembretes de Pagamento' in the financial control (part 2 §2 Payment reminders panel). */
export function PaymentRemindersPanel() {
  const query = useReminders()
  const remove = useDeleteReminder()
  const [form, setForm] = useState<FormState>({ open: false })
  const [removing, setRemoving] = useState<Reminder | null>(null)
  const data = query.data
  const openAdd = () => setForm({ open: true, reminder: null })

  const onRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Lembrete removido com sucesso!')
        setRemoving(null)
      },
      onError: () => toast.error('Erro', { description: 'Não foi possível remover o lembrete.' }),
    })
  }

  return (
    <section aria-labelledby="reminders-heading" className="grid gap-4">
      <PanelHeader
        headingId="reminders-heading"
        title="Lembretes de Pagamento"
        subtitle="Nunca perca o vencimento de um fornecedor."
        addLabel="Novo Lembrete"
        onAdd={openAdd}
      />

      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          testId="reminder-stat-pending"
          label="Total Pendente"
          icon={Wallet}
          accent="bg-gold-soft text-gold"
          value={data ? formatBRL(data.summary.pending_cents + data.summary.overdue_cents) : null}
          hint={data ? `${data.summary.active} a pagar` : undefined}
        />
        <StatCard
          testId="reminder-stat-upcoming"
          label="Vencimentos Próximos"
          icon={AlarmClock}
          accent="bg-warning-soft text-warning"
          value={data ? String(data.summary.upcoming) : null}
          hint="Nos próximos 7 dias"
        />
        <StatCard
          testId="reminder-stat-paid"
          label="Pagos"
          icon={CheckCircle2}
          accent="bg-success-soft text-success"
          value={data ? String(data.summary.paid) : null}
          hint={data ? formatBRL(data.summary.paid_cents) : undefined}
        />
      </div>

      {query.isPending ? (
        <PanelLoading className="grid gap-3" itemClassName="h-32 w-full" />
      ) : query.isError && !data ? (
        <PanelError
          message="Não foi possível carregar os lembretes."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : data && data.reminders.length === 0 ? (
        <PanelEmpty
          icon={BellRing}
          title="Nenhum lembrete de pagamento ainda"
          text="Cadastre os pagamentos dos fornecedores e receba avisos antes do vencimento."
          actionLabel="Criar Primeiro Lembrete"
          onAction={openAdd}
        />
      ) : (
        <ul aria-label="Lembretes de pagamento" className="grid gap-3">
          {data?.reminders.map((reminder) => (
            <li key={reminder.id}>
              <ReminderCard
                reminder={reminder}
                onEdit={() => setForm({ open: true, reminder })}
                onRemove={() => setRemoving(reminder)}
              />
            </li>
          ))}
        </ul>
      )}

      <ReminderFormDialog
        open={form.open}
        reminder={form.open ? form.reminder : null}
        onOpenChange={(open) => setForm(open && form.open ? form : { open: false })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover lembrete?"
        description={
          removing ? (
            <>
              O lembrete de <strong className="font-semibold text-foreground">{removing.supplier_name}</strong> será removido. Esta
              ação não pode ser desfeita.
            </>
          ) : null
        }
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </section>
  )
}

function ReminderCard({ reminder, onEdit, onRemove }: { reminder: Reminder; onEdit: () => void; onRemove: () => void }) {
  const urgency = urgencyText(reminder)
  const payable = reminder.status === 'pending' || reminder.status === 'overdue'
  const [paying, setPaying] = useState(false)
  const setStatus = useSetReminderStatus()
  const changeStatus = (status: 'paid' | 'ignored') =>
    setStatus.mutate(
      { id: reminder.id, status },
      {
        onSuccess: () => toast.success(status === 'paid' ? 'Status atualizado para pago.' : 'Status atualizado para ignorado.'),
        onError: () => toast.error('Erro', { description: 'Não foi possível atualizar o status.' }),
      },
    )
  const copyTransfer = async () => {
    try {
      await navigator.clipboard.writeText(transferText(reminder))
      toast.success('Dados copiados!')
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar os dados.' })
    }
  }
  return (
    <Card data-testid="reminder-card" className={urgency ? 'border-warning/50' : undefined}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <CardTitle className="text-lg wrap-anywhere">{reminder.supplier_name}</CardTitle>
            <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-foreground tabular-nums">{formatBRL(reminder.amount_cents)}</span>
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden="true" />
                Vence em {formatDate(reminder.due_date)}
              </span>
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {urgency && (
              <Badge variant="warning" data-testid="urgency">
                <AlarmClock aria-hidden="true" />
                {urgency}
              </Badge>
            )}
            <Badge variant={statusBadgeVariant[reminder.status]}>{reminderStatusLabels[reminder.status]}</Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {reminder.notes && <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{reminder.notes}</p>}
        <p className="text-xs text-muted-foreground">Notificações: {reminder.notification_times.join(', ')}</p>
        {payable && (
          <AddToCalendar
            kind="payment"
            id={reminder.id}
            event={{
              title: `Pagamento: ${reminder.supplier_name} — ${formatBRL(reminder.amount_cents)}`,
              date: reminder.due_date,
              details: `Fornecedor: ${reminder.supplier_name}\nValor: ${formatBRL(reminder.amount_cents)}`,
            }}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {payable && (
            <Button
              size="sm"
              onClick={() => changeStatus('paid')}
              disabled={setStatus.isPending}
              aria-label={`Marcar como pago: ${reminder.supplier_name}`}
            >
              <CheckCircle2 aria-hidden="true" />
              Marcar como pago
            </Button>
          )}
          {/* An overdue payment is still owed: it can be paid, not ignored (issue 18 §4). */}
          {reminder.status === 'pending' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => changeStatus('ignored')}
              disabled={setStatus.isPending}
              aria-label={`Ignorar: ${reminder.supplier_name}`}
            >
              <EyeOff aria-hidden="true" />
              Ignorar
            </Button>
          )}
          {payable && reminder.pix && reminder.amount_cents > 0 && (
            <Button variant="outline" size="sm" onClick={() => setPaying(true)}>
              <QrCode aria-hidden="true" />
              Pagar com PIX
            </Button>
          )}
          {payable && (
            <Button variant="outline" size="sm" onClick={() => void copyTransfer()}>
              <ClipboardCopy aria-hidden="true" />
              Copiar dados para transferência
            </Button>
          )}
          <span className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar lembrete de ${reminder.supplier_name}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRemove}
              aria-label={`Remover lembrete de ${reminder.supplier_name}`}
              className="text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </div>
        {payable && !reminder.pix && (
          <p className="text-xs text-muted-foreground">Cadastre a chave PIX do fornecedor (em Editar) para pagar pelo QR Code com o valor preenchido.</p>
        )}
      </CardContent>
      <PixPaymentDialog reminder={paying ? reminder : null} onOpenChange={setPaying} />
    </Card>
  )
}
