import { DeferredToaster } from '@/components/deferred-toaster'
import { LandingPage } from './components/landing-page'

/**
 * / on its own (landing-main.tsx, landing.html; issue 16: phone-fast public pages): the landing
 * page and nothing of the app: no router (links load the app's pages; lib/nav), no session check,
 * no app shell, no query cache (its reads are lib/resource's). The app keeps its own / route for
 * navigation inside it. The toasts' host loads at the first touch or key (only the plan's
 * pre-checkout form, opened by a click, shows toasts).
 */
export function LandingApp() {
  return (
    <>
      <LandingPage />
      <DeferredToaster />
    </>
  )
}
