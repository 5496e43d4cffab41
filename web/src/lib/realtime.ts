import { hashKey, useQueryClient, type InvalidateQueryFilters, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { z } from 'zod'
import type { OpenEnums, Schemas } from './api'
import { earliestPosition } from './event-position'
import { PRESENCE_KEY, reportPresence } from './presence'

/**
 * Realtime (GET /api/events, Server-Sent Events): the server sends small hints — a resource
 * changed, a notification was created, or "resync" — and the app refetches the matching
 * queries, so a change made by the partner in another browser appears without reload. The
 * feature hooks keep their own polling as a fallback.
 */
export const EVENTS_URL = '/api/events'
/** After the server refused the stream (e.g. a restart mid-handshake), try again after this. */
export const REOPEN_DELAY_MS = 10_000
/**
 * After a hint is applied, the hints of the next this-many ms are gathered and applied together at
 * its end: a burst (an import, 50 guests added through the API) read the dashboard 50 times in
 * 40 ms, each read cancelling the one before, on a one-core machine (issue 16).
 */
export const HINT_WINDOW_MS = 250

/** type stays an open string: an event a newer server adds is ignored, not a broken stream. */
const eventSchema = z.object({
  type: z.string(),
  resource: z.string().optional(),
  id: z.string().optional(),
}) satisfies z.ZodType<OpenEnums<Schemas['RealtimeEvent'], 'type'>>
export type RealtimeEvent = z.infer<typeof eventSchema>

/**
 * Query keys each resource's writes can change, besides the resource's own key (the first path
 * segment after /api/, which is also the feature's query key). The dashboard sums every
 * resource, so it is refreshed on any change.
 */
const RELATED: Record<string, QueryKey[]> = {
  guests: [['invitation-messages']],
  'invitation-messages': [['guests']],
  ceremonies: [['checklist']],
  // Limits that follow a budget category take its spent value (and the panel shows the total).
  budget: [['spending-limits']],
  // A contract's sinal and parcelas are payment reminders; a paid one adds to its budget category.
  contracts: [['payment-reminders'], ['budget'], ['spending-limits']],
  'payment-reminders': [['contracts'], ['budget'], ['spending-limits']],
  honeymoon: [['budget'], ['spending-limits']],
  pix: [['gifts']],
  'gift-claims': [['gifts']],
  profile: [['session'], ['weather']], // the wedding date moves the rain forecast's window
  subscription: [['session'], ['permission'], ['plans'], ['weather']],
  members: [['session']],
}

/** What to refetch for one event: a list of query keys, or 'all'. Unknown events change nothing. */
export function keysFor(event: RealtimeEvent): QueryKey[] | 'all' {
  switch (event.type) {
    case 'resync':
      return 'all'
    case 'notification.created':
      return [['notifications']]
    case 'sessions.ended':
      // This member was removed: the session refetch answers 401 and the guard signs out.
      return [['session']]
    case 'changed': {
      const resource = event.resource
      if (!resource) return []
      // Who is looking at which page changes no data.
      if (resource === 'presence') return [PRESENCE_KEY]
      // This member's own notification choice, changed outside the app (an unsubscribe link):
      // the open 'Notificações' card refetches it; it is no wedding data and no activity line.
      if (resource === 'notification-preferences') return [['notification-preferences']]
      // Every write is also a line of 'Atividade'.
      return [[resource], ...(RELATED[resource] ?? []), ['dashboard'], ['activity']]
    }
    default:
      return []
  }
}

/** Parses one `data:` payload; anything malformed is ignored. */
export function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null
  try {
    const parsed = eventSchema.safeParse(JSON.parse(data))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * invalidateQueries, and once more for each matching query whose first read is still on its way:
 * TanStack Query does not restart a read that has no data yet, it gives the invalidation the read
 * already running, which the server may have answered before the change (found on one core: the
 * weekly backup's hint, or the stream's first open, came while 'Backup automático' was loading,
 * and the card stayed empty). A read that fails is left to the page's own retry.
 */
function refetch(queryClient: QueryClient, filters?: InvalidateQueryFilters) {
  const cache = queryClient.getQueryCache()
  const firstReads = cache
    .findAll(filters)
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined && !readAgain.has(query))
  void (filters ? queryClient.invalidateQueries(filters) : queryClient.invalidateQueries())
  for (const query of firstReads) {
    readAgain.add(query)
    const stop = cache.subscribe((event) => {
      if (event.query !== query) return
      if (event.type === 'removed') stop()
      if (event.type !== 'updated' || query.state.fetchStatus !== 'idle') return
      stop()
      readAgain.delete(query)
      if (query.state.status === 'success') void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true })
    })
  }
}

