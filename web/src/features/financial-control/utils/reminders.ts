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

/** The description both payment links carry (part 2 §7). */
export function paymentDescription(supplier: string): string {
  return `Pagamento ${supplier}`
}

/** Amount in reais with a decimal point, as URLs take it: 123456 → "1234.56". */
export function amountParam(cents: number): string {
  return (cents / 100).toFixed(2)
}

/**
 * External payment links (part 2 §7: built with the amount and 'Pagamento {supplier}', opened in
 * a new tab). Neither provider documents a payer-side URL that pays an arbitrary recipient: a
 * PicPay link needs the payee's user (picpay.me/{user}/{valor}) and a Mercado Pago link is made
 * in the payee's account. So each opens the provider's own payment-link page with the amount and
 * the description as query parameters, for the couple to finish there.
 */
export function paymentLinks(reminder: Pick<Reminder, 'supplier_name' | 'amount_cents'>): { picpay: string; mercadoPago: string } {
  const params = new URLSearchParams({
    amount: amountParam(reminder.amount_cents),
    description: paymentDescription(reminder.supplier_name),
  }).toString()
  return {
    picpay: `https://picpay.me/?${params}`,
    mercadoPago: `https://www.mercadopago.com.br/tools/create?${params}`,
  }
}
