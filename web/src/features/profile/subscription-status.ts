/** Subscription status labels and colours (spec part 2 §4): active green, canceled red, expired grey, else yellow. */
export function statusLabel(status: string): string {
  switch (status) {
    case 'active':
      return 'Ativa'
    case 'canceled':
      return 'Cancelada'
    case 'expired':
      return 'Expirada'
    case 'past_due':
      return 'Pagamento pendente'
    case 'trialing':
      return 'Teste grátis'
    case 'trial_ended':
      return 'Teste encerrado'
    default:
      return status
  }
}

export function statusClass(status: string): string {
  switch (status) {
    case 'active':
      return 'border-emerald-200 bg-emerald-50 text-emerald-800'
    case 'canceled':
      return 'border-red-200 bg-red-50 text-red-800'
    case 'expired':
    case 'trial_ended':
      return 'border-zinc-200 bg-zinc-100 text-zinc-700'
    default:
      return 'border-amber-200 bg-amber-50 text-amber-800'
  }
}

/** Plan order (spec part 2 §4): essencial 0, premium 1, luxo 2. */
const planOrder: Record<string, number> = { essencial: 0, premium: 1, luxo: 2 }

/** 'upgrade' for a plan above the current one, 'downgrade' below, 'current' for the same. */
export function planChange(current: string, target: string): 'upgrade' | 'downgrade' | 'current' {
  const from = planOrder[current] ?? 0
  const to = planOrder[target] ?? 0
  if (to === from) return 'current'
  return to > from ? 'upgrade' : 'downgrade'
}
