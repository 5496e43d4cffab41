import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, plansBody } from '@/test/mock-api'
import { CHECKOUT_EMAIL_KEY, findPlan, getPlans, readCheckoutEmail, saveCheckoutEmail } from './plans'

beforeEach(() => {
  window.localStorage.clear()
})

describe('getPlans', () => {
  it('parses the catalogue in upgrade order', async () => {
    mockApi({ 'GET /api/plans': { status: 200, body: plansBody() } })
    const plans = await getPlans()
    expect(plans.map((plan) => [plan.id, plan.name, plan.price_cents, plan.is_popular])).toEqual([
      ['essencial', 'Essencial', 1590, false],
      ['premium', 'Premium', 2990, true],
      ['luxo', 'Luxo', 4990, false],
    ])
    expect(plans[2]?.limits.guests).toBeNull()
    expect(findPlan(plans, 'luxo')?.name).toBe('Luxo')
    expect(findPlan(plans, 'master')).toBeUndefined()
    expect(findPlan(plans, null)).toBeUndefined()
  })

  it('tolerates null lists and missing optional fields (Go nil slices)', async () => {
    mockApi({
      'GET /api/plans': {
        status: 200,
        body: { plans: [{ id: 'essencial', name: 'Essencial', price_cents: 1590, features: null, gated_features: null, limits: null }] },
      },
    })
    expect(await getPlans()).toEqual([
      {
        id: 'essencial',
        name: 'Essencial',
        price_cents: 1590,
        period: '/mês',
        description: '',
        features: [],
        is_popular: false,
        // No limits sent: every cap is null, which the pages read as "unlimited".
        limits: { guests: null, members: null, gallery_images: null, storage_bytes: null },
        gated_features: [],
      },
    ])
  })
})

describe('checkout e-mail storage', () => {
  it('keeps the e-mail under checkout_email', () => {
    expect(readCheckoutEmail()).toBe('')
    saveCheckoutEmail('ana@example.com')
    expect(window.localStorage.getItem(CHECKOUT_EMAIL_KEY)).toBe('ana@example.com')
    expect(readCheckoutEmail()).toBe('ana@example.com')
  })

  it('survives a storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => saveCheckoutEmail('ana@example.com')).not.toThrow()
    expect(readCheckoutEmail()).toBe('')
  })
})
