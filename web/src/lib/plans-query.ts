import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPlans } from './plans'

/**
 * The plan catalogue in the app's query cache. Apart from lib/plans, which the public pages' own
 * entries import without the query library (issue 16).
 */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => getPlans(signal),
  // The catalogue changes only with a deploy.
  staleTime: 10 * 60 * 1000,
})

export function usePlans() {
  return useQuery(plansQueryOptions)
}
