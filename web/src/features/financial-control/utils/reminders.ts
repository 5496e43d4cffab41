import { formatBRL, formatDate } from '@/lib/format'
import type { Reminder, ReminderStatus } from '../api/reminders'

/** Status badge colours (the text says the status too). */
export const statusBadgeVariant: Record<ReminderStatus, 'outline' | 'success' | 'destructive' | 'gold'> = {
  pending: 'gold',
  paid: 'success',
  overdue: 'destructive',
  ignored: 'outline',
}


/** The urgent reminder's text (part 2 §9), or null when it is not urgent. */
export function urgencyText(reminder: Pick<Reminder, 'urgent' | 'days_left'>): string | null {
  if (!reminder.urgent) return null
  if (reminder.days_left === 0) return 'Vence hoje!'
  if (reminder.days_left === 1) return 'Vence amanhã!'
  return `${reminder.days_left} dias restantes`
}

/**
 * What 'Copiar dados para transferência' copies: everything a bank app asks for when the
 * supplier's key is not stored, so nothing has to be retyped.
 */
export function transferText(reminder: Pick<Reminder, 'supplier_name' | 'amount_cents' | 'due_date' | 'pix'>): string {
  const lines = [
    `Pagamento ${reminder.supplier_name}`,
    `Valor: ${formatBRL(reminder.amount_cents)}`,
    `Vencimento: ${formatDate(reminder.due_date)}`,
  ]
  if (reminder.pix) lines.push(`Chave PIX: ${reminder.pix.chave_pix}`, `Recebedor: ${reminder.pix.nome_beneficiario}`)
  return lines.join('\n')
}
