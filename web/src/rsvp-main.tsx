import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RsvpGuestPage } from './features/rsvp/rsvp-guest-page'
import './index.css'

// The guest's RSVP page (/r/{token}) is its own entry (rsvp.html): guests open it from WhatsApp
// on 4G, so it loads React and this page only — no router, query cache or the couple's app.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from rsvp.html')
const token = decodeURIComponent(window.location.pathname.replace(/^\/r\//, '').split('/')[0] ?? '')
createRoot(root).render(
  <StrictMode>
    <RsvpGuestPage token={token} />
  </StrictMode>,
)
