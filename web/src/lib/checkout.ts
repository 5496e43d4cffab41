import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'

export type CheckoutPayload = { plan: string; email: string }

const checkoutSessionSchema = z.object({ url: z.string().min(1) })

/** Starts a checkout with the payment provider (POST /api/checkout → {"url"}). */
export function startCheckout(payload: CheckoutPayload): Promise<{ url: string }> {
  return api.post('/api/checkout', payload, (data) => checkoutSessionSchema.parse(data))
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout })
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
