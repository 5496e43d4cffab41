import type { Profile } from '@/lib/profile'
import { formatDate } from '@/lib/format'
import { agree } from '@/lib/pt-br'

/** The couple as the invitation names them: 'Maria e João', or whoever is filled in. */
export function coupleNames(profile: Pick<Profile, 'first_name' | 'partner_name'>): string | null {
  const names = [profile.first_name, profile.partner_name].map((n) => n?.trim()).filter((n): n is string => Boolean(n))
  return names.length > 0 ? names.join(' e ') : null
}

/** The date the invitation shows: the party's, else the religious, else the civil ceremony's. */
export function invitationDate(
  profile: Pick<Profile, 'wedding_date' | 'religious_ceremony_date' | 'civil_ceremony_date'>,
): string | null {
  return profile.wedding_date ?? profile.religious_ceremony_date ?? profile.civil_ceremony_date ?? null
}

/**
 * The invitation text for one guest, made from the couple's profile (names,
 * date, place, address) and an optional personal message. Lines whose data is
 * missing are left out.
 */
export function generateInvitation(guestName: string, profile: Profile, customMessage = ''): string {
  const couple = coupleNames(profile)
  const date = invitationDate(profile)
  const lines = [
    `Olá, ${guestName.trim()}!`,
    '',
    couple
      ? `Com muita alegria, ${couple} ${agree(couple, 'convida', 'convidam')} você para celebrar o nosso casamento.`
      : 'Com muita alegria, convidamos você para celebrar o nosso casamento.',
  ]
  const details = [
    date ? `Data: ${formatDate(date)}` : null,
    profile.wedding_location ? `Local: ${profile.wedding_location}` : null,
    profile.wedding_address ? `Endereço: ${profile.wedding_address}` : null,
  ].filter((line): line is string => line !== null)
  if (details.length > 0) lines.push('', ...details)
  const custom = customMessage.trim()
  if (custom) lines.push('', custom)
  lines.push('', 'Sua presença é muito importante para nós!')
  if (couple) lines.push(couple)
  return lines.join('\n')
}
