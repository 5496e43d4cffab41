import { api, type RequestBody, type Schemas } from '@/lib/api'
import { type Fits, record, string } from './shape'

/** token: a visitor's pre-checkout link token (the e-mail the purchase is for); a signed-in couple sends none. */
export type CheckoutPayload = RequestBody<'/api/checkout', 'post'>

/** The provider's answer, checked by hand: /payment's own entry (issue 16) loads no zod. */
export function parseProviderRedirect(value: unknown): Fits<{ url: string }, Schemas['ProviderRedirect']> {
  return { url: string(record(value, '').url, 'url', { nonEmpty: true }) }
}

/** Starts a checkout with the payment provider (POST /api/checkout → {"url"}). */
export function startCheckout(payload: CheckoutPayload): Promise<{ url: string }> {
  return api.post('/api/checkout', payload, parseProviderRedirect)
}

/**
 * The provider's page as an absolute http(s) URL, or null: the answer decides where a new
 * tab goes, so anything else (javascript:, data:) is refused.
 */
export function safeCheckoutUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

export type PreCheckoutPayload = RequestBody<'/api/pre-checkout', 'post'>

/** The pre-checkout's answer, checked by hand. */
export function parsePreCheckoutAccepted(value: unknown): Fits<{ email: string }, Schemas['SignUpAccepted']> {
  return { email: string(record(value, '').email, 'email') }
}

/**
 * Saves the e-mail typed in the plan picker (POST /api/pre-checkout → 202 {"email"}). For a
 * visitor the server e-mails the address the link that continues to payment (or, when it has
 * an account, how to change plan after signing in); the answer is the same either way.
 */
export function savePreCheckoutEmail(payload: PreCheckoutPayload): Promise<{ email: string }> {
  return api.post('/api/pre-checkout', payload, parsePreCheckoutAccepted)
}
