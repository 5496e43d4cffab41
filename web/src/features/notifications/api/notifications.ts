import { queryOptions, useQuery } from '@tanstack/react-query'
import { useInvalidatingMutation } from '@/lib/query'
import { api, apiGet } from '@/lib/api'
import { notificationListSchema, notificationSchema, type NotificationFilter, type NotificationList } from './schemas'

/** Spec part 2 §9: the list is limited to 50. */
export const NOTIFICATIONS_LIMIT = 50
/** Realtime (lib/realtime.ts) refreshes the bell at once; polling every 30 s is the fallback. */
export const POLL_INTERVAL_MS = 30_000

export const notificationsKey = ['notifications'] as const

export type ListParams = { filter: NotificationFilter; q?: string; sort?: 'priority' | 'recent' }

export function getNotifications({ filter, q = '', sort = 'priority' }: ListParams, signal?: AbortSignal): Promise<NotificationList> {
  const params = new URLSearchParams({ filter, limit: String(NOTIFICATIONS_LIMIT) })
  if (q.trim() !== '') params.set('q', q.trim())
  if (sort !== 'priority') params.set('sort', sort)
  return apiGet(`/api/notifications?${params.toString()}`, (data) => notificationListSchema.parse(data), signal)
}

/** One list of the panel or the centre; every key starts with 'notifications' so one invalidation refreshes all. */
export function notificationListQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: [...notificationsKey, 'list', params.filter, params.q?.trim() ?? '', params.sort ?? 'priority'],
    queryFn: ({ signal }) => getNotifications(params, signal),
    refetchInterval: POLL_INTERVAL_MS,
    // Part 2 §8: the toast of a failed load (title 'Erro'); the bell's silent feed has none.
    meta: { errorTitle: 'Erro', errorDescription: 'Erro ao carregar notificações.' },
  })
}

/**
 * The bell's feed: the unread notifications (for the badge and the toasts), polled every 30 s and
 * on window focus. A failed poll stays silent: the next one retries.
 */
export const unreadFeedQueryOptions = queryOptions({
  queryKey: [...notificationsKey, 'feed'],
  queryFn: ({ signal }) => getNotifications({ filter: 'unread' }, signal),
  refetchInterval: POLL_INTERVAL_MS,
  refetchOnWindowFocus: 'always',
  staleTime: 0,
})

export function useUnreadFeed() {
  return useQuery(unreadFeedQueryOptions)
}

export function useNotificationList(params: ListParams, enabled = true) {
  return useQuery({ ...notificationListQueryOptions(params), enabled })
}

export function useMarkRead() {
  return useInvalidatingMutation(notificationsKey, (id: string) =>
    api.post(`/api/notifications/${encodeURIComponent(id)}/read`, undefined, (data) => notificationSchema.parse(data)),
  )
}

export function useMarkAllRead() {
  return useInvalidatingMutation(notificationsKey, () => api.send('/api/notifications/read-all', 'POST'))
}

export function useDeleteNotification() {
  return useInvalidatingMutation(notificationsKey, (id: string) => api.send(`/api/notifications/${encodeURIComponent(id)}`, 'DELETE'))
}
