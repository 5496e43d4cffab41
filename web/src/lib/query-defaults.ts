import type { DefaultOptions } from '@tanstack/react-query'
import { ApiError } from './api'

/** Server-side errors that a retry will not fix. */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/** Every query client's defaults: the app's (app/query-client.ts) and the landing's own entry's. */
export const queryDefaultOptions: DefaultOptions = {
  queries: {
    staleTime: 30 * 1000,
    retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
  },
  mutations: { retry: false },
}
