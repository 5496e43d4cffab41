import { QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryDefaultOptions } from './lib/query-defaults'
import './index.css'

// The landing page (/) is its own entry (landing.html; issue 16: phone-fast public pages): React,
// the page and its data queries, none of the app's router, session or shell (the app's own pages
// are other entries' full page loads). landing.html paints the top bar and hero with the CSS alone;
// the page's code is imported here, not linked from the HTML, so its files do not compete with the
// CSS and the fonts for the first paint on a slow connection.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from landing.html')
const container = root
const queryClient = new QueryClient({ defaultOptions: queryDefaultOptions })

// A deploy between the HTML and this import leaves the old chunk's name pointing nowhere: load
// the page again once (the new HTML names the new files); a second failure leaves the static page.
const reloadedKey = 'aceito-landing-reloaded'
function reloadOnce(error: unknown): void {
  console.error('landing: the page could not load', error)
  if (sessionStorage.getItem(reloadedKey)) return
  sessionStorage.setItem(reloadedKey, '1')
  window.location.reload()
}

void import('./features/landing/landing-app').then(({ LandingApp }) => {
  sessionStorage.removeItem(reloadedKey)
  const reactRoot = createRoot(container)
  // A transition: React renders in slices and lets the browser paint and answer input between
  // them (Total Blocking Time <= 100 ms); the first paint stays until React commits over it.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <LandingApp queryClient={queryClient} />
      </StrictMode>,
    )
  })
}, reloadOnce)
