import { api } from '@/lib/api'

export type PreCheckoutPayload = { email: string; plan_type: string }

/** Saves the e-mail typed in the plan picker (POST /api/pre-checkout → 204). */
export function savePreCheckoutEmail(payload: PreCheckoutPayload): Promise<void> {
  return api.send('/api/pre-checkout', 'POST', payload)
}
