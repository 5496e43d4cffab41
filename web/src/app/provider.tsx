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
        // Below the app's 64 px header, so a toast never covers the menu button or the bell; on a
        // wide screen it sits at the right, beside the left-aligned headings. On a phone (full
        // width) the bottom was tried and covered the lists' buttons, so it stays at the top.
        position="top-right"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        containerAriaLabel="Avisos"
        toastOptions={{ closeButtonAriaLabel: 'Fechar aviso', classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </QueryClientProvider>
  )
}
