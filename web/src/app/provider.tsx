import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from './query-client'

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        richColors
        closeButton
        // At the bottom: a toast never covers the header (menu button, bell) nor a page's heading,
        // which sits right under the header on a phone (issue 18 §2).
        position="bottom-right"
        offset={{ bottom: 24, right: 24 }}
        mobileOffset={{ bottom: 16 }}
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </QueryClientProvider>
  )
}
