import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { readRsvp } from './features/rsvp/api'
import { RsvpGuestPage } from './features/rsvp/rsvp-guest-page'
import './styles/rsvp.css'

// The guest's RSVP page (/r/{token}) is its own entry (rsvp.html): guests open it from WhatsApp
// on 4G, so it loads React and this page only — no router, query cache or the couple's app.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from rsvp.html')
const token = decodeURIComponent(window.location.pathname.replace(/^\/r\//, '').split('/')[0] ?? '')
// Read first, then render: until then #root keeps what the server painted (the invitation, or
// 'Carregando convite...'), which a render would replace with the page's spinner, so the guest
// would see the invitation, a spinner, then the invitation again (issue 16). The read is the
// one the HTML preloads, under way since the page arrived.
void readRsvp(token).then((initial) => {
  createRoot(root).render(
    <StrictMode>
      <RsvpGuestPage token={token} initial={initial} />
    </StrictMode>,
  )
})
