import { QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { LandingApp } from './features/landing/landing-app'
import { queryDefaultOptions } from './lib/query-defaults'
import './index.css'

// The landing page (/) is its own entry (landing.html; issue 16: phone-fast public pages): React,
// the page and its data queries, none of the app's router, session or shell (the app's own pages
// are other entries' full page loads). landing.html paints the top bar and hero before this runs.
const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from landing.html')
const reactRoot = createRoot(root)
// A transition: React renders in slices and lets the browser paint and answer input between them
// (issue 16: Total Blocking Time <= 100 ms); the first paint stays until React commits over it.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <LandingApp queryClient={new QueryClient({ defaultOptions: queryDefaultOptions })} />
    </StrictMode>,
  )
})
