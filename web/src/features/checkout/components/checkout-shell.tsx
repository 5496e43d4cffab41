import type { ReactNode } from 'react'
import { PublicLayout } from '@/components/public-layout'

/** The soft backdrop of the checkout pages, matching the landing page's hero. */
export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_85%_-10%,#f6dde4,transparent),radial-gradient(40rem_24rem_at_0%_100%,#f7efe2,transparent)]"
        />
        {children}
      </div>
    </PublicLayout>
  )
}
