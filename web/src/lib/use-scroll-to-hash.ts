import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

/**
 * Scrolls to the element named by the URL's #hash once the page has rendered, also when
 * arriving from another page (e.g. 'Upgrade Plano' → /#planos) and when the same anchor is
 * chosen twice. React Router does not do this by itself.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation()
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    let cancelled = false
    const scroll = () => {
      if (cancelled) return
      document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
    }
    // After paint, so a just-loaded page (lazy chunk) has its layout.
    const frame = requestAnimationFrame(scroll)
    // Web fonts can move the target once they load: aim again then.
    let fontsTimer: number | undefined
    void document.fonts?.ready.then(() => {
      fontsTimer = window.setTimeout(scroll, 0)
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
      if (fontsTimer !== undefined) window.clearTimeout(fontsTimer)
    }
    // `key` changes on every navigation, so choosing the same anchor again scrolls again.
  }, [hash, key, reducedMotion])
}
