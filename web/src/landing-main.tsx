import { listenForEarlyMenuTap } from './lib/early-menu-tap'
import { renderInTransition } from './lib/render-app'
import './styles/landing.css'

// The landing page (/) is its own entry (landing.html; issue 16: phone-fast public pages): React,
// the page and its data reads (lib/resource), none of the app's router, session or shell (the app's own pages
// are other entries' full page loads). landing.html paints the top bar and hero with the CSS alone;
// the page's code is imported here, not linked from the HTML, so its files do not compete with the
// CSS and the fonts for the first paint on a slow connection.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from landing.html')

// A deploy between the HTML and this import leaves the old chunk's name pointing nowhere: load
// the page again once (the new HTML names the new files); a second failure leaves the static page.
const reloadedKey = 'aceito-landing-reloaded'
function reloadOnce(error: unknown): void {
  console.error('landing: the page could not load', error)
  if (sessionStorage.getItem(reloadedKey)) return
  sessionStorage.setItem(reloadedKey, '1')
  window.location.reload()
}

listenForEarlyMenuTap()

// No tailwind-merge here (9 kB of gzipped JS; issue 16: at most 100 kB): cn joins classes as
// written (lib/utils), so the landing never passes a class that conflicts with a component's own
// (the hero's taller link takes buttonVariants({ size: null }) and its own size), which its tests check
// (test/setup.ts).
void import('./features/landing/landing-app').then(({ LandingApp }) => {
  sessionStorage.removeItem(reloadedKey)
  renderInTransition(root, <LandingApp />)
}, reloadOnce)
