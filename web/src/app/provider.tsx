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
        position="top-right"
        // Below the app's 64 px header, so a toast never covers the menu button or the bell.
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </QueryClientProvider>
  )
}
