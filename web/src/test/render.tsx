import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/app/query-client'
import { routes } from '@/app/router'

/** The app's query client (same 401 and error-toast handling), without retries. */
export function createTestQueryClient() {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } })
  return client
}

/** Renders the whole app (real routes, providers and toasts) at `path`. */
export function renderApp(path: string, { queryClient = createTestQueryClient() } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const user = userEvent.setup()
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...utils, router, user, queryClient }
}
