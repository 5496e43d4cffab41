import { lazy, Suspense, useEffect, useState } from 'react'
import { hasCarriedToast } from '@/lib/carried-toast'
import { onToastWanted, toastWanted } from '@/lib/toast'

const AppToaster = lazy(async () => ({ default: (await import('@/components/app-toaster')).AppToaster }))

/**
 * The toasts' host (sonner) for the landing's and the public pages' own entries (issue 16:
 * phone-fast public pages), loaded at the visitor's first touch or key, when a toast is asked for
 * (lib/toast), or at once when a toast carried across a page load waits (lib/carried-toast). The
 * page's first load stays without sonner.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(() => toastWanted() || hasCarriedToast())
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    const types = ['pointerdown', 'keydown'] as const
    for (const type of types) window.addEventListener(type, want, { once: true, passive: true })
    const stop = onToastWanted(want)
    return () => {
      for (const type of types) window.removeEventListener(type, want)
      stop()
    }
  }, [wanted])
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null
}
