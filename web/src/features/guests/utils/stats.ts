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

type StatsInput = Pick<Guest, 'acompanhante' | 'status_confirmacao'> & Partial<Pick<Guest, 'acompanhantes'>>

/** The invited person plus the named companions, or plus one for an unnamed companion. */
const peopleOf = (guest: StatsInput) => {
  const named = guest.acompanhantes?.length ?? 0
  return 1 + (named > 0 ? named : guest.acompanhante ? 1 : 0)
}

/** Confirmed people: the guest and an unnamed companion by the guest's answer, each named companion by theirs. */
const confirmedOf = (guest: StatsInput) => {
  const named = guest.acompanhantes ?? []
  const self = guest.status_confirmacao === 'confirmado' ? (named.length === 0 && guest.acompanhante ? 2 : 1) : 0
  return self + named.filter((c) => c.status_confirmacao === 'confirmado').length
}

/** The four stat cards of the guest list (spec part 1 §2 and §9: people = 1 plus 1 per companion). */
export function computeGuestStats(guests: readonly StatsInput[]): GuestStats {
  const stats: GuestStats = { totalGuests: 0, totalPeople: 0, confirmedGuests: 0, confirmedPeople: 0 }
  for (const guest of guests) {
    stats.totalGuests += 1
    stats.totalPeople += peopleOf(guest)
    if (guest.status_confirmacao === 'confirmado') stats.confirmedGuests += 1
    stats.confirmedPeople += confirmedOf(guest)
  }
  return stats
}
