import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, type Schemas } from '@/lib/api'
import { formatDateTimeInZone } from '@/lib/format'
import { PRESENCE_KEY, presenceSchema } from '@/lib/presence'

/** 'Atividade' (GET /api/activity): who changed what and when, newest first, 30 a page. */
export const activityKey = ['activity'] as const

const itemSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  area: z.string(),
  area_label: z.string(),
  text: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<Schemas['ActivityItem']>

export const activityPageSchema = z.object({
  items: z.array(itemSchema),
  has_more: z.boolean(),
  page: z.number().int(),
  people: z.array(z.object({ id: z.string(), first_name: z.string() })),
  areas: z.array(z.object({ key: z.string(), label: z.string() })),
  time_zone: z.string(),
  notify: z.boolean(),
}) satisfies z.ZodType<Schemas['ActivityPage']>
export type ActivityPage = z.infer<typeof activityPageSchema>
export type ActivityItem = z.infer<typeof itemSchema>

export type ActivityFilters = { user: string; area: string; page: number }

export function activityPath({ user, area, page }: ActivityFilters): string {
  const params = new URLSearchParams()
  if (user) params.set('user', user)
  if (area) params.set('area', area)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/api/activity?${query}` : '/api/activity'
}

export function useActivity(filters: ActivityFilters) {
  return useQuery({
    queryKey: [...activityKey, filters.user, filters.area, filters.page],
    queryFn: ({ signal }) => apiGet(activityPath(filters), (data) => activityPageSchema.parse(data), signal),
    placeholderData: keepPreviousData,
  })
}

/** The other members' open pages (GET /api/presence), refreshed by the realtime 'presence' hint. */
export function usePresence() {
  return useQuery({
    queryKey: PRESENCE_KEY,
    queryFn: ({ signal }) => apiGet('/api/presence', (data) => presenceSchema.parse(data), signal),
    staleTime: 60_000,
  })
}

/** 'Rafael está vendo esta página' / 'Rafael e Mariana estão vendo esta página' for the viewers of path. */
export function presenceText(names: readonly string[]): string | null {
  const unique = [...new Set(names)]
  if (unique.length === 0) return null
  if (unique.length === 1) return `${unique[0]} está vendo esta página`
  const last = unique[unique.length - 1]
  return `${unique.slice(0, -1).join(', ')} e ${last} estão vendo esta página`
}

/** dd/MM/yyyy HH:mm in the wedding's time zone. */
export function formatActivityTime(iso: string, timeZone: string): string {
  return formatDateTimeInZone(iso, timeZone, ' ')
}
