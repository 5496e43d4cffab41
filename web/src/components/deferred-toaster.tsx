import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { hasCarriedToast } from '@/lib/carried-toast'
import { useHydrated } from '@/lib/hydration'
import { onToastWanted, toastWanted } from '@/lib/toast'

// A chunk that fails to load (a deploy while the page is open, a dropped request) leaves the page
// without toasts, never without the page: lazy() would otherwise throw to the root and unmount it.
const AppToaster = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('@/components/app-toaster')).AppToaster }
  } catch (error) {
    console.error('toaster: its chunk could not load', error)
    return { default: () => null }
  }
})

// The first sign that the visitor is using the page: a touch, a key, a field's focus (a screen
// reader's double tap sends focus and click without pointerdown). The toasts' aria-live region
// then exists before the first toast, so that toast is announced.
const firstUse = ['pointerdown', 'keydown', 'focusin', 'click'] as const

/**
 * The toasts' host (sonner) for the landing's and the public pages' own entries (issue 16:
 * phone-fast public pages), loaded at the visitor's first touch, key or focus, when a toast is
 * asked for (lib/toast), or at once when a toast carried across a page load waits
 * (lib/carried-toast). The page's first load stays without sonner.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastWanted() || hasCarriedToast())
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    for (const type of firstUse) window.addEventListener(type, want, { once: true, passive: true })
    const stop = onToastWanted(want)
    // A toast asked for between the first render and this subscription.
    if (toastWanted()) want()
    return () => {
      for (const type of firstUse) window.removeEventListener(type, want)
      stop()
    }
  }, [wanted])
  // Nothing while payment.html's paint is hydrated: the paint has no toaster.
  const hydrated = useHydrated()
  return wanted && hydrated ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
