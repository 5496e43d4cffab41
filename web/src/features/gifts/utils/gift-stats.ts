import type { Gift } from '../api/schemas'

export type GiftStats = { total: number; received: number; totalValueCents: number }

/** The three summary cards (part 2 §2 Gifts): every gift, the received ones, the sum of values. */
export function computeGiftStats(gifts: readonly Gift[]): GiftStats {
  let received = 0
  let totalValueCents = 0
  for (const gift of gifts) {
    if (gift.status === 'recebido') received += 1
    totalValueCents += gift.valor_cents ?? 0
  }
  return { total: gifts.length, received, totalValueCents }
}
