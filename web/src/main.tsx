import { twMerge } from 'tailwind-merge'
import { App } from './app'
import { warmRoute } from './app/router'
import { createQueryClient } from './app/query-client'
import { captureInstallPrompt } from './lib/pwa'
import { renderInTransition } from './lib/render-app'
import { setClassMerger } from './lib/utils'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from index.html')
const queryClient = createQueryClient()
// The app's components override their own classes (className="h-8" on a h-9 button): later
// classes win. The public entries do without (lib/utils).
setClassMerger(twMerge)

// The browser's install offer comes once, as the page loads: kept for 'Instalar o Aceito'.
captureInstallPrompt()

// The landing page (/) is not this entry: it loads landing-main.tsx (landing.html), without the
// router and the app; nor are /auth, its pages and /payment (public-main.tsx, public.html).
void warmRoute(window.location.pathname, queryClient)
renderInTransition(root, <App queryClient={queryClient} />)
