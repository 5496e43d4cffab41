import { renderInTransition } from '@/lib/render-app'
import { LandingApp } from './landing-app'

/** Renders the landing over landing.html's paint (landing-main.tsx imports this after that paint). */
export function renderLandingApp(container: HTMLElement): void {
  renderInTransition(container, <LandingApp />)
}
