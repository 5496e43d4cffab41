import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders an entry's page into container as a transition: React renders in slices of a few
 * milliseconds and lets the browser paint and answer input between them, instead of one long task
 * on a slow phone (issue 16: Total Blocking Time <= 100 ms). A first paint already in container
 * (landing.html's) stays until React commits over it.
 */
export function renderInTransition(container: HTMLElement, page: ReactNode): void {
  const reactRoot = createRoot(container)
  startTransition(() => {
    reactRoot.render(<StrictMode>{page}</StrictMode>)
  })
}
