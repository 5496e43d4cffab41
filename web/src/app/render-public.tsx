import type { ComponentType } from 'react'
import { hydrateInTransition, renderInTransition } from '@/lib/render-app'
import { PublicApp } from './public-app'

/**
 * Renders page over its HTML's paint, if any (public-main.tsx imports this after that paint).
 * payment.html's paint is hydrated: it is the markup PaymentPage renders first, element for
 * element (public-static.test.tsx). auth.html's is rendered over, as its card is inert until then.
 */
export function renderPublicApp(container: HTMLElement, page: ComponentType): void {
  const painted = window.location.pathname === '/payment' && container.firstElementChild !== null
  if (painted) hydrateInTransition(container, <PublicApp page={page} />)
  else renderInTransition(container, <PublicApp page={page} />)
}
