import { readRsvp } from './features/rsvp/api'
import { afterFirstPaint } from './lib/after-first-paint'
import { loadPage } from './lib/reload-once'
import './styles/rsvp.css'

// The guest's RSVP page (/r/{token}) is its own entry (rsvp.html): guests open it from WhatsApp
// on 4G, so it loads React and this page only — no router, query cache or the couple's app.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from rsvp.html')
const token = decodeURIComponent(window.location.pathname.replace(/^\/r\//, '').split('/')[0] ?? '')
// The read starts at once: it is the one the HTML preloads, under way since the page arrived.
const reading = readRsvp(token)
// Read first, then render: until then #root keeps what the server painted (the invitation, or
// 'Carregando convite...'), which a render would replace with the page's spinner, so the guest
// would see the invitation, a spinner, then the invitation again (issue 16). React and the page
// come once that paint is on screen (lib/after-first-paint; the HTML preloads the fonts the
// render uses). A second failure to load leaves the painted invitation.
afterFirstPaint(() =>
  loadPage(
    'rsvp',
    () => Promise.all([import('./features/rsvp/render-rsvp'), reading]),
    ([{ renderRsvpPage }, initial]) => renderRsvpPage(root, token, initial),
  ),
)
