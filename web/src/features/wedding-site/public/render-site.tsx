import { renderInTransition } from '@/lib/render-app'
import { PublicSite } from './public-site'
import type { SiteRead } from './site-api'

/** Renders the published site over site.html's paint (site-main.tsx imports this after that paint). */
export function renderPublicSite(container: HTMLElement, slug: string, initial: SiteRead): void {
  renderInTransition(container, <PublicSite slug={slug} initial={initial} />)
}
