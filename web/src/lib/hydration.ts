import { createContext, use } from 'react'

/**
 * False while React hydrates a painted page (payment.html's, lib/render-app's
 * hydrateInTransition: React adopts the paint's elements instead of replacing them), true in every
 * other render: outside a hydrated page there is no provider and the default is true.
 */
export const HydratedContext = createContext(true)

/**
 * Whether the page's hydration is over. A component whose first render must be the paint's markup
 * (the plans' places while they load, no footer) shows its real content once this is true, in the
 * transition that follows the hydration, so the hydration finds what the HTML has even when the
 * reads have already come back.
 */
export function useHydrated(): boolean {
  return use(HydratedContext)
}
