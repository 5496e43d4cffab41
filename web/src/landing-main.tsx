import { listenForEarlyMenuTap } from './lib/early-menu-tap'
import './styles/landing.css'

// The landing page (/) is its own entry (landing.html; issue 16: phone-fast public pages): React,
// the page and its data reads (lib/resource), none of the app's router, session or shell (the app's own pages
// are other entries' full page loads). landing.html paints the top bar and hero with the CSS and
// the two preloaded fonts alone; React and the page are imported once that paint is on screen.
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

// A hidden tab paints nothing until it is shown: its code loads anyway after this long.
const PAINT_WAIT_MS = 2000

/**
 * Calls start once the first paint is on screen (the paint timing entry comes when its frame is
 * presented), so React's files are fetched after the paint instead of beside it. Lighthouse's
 * simulated slow 4G charges a paint with every request ended before it: with React's 66 kB
 * fetched beside the HTML, the hero's LCP was 2.0-2.1 s, after it 1.5-1.65 s (issue 16: LCP
 * <= 2.0 s). On a phone they start a frame later. The page React renders over the paint has the
 * same hero in the same fonts, so its heading is no larger, later LCP.
 */
function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  window.setTimeout(once, PAINT_WAIT_MS)
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => window.setTimeout(once))
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    once()
  }).observe({ type: 'paint', buffered: true })
}

listenForEarlyMenuTap()

// No tailwind-merge here (9 kB of gzipped JS; issue 16: at most 100 kB): cn joins classes as
// written (lib/utils), so the landing never passes a class that conflicts with a component's own
// (the hero's taller link takes buttonVariants({ size: null }) and its own size), which its tests check
// (test/setup.ts).
afterFirstPaint(() => {
  import('./features/landing/landing-app').then(({ renderLandingApp }) => {
    sessionStorage.removeItem(reloadedKey)
    renderLandingApp(root)
  }, reloadOnce)
})
