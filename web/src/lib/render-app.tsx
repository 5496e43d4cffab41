import { startTransition, StrictMode, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Hydrating } from '@/components/hydrating'

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

/**
 * Hydrates container's first paint, which must be the markup page renders first (lib/hydration
 * for the parts that wait): React keeps the paint's elements instead of replacing them with
 * copies. A copy of the heading, drawn once the web font has come, was a new and larger LCP
 * than the painted one (fallback font): /payment's LCP on a slow phone was React's render,
 * 2.3 s, not the paint's 0.7 s (issue 16). Hydration also yields between slices.
 */
export function hydrateInTransition(container: HTMLElement, page: ReactNode): void {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydrating>{page}</Hydrating>
      </StrictMode>,
    )
  })
}
