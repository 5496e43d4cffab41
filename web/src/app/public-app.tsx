import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { AppToaster } from '@/components/app-toaster'


/**
 * One public page on its own: no router (links are plain anchors and other pages full page loads,
 * lib/nav), no session guard beyond /auth's (public-main.tsx) and no app shell.
 */
export function PublicApp({ page: Page, queryClient }: { page: ComponentType; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Page />
      <AppToaster />
    </QueryClientProvider>
  )
}
