import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from './query-client'

// Tailwind's sm breakpoint: below it a toast takes the whole width.
const PHONE = '(max-width: 639px)'

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const phone = useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE).matches)
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        richColors
        closeButton
        // A toast never covers a page's heading (issue 18 §2). On a wide screen it sits at the
        // right, below the app's 64 px header (never over the menu button or the bell), beside
        // the left-aligned headings; on a phone it takes the whole width, so it goes to the
        // bottom, away from the heading right under the header.
        position={phone ? 'bottom-center' : 'top-right'}
        offset={{ top: 72 }}
        mobileOffset={{ bottom: 16 }}
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </QueryClientProvider>
  )
}
