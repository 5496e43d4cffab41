const JUST_PAID_KEY = 'aceito:notifications:just-paid'

/**
 * The shell calls this when a payment brings the couple back (/app?pagamento=sucesso, which it
 * then takes off the address): the bell's first read is then not quiet, since the payment's
 * notification is the confirmation the couple waits for. Per tab (sessionStorage).
 */
export function markJustPaid() {
  try {
    sessionStorage.setItem(JUST_PAID_KEY, '1')
  } catch {
    // No storage: the confirmation stays in the bell, nothing worse.
  }
}

/** Whether markJustPaid was called since the last call of this (which clears it). */
export function takeJustPaid(): boolean {
  try {
    const paid = sessionStorage.getItem(JUST_PAID_KEY) === '1'
    sessionStorage.removeItem(JUST_PAID_KEY)
    return paid
  } catch {
    return false
  }
}
