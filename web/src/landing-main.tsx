import { afterFirstPaint } from './lib/after-first-paint'
import { listenForEarlyMenuTap } from './lib/early-menu-tap'
import { loadPage } from './lib/reload-once'
import './styles/landing.css'

// The landing page (/) is its own entry (landing.html; issue 16: phone-fast public pages): React,
// the page and its data reads (lib/resource), none of the app's router, session or shell (the app's own pages
// are other entries' full page loads). landing.html paints the top bar and hero with the CSS and
// the two preloaded fonts alone; React and the page are imported once that paint is on screen.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from landing.html')

listenForEarlyMenuTap()

// No tailwind-merge here (9 kB of gzipped JS; issue 16: at most 100 kB): cn joins classes as
// written (lib/utils), so the landing never passes a class that conflicts with a component's own
// (the hero's taller link takes buttonVariants({ size: null }) and its own size), which its tests check
// (test/setup.ts).
afterFirstPaint(() =>
  // A second failure to load leaves the painted page (its links work without React).
  loadPage(
    'landing',
    () => import('./features/landing/render-landing'),
    ({ renderLandingApp }) => renderLandingApp(root),
  ),
)
