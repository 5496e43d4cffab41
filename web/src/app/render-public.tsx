import type { ComponentType } from 'react'
import { renderInTransition } from '@/lib/render-app'
import { PublicApp } from './public-app'

/** Renders page over its HTML's paint, if any (public-main.tsx imports this after that paint). */
export function renderPublicApp(container: HTMLElement, page: ComponentType): void {
  renderInTransition(container, <PublicApp page={page} />)
}
