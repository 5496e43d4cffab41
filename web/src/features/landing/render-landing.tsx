import { hydrateInTransition } from '@/lib/render-app'
import { LandingApp } from './landing-app'

/**
 * Hydrates landing.html's paint (landing-main.tsx imports this after that paint): React adopts the
 * painted top bar and hero, which are the markup LandingApp renders first (landing-static.test.tsx),
 * instead of replacing them. A copy of the hero's heading, drawn once Playfair had come, was a
 * later, larger LCP than the painted one on a throttled phone (1.0 s painted, 2.5 s React's; issue 16).
 */
export function renderLandingApp(container: HTMLElement): void {
  hydrateInTransition(container, <LandingApp />)
}
