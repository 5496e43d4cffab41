import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiGet, type Schemas } from '@/lib/api'

/** The plan feature behind the private calendar feed (Premium and Luxo). */
export const CALENDAR_FEATURE = 'calendar_integration'

const statusSchema = z.object({ active: z.boolean(), created_at: z.string().nullable() }) satisfies z.ZodType<Schemas['CalendarFeedStatus']>
export type CalendarFeedStatus = z.output<typeof statusSchema>

const createdSchema = z.object({ url: z.string(), created_at: z.string() }) satisfies z.ZodType<Schemas['CalendarFeedCreated']>
export type CalendarFeedCreated = z.output<typeof createdSchema>

/** GET /api/calendar-feed: whether the member has a link (the link itself is shown only once). */
export const calendarFeedQueryOptions = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: ({ signal }) => apiGet('/api/calendar-feed', (d) => statusSchema.parse(d), signal),
})

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions, enabled })
}

/** POST /api/calendar-feed: a new private link; the previous one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/calendar-feed', undefined, (d) => createdSchema.parse(d)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions.queryKey }),
  })
}
