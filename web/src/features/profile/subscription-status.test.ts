import { describe, expect, it } from 'vitest'
import { planChange, statusClass, statusLabel } from './subscription-status'

describe('subscription status', () => {
  it('colours active green, canceled red, expired grey and anything else yellow', () => {
    expect(statusClass('active')).toContain('emerald')
    expect(statusClass('canceled')).toContain('red')
    expect(statusClass('expired')).toContain('zinc')
    expect(statusClass('past_due')).toContain('amber')
    expect(statusClass('incomplete')).toContain('amber')
  })

  it('names the statuses in Portuguese', () => {
    expect(statusLabel('active')).toBe('Ativa')
    expect(statusLabel('canceled')).toBe('Cancelada')
    expect(statusLabel('expired')).toBe('Expirada')
    expect(statusLabel('past_due')).toBe('Pagamento pendente')
  })

  it('labels plans above the current one upgrade and below downgrade', () => {
    expect(planChange('essencial', 'premium')).toBe('upgrade')
    expect(planChange('premium', 'luxo')).toBe('upgrade')
    expect(planChange('luxo', 'essencial')).toBe('downgrade')
    expect(planChange('premium', 'essencial')).toBe('downgrade')
    expect(planChange('premium', 'premium')).toBe('current')
  })
})
