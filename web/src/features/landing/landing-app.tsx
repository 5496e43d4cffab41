import { lazy, Suspense, useEffect, useState } from 'react'
import { LandingPage } from './components/landing-page'

const AppToaster = lazy(async () => ({ default: (await import('@/components/app-toaster')).AppToaster }))

/**
 * The toasts' host (sonner) loads at the visitor's first touch or key: only the plan's
 * pre-checkout form, opened by a click, shows toasts, and the page's first load stays light.
 */
function DeferredToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    const types = ['pointerdown', 'keydown'] as const
    for (const type of types) window.addEventListener(type, want, { once: true, passive: true })
    return () => {
      for (const type of types) window.removeEventListener(type, want)
    }
  }, [wanted])
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}

/**
 * / on its own (landing-main.tsx, landing.html; issue 16: phone-fast public pages): the landing
 * page and nothing of the app: no router (links load the app's pages; lib/nav), no session check,
 * no app shell, no query cache (its reads are lib/resource's). The app keeps its own / route for
 * navigation inside it.
 */
export function LandingApp() {
  return (
    <>
      <LandingPage />
      <DeferredToaster />
    </>
  )
}
