import { useEffect, useRef } from 'react'
import { useNavLocation } from './nav'
import { useMediaQuery } from './use-media-query'

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

/** How long the target is followed while the page settles (plans arriving, web fonts). */
const SETTLE_MS = 2500

/**
 * Scrolls to the element named by the URL's #hash once the page has rendered, also when
 * arriving from another page (e.g. 'Upgrade Plano' → /#planos) and when the same anchor is
 * chosen twice. React Router does not do this by itself (lib/nav: the same inside the app and on the landing's own entry).
 *
 * Arriving from another page jumps; an anchor on the page glides (unless the visitor prefers
 * reduced motion). Content above the target can still change size for a moment (the plan
 * cards replace their skeleton, fonts load), so the target is re-aimed on every size change
 * until the page settles or the visitor scrolls, types or presses anything.
 */
export function useScrollToHash(): void {
  const { hash, key } = useNavLocation()
  const reducedMotion = usePrefersReducedMotion()
  // The location this page was mounted with: that hash is an arrival, later ones are on-page.
  const arrivalKey = useRef(key)

  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    const arriving = key === arrivalKey.current
    const aim = (behavior: ScrollBehavior) =>
      document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' })

    // After paint, so a just-loaded page (lazy chunk) has its layout.
    const frame = requestAnimationFrame(() => aim(arriving || reducedMotion ? 'auto' : 'smooth'))

    let firstCallback = true
    const observer = new ResizeObserver(() => {
      // The first callback only reports the initial size.
      if (firstCallback) {
        firstCallback = false
        return
      }
      aim('auto')
    })
    observer.observe(document.body)
    const stop = () => observer.disconnect()
    const settle = window.setTimeout(stop, SETTLE_MS)
    // A press of the mouse counts too: a button clicked while the page settles can grow the
    // page (a card opens), and the visitor must not be carried back to the anchor for it.
    const byHand = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
    for (const type of byHand) window.addEventListener(type, stop, { passive: true })

    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(settle)
      stop()
      for (const type of byHand) window.removeEventListener(type, stop)
    }
    // `key` changes on every navigation, so choosing the same anchor again scrolls again.
  }, [hash, key, reducedMotion])
}
