import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from './api'
import { emptySite, parseSite, type Site } from './site'

/**
 * The operator's details in the app's query cache. Apart from lib/site, which the public pages'
 * own entries import without the query library (issue 16).
 */
export const siteQueryOptions = queryOptions({
  queryKey: ['site'],
  // No abort signal: the answer is tiny and shared by the footer and pages that mount and
  // unmount while a route loads; an aborted first fetch would leave them empty.
  queryFn: () => apiGet('/api/site', parseSite),
  // The settings change only with a restart of the server.
  staleTime: 60 * 60 * 1000,
})

/** The operator's details; emptySite until (or unless) the server answers. */
export function useSite(): Site {
  return useQuery(siteQueryOptions).data ?? emptySite
}
