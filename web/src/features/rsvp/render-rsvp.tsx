import { renderInTransition } from '@/lib/render-app'
import type { RsvpRead } from './api'
import { RsvpGuestPage } from './rsvp-guest-page'

/** Renders the guest's RSVP page over rsvp.html's paint (rsvp-main.tsx imports this after that paint). */
export function renderRsvpPage(container: HTMLElement, token: string, initial: RsvpRead): void {
  renderInTransition(container, <RsvpGuestPage token={token} initial={initial} />)
}