/** The first reads already to be read again once answered (several hints make one more read). */
const readAgain = new WeakSet<Query>()

/**
 * Applies a hint at once when none came in the last HINT_WINDOW_MS; otherwise gathers it, each
 * key once, and applies what was gathered at the window's end, so the last reads start after the
 * last hint of a burst. A resync refetches everything at once (what was gathered included).
 */
function createHintThrottle(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const gathered = new Map<string, QueryKey>()
  const apply = (keys: QueryKey[]) => {
    for (const queryKey of keys) refetch(queryClient, { queryKey })
  }
  const closeWindow = () => {
    timer = undefined
    if (gathered.size === 0) return
    const keys = [...gathered.values()]
    gathered.clear()
    apply(keys)
    timer = setTimeout(closeWindow, HINT_WINDOW_MS)
  }
  return {
    add(event: RealtimeEvent) {
      const keys = keysFor(event)
      // A hint that names nothing (an unknown type) opens no window to hold the next one back.
      if (keys !== 'all' && keys.length === 0) return
      if (keys !== 'all' && timer !== undefined) {
        for (const queryKey of keys) gathered.set(hashKey(queryKey), queryKey)
        return
      }
      if (keys === 'all') {
        gathered.clear()
        refetch(queryClient)
      } else {
        apply(keys)
      }
      clearTimeout(timer)
      timer = setTimeout(closeWindow, HINT_WINDOW_MS)
    },
    stop() {
      clearTimeout(timer)
      gathered.clear()
    },
  }
}

/**
 * Keeps one EventSource open while mounted (the signed-in shell). The browser reconnects by
 * itself and sends Last-Event-ID, so the server replays what was missed or asks for a resync.
 * On a busy phone the stream can open after the page's data came, and a change in between (a
 * partner's, the weekly backup) must not wait for a reload: the first open asks the server to
 * replay from the earliest position the page's answers carried (lib/event-position). Without one
 * (answers that carried none, or from two server instances) the open refetches what was read
 * before it instead.
 * If the server refuses the stream the browser gives up; we reopen after a pause and, having
 * lost the last id, refetch everything once connected.
 */
export function useRealtime(enabled = true) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const hints = createHintThrottle(queryClient)

    const open = (fresh: boolean) => {
      const since = fresh ? earliestPosition() : null
      // A read on its way now may be answered from before since (the server can handle it first
      // and answer it last): it is read again once the stream is open.
      let onTheirWay = since ? queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }) : []
      const es = new EventSource(since ? `${EVENTS_URL}?since=${encodeURIComponent(since)}` : EVENTS_URL)
      source = es
      es.onopen = () => {
        // A change made before the stream was open sent its hint to no one: the server replays
        // it after since; without since what was read before now is read again (everything after
        // a reopen, whose missed events are unknown). The browser's own reconnections come back
        // here with Last-Event-ID (or since) and are replayed to as well.
        const openedAt = Date.now()
        const again = new Set(onTheirWay)
        onTheirWay = []
        if (!fresh) refetch(queryClient)
        else if (!since) refetch(queryClient, { predicate: (query) => query.state.dataUpdatedAt < openedAt })
        else if (again.size > 0) refetch(queryClient, { predicate: (query) => again.has(query) })
        fresh = true
        reportPresence() // the server forgot this tab's page when its previous stream closed
      }
      es.onmessage = (message) => {
        const event = parseEvent(message.data)
        if (event) hints.add(event)
      }
      es.onerror = () => {
        if (es.readyState !== EventSource.CLOSED || stopped) return
        es.close()
        timer = setTimeout(() => open(false), REOPEN_DELAY_MS)
      }
    }
    open(true)
    return () => {
      stopped = true
      clearTimeout(timer)
      hints.stop()
      source?.close()
    }
  }, [enabled, queryClient])
}
