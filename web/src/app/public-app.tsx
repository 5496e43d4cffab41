import type { ComponentType } from 'react'
import { DeferredToaster } from '@/components/deferred-toaster'

/**
 * One public page on its own (public-main.tsx; issue 16: phone-fast public pages): no router
 * (links are plain anchors and other pages full page loads, lib/nav), no session guard beyond
 * /auth's, no app shell and no query cache (reads are lib/resource's, writes lib/use-action's), and
 * sonner only once a toast is wanted (components/deferred-toaster).
 */
export function PublicApp({ page: Page }: { page: ComponentType }) {
  return (
    <>
      <Page />
      <DeferredToaster />
    </>
  )
}
