import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createQueryClient } from './app/query-client'
import { preloadPublicPage } from './app/router'
import { captureInstallPrompt } from './lib/pwa'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from index.html')
const container = root
const queryClient = createQueryClient()

// The browser's install offer comes once, as the page loads: kept for 'Instalar o Aceito'.
captureInstallPrompt()

// The first render is a transition: React renders in slices of a few milliseconds and lets the
// browser paint and answer input between them, instead of one long task on a slow phone
// (issue 16: Total Blocking Time <= 100 ms). The landing page (/) is not this entry: it loads
// landing-main.tsx (landing.html), without the router and the app.
const reactRoot = createRoot(container)
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  )
})

// /auth's and /payment's chunks (and /payment's plans) start loading now, beside the
// session check (router.tsx).
preloadPublicPage(window.location.pathname, queryClient)
