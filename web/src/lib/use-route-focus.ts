import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** How long a page that is still loading may take to show its heading. */
const WAIT_MS = 5000

/**
 * After an in-app navigation (not the first load) moves focus to the new page's h1 inside its
 * <main>, so a screen reader announces the page and the next Tab starts
 * from its top (issue 16 §3). Used once, in the root layout, which every route keeps. A page whose heading comes later (a lazy chunk) is watched until
 * it shows. Only the path counts: a #hash or a ?query on the same page keeps focus where it is.
 */
export function useRouteFocus(): void {
  const { pathname, hash } = useLocation()
  const previousPath = useRef(pathname)
  useEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    // A link to a section (/#planos) scrolls to it; the section, not the heading, is the target.
    if (hash) return
    const container = document.querySelector('main')
    if (!container) return
    const focusHeading = () => {
      const heading = container.querySelector('h1')
      if (!heading) return false
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.style.outline = 'none' // focused by script, not by the keyboard: no ring
      heading.focus({ preventScroll: true })
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(container, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [pathname, hash])
}
