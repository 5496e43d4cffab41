import { startTransition, useEffect, useState } from 'react'

// True from hydrateInTransition (lib/render-app) until the hydrated page's effects have run.
let hydrating = false

export function startHydrating(): void {
  hydrating = true
}

/**
 * False in the render that hydrates a painted page (payment.html's: React adopts the paint's
 * elements instead of replacing them), true in every other render. A component whose first
 * render must be the paint's markup (the plans' places while they load, no footer) shows its
 * real content in a transition right after, so the hydration finds what the HTML has even when
 * the reads have already come back. Components mounted later, or by a plain render (the app, the
 * landing), get true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating)
  useEffect(() => {
    hydrating = false
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
