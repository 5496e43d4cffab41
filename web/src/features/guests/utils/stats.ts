import type { Guest } from '../api/schemas'

export type GuestStats = {
  /** Number of guests on the list. */
  totalGuests: number
  /** People expected: each guest counts 1, plus 1 when bringing a companion. */
  totalPeople: number
  /** Guests whose status is confirmado. */
  confirmedGuests: number
  /** People among the confirmed guests (companions included). */
  confirmedPeople: number
}

type StatsInput = Pick<Guest, 'acompanhante' | 'status_confirmacao'>

const peopleOf = (guest: StatsInput) => (guest.acompanhante ? 2 : 1)

/** The four stat cards of the guest list (spec part 1 §2 and §9: people = 1 plus 1 per companion). */
export function computeGuestStats(guests: readonly StatsInput[]): GuestStats {
  const stats: GuestStats = { totalGuests: 0, totalPeople: 0, confirmedGuests: 0, confirmedPeople: 0 }
  for (const guest of guests) {
    stats.totalGuests += 1
    stats.totalPeople += peopleOf(guest)
    if (guest.status_confirmacao === 'confirmado') {
      stats.confirmedGuests += 1
      stats.confirmedPeople += peopleOf(guest)
    }
  }
  return stats
}
