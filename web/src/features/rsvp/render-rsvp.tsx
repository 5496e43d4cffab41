import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { RsvpRead } from './api'
import { RsvpGuestPage } from './rsvp-guest-page'

/** Renders the guest's RSVP page over rsvp.html's paint (rsvp-main.tsx imports this after that paint). */
export function renderRsvpPage(container: HTMLElement, token: string, initial: RsvpRead): void {
  createRoot(container).render(
    <StrictMode>
      <RsvpGuestPage token={token} initial={initial} />
    </StrictMode>,
  )
}
