import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { HydratedContext } from '@/lib/hydration'

/** useHydrated's answer for a hydrated page (lib/render-app): false in the hydrating render, true in a transition after it. */
export function Hydrating({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return <HydratedContext value={hydrated}>{children}</HydratedContext>
}
