import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

/** queryClient: main.tsx's, when it has started loading a page's data before the first render. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter)
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
