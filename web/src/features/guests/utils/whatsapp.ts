import type { Profile } from '@/lib/profile'
import { formatDate } from '@/lib/format'
import { generateInvitation } from './invitation-message'

/**
 * WhatsApp's click-to-chat link: https://wa.me/<digits>?text=<percent-encoded UTF-8>, or
 * https://wa.me/?text=… without a number (WhatsApp then asks whom to send it to).
 * encodeURIComponent turns a space into %20 (WhatsApp shows '+' literally) and '&' into %26.
 */
export function whatsAppUrl(digits: string | null, text: string): string {
  return `https://wa.me/${digits ?? ''}?text=${encodeURIComponent(text)}`
}

/** The invitation generator's message for the guest plus their personal RSVP link. */
export function personalInvitation(
  guestName: string,
  profile: Profile,
  link: string,
  deadline: string | null = null,
): string {
  const confirm = deadline ? `Confirme até ${formatDate(deadline)}: ${link}` : `Confirme sua presença: ${link}`
  return `${generateInvitation(guestName, profile)}\n\n${confirm}`
}

/** A mailto: link with the same message, for a guest with an e-mail and no phone. */
export function mailtoUrl(email: string, text: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent('Convite de casamento')}&body=${encodeURIComponent(text)}`
}
