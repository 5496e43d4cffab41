import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { AppToaster } from '@/components/app-toaster'
import { setSession, type Session } from '@/lib/session'
import { KeepSessionContext } from '@/lib/session-shape'
import { createQueryClient } from './query-client'

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  // A sign-in inside the app puts its session in the cache, so the guard lets the router move on.
  const [keepSession] = useState(() => (session: Session) => setSession(client, session))
  return (
    <QueryClientProvider client={client}>
      <KeepSessionContext value={keepSession}>
        {children}
        <AppToaster />
      </KeepSessionContext>
    </QueryClientProvider>
  )
}
