import { describe, expect, it } from 'vitest'
import type { GuestStatus } from '../api/schemas'
import { computeGuestStats } from './stats'

const g = (status_confirmacao: GuestStatus, acompanhante: boolean) => ({ status_confirmacao, acompanhante })

describe('computeGuestStats', () => {
  it('is all zero for an empty list', () => {
    expect(computeGuestStats([])).toEqual({ totalGuests: 0, totalPeople: 0, confirmedGuests: 0, confirmedPeople: 0 })
  })

  it('counts 1 person per guest plus 1 per companion', () => {
    const stats = computeGuestStats([
      g('pendente', true),
      g('confirmado', true),
      g('confirmado', false),
      g('recusado', true),
      g('pendente', false),
    ])
    expect(stats).toEqual({ totalGuests: 5, totalPeople: 8, confirmedGuests: 2, confirmedPeople: 3 })
  })

  it('leaves declined and pending guests out of the confirmed numbers', () => {
    expect(computeGuestStats([g('recusado', true), g('pendente', true)])).toMatchObject({
      confirmedGuests: 0,
      confirmedPeople: 0,
      totalPeople: 4,
    })
  })
})
