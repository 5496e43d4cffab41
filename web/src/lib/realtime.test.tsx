import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS_URL, HINT_WINDOW_MS, keysFor, parseEvent, REOPEN_DELAY_MS, useRealtime } from './realtime'
import { FakeEventSource } from '@/test/fake-event-source'
import { earliestPosition, forgetPositions, notePosition } from './event-position'

describe('keysFor', () => {
  it("refetches the resource's own key, related keys and the dashboard", () => {
    expect(keysFor({ type: 'changed', resource: 'guests' })).toEqual([['guests'], ['invitation-messages'], ['dashboard'], ['activity']])
    expect(keysFor({ type: 'changed', resource: 'ceremonies' })).toEqual([['ceremonies'], ['checklist'], ['dashboard'], ['activity']])
    // A contract's payments are reminders, and a paid one moves its budget category.
    expect(keysFor({ type: 'changed', resource: 'payment-reminders' })).toEqual([
      ['payment-reminders'],
      ['contracts'],
      ['budget'],
      ['spending-limits'],
      ['dashboard'],
      ['activity'],
    ])
    // A budget save moves the limits that follow its categories.
    expect(keysFor({ type: 'changed', resource: 'budget' })).toEqual([['budget'], ['spending-limits'], ['dashboard'], ['activity']])
    // Who is looking at which page is no data change: only the presence list refetches.
    expect(keysFor({ type: 'changed', resource: 'presence' })).toEqual([['presence']])
    // A member's own notification choice changed by an unsubscribe link: only that card refetches.
    expect(keysFor({ type: 'changed', resource: 'notification-preferences', id: 'u1' })).toEqual([['notification-preferences']])
  })

  it('refreshes the bell on a new notification and everything on resync', () => {
    expect(keysFor({ type: 'notification.created', id: 'n1' })).toEqual([['notifications']])
    expect(keysFor({ type: 'resync' })).toBe('all')
  })

  it("refetches the session of a removed member (sessions.ended), which signs the tab out, and on a members change", () => {
    expect(keysFor({ type: 'sessions.ended', id: 'u2' })).toEqual([['session']])
    expect(keysFor({ type: 'changed', resource: 'members' })).toEqual([['members'], ['session'], ['dashboard'], ['activity']])
  })

  it('ignores unknown or incomplete events', () => {
    expect(keysFor({ type: 'changed' })).toEqual([])
    expect(keysFor({ type: 'algo.novo' })).toEqual([])
  })
})

describe('parseEvent', () => {
  it('reads the JSON of a data line and rejects anything else', () => {
    expect(parseEvent('{"type":"changed","resource":"guests"}')).toEqual({ type: 'changed', resource: 'guests' })
    expect(parseEvent('não é json')).toBeNull()
    expect(parseEvent('{"resource":"guests"}')).toBeNull()
    expect(parseEvent(42)).toBeNull()
  })
})

function instance(i: number): FakeEventSource {
  const es = FakeEventSource.instances[i]
  if (!es) throw new Error(`no EventSource #${i}`)
  return es
}

describe('useRealtime', () => {
  let client: QueryClient
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>

  let fetchSpy: ReturnType<typeof vi.fn>
  beforeEach(() => {
    FakeEventSource.instances = []
    vi.stubGlobal('EventSource', FakeEventSource)
    fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    vi.stubGlobal('fetch', fetchSpy)
    client = new QueryClient()
    forgetPositions()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("opens from the earliest position the page's answers carried, and reads nothing twice", () => {
    notePosition('a1b2.7')
    notePosition(null) // an answer without one (a proxy dropped it) changes nothing
    notePosition('a1b2.5') // read first, answered last
    notePosition('a1b2.12')
    client.setQueryData(['backups'], [])
    renderHook(() => useRealtime(), { wrapper })
    const es = instance(0)
    expect(es.url).toBe(`${EVENTS_URL}?since=a1b2.5`)
    const spy = vi.spyOn(client, 'invalidateQueries')
    act(() => es.onopen?.())
    // The server replays what changed after a1b2.5: the page's data is not read again.
    expect(spy).not.toHaveBeenCalled()
    expect(client.getQueryState(['backups'])?.isInvalidated).toBe(false)
    expect(fetchSpy).toHaveBeenCalledWith('/api/presence', expect.objectContaining({ method: 'POST' }))
    // The browser's own reconnection is replayed to as well (Last-Event-ID, or since again).
    act(() => es.onopen?.())
    expect(spy).not.toHaveBeenCalled()
    // A replayed hint is applied as any other.
    act(() => es.onmessage?.({ data: '{"type":"changed","resource":"backups"}' }))
    expect(spy).toHaveBeenCalledWith({ queryKey: ['backups'] })
  })

  it('reads again, once the stream is open, what was on its way when the position was chosen', async () => {
    notePosition('a1b2.7')
    const answers: Array<(rows: string[]) => void> = []
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)))
    client.setQueryData(['gifts'], [])
    // The list's read left before the session's answer set a1b2.7; the server may have handled it first.
    // The page's read starts before the shell's stream (a child's effects run first).
    const { result } = renderHook(
      () => {
        const query = useQuery({ queryKey: ['backups'], queryFn })
        useRealtime()
        return query
      },
      { wrapper },
    )
    expect(instance(0).url).toBe(`${EVENTS_URL}?since=a1b2.7`)
    await act(async () => answers[0]?.([])) // answered before the stream opens
    act(() => instance(0).onopen?.())
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    await act(async () => answers[1]?.(['Backup de 27/11/2026']))
    await waitFor(() => expect(result.current.data).toEqual(['Backup de 27/11/2026']))
    // What was read already is covered by the replay.
    expect(client.getQueryState(['gifts'])?.isInvalidated).toBe(false)
    // The browser's reconnection reads nothing again.
    act(() => instance(0).onopen?.())
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('opens without a position when the answers came from two server instances', () => {
    notePosition('a1b2.5')
    notePosition('c3d4.2')
    expect(earliestPosition()).toBeNull()
    notePosition('a1b2.1') // once unknown, stays unknown
    expect(earliestPosition()).toBeNull()
    forgetPositions()
    notePosition('a1b2.x')
    expect(earliestPosition()).toBeNull()
    client.setQueryData(['backups'], [])
    renderHook(() => useRealtime(), { wrapper })
    expect(instance(0).url).toBe(EVENTS_URL)
    act(() => instance(0).onopen?.())
    expect(client.getQueryState(['backups'])?.isInvalidated).toBe(true) // read again instead
  })

  it('opens one stream and invalidates the queries an event names', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000)
    client.setQueryData(['backups'], []) // read before the stream was open
    const { unmount } = renderHook(() => useRealtime(), { wrapper })
    expect(FakeEventSource.instances).toHaveLength(1)
    const es = instance(0)
    expect(es.url).toBe(EVENTS_URL)
    vi.setSystemTime(2_000)
    act(() => es.onopen?.())
    // A change made before the stream was open had no one to tell: what was read before is read again.
    expect(client.getQueryState(['backups'])?.isInvalidated).toBe(true)
    client.setQueryData(['backups'], [])
    client.setQueryData(['gifts'], [])
    const spy = vi.spyOn(client, 'invalidateQueries')
    // An open stream reports this tab's page (presence): the server forgets it when a stream closes.
    expect(fetchSpy).toHaveBeenCalledWith('/api/presence', expect.objectContaining({ method: 'POST', body: JSON.stringify({ path: window.location.pathname }) }))

    act(() => es.onmessage?.({ data: '{"type":"changed","resource":"guests"}' }))
    expect(client.getQueryState(['gifts'])?.isInvalidated).toBe(false) // read after the open: the stream covers it
    expect(spy).toHaveBeenCalledWith({ queryKey: ['guests'] })
    expect(spy).toHaveBeenCalledWith({ queryKey: ['dashboard'] })
    act(() => es.onmessage?.({ data: '{"type":"resync"}' }))
    expect(spy).toHaveBeenLastCalledWith()

    unmount()
    expect(es.closed).toBe(true)
  })

  // A read with no data yet is not restarted by an invalidation: the change must still be read.
  describe('a first read still on its way', () => {
    const answers: Array<(rows: string[]) => void> = []
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => answers.push(resolve)))
    beforeEach(() => {
      answers.length = 0
      queryFn.mockClear()
    })
    const page = () =>
      renderHook(
        () => {
          useRealtime()
          return useQuery({ queryKey: ['backups'], queryFn })
        },
        { wrapper },
      )

    it('is read again after its answer when a hint names it meanwhile', async () => {
      const { result } = page()
      act(() => instance(0).onopen?.())
      expect(queryFn).toHaveBeenCalledTimes(1)
      // The weekly copy is made while the list is loading: its hint comes before the answer.
      act(() => instance(0).onmessage?.({ data: '{"type":"changed","resource":"backups"}' }))
      await act(async () => answers[0]?.([]))
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
      await act(async () => answers[1]?.(['Backup de 27/11/2026']))
      await waitFor(() => expect(result.current.data).toEqual(['Backup de 27/11/2026']))
      expect(queryFn).toHaveBeenCalledTimes(2) // the open and the hint make one more read, not two
    })

    it('is read again after its answer when the stream opens meanwhile', async () => {
      const { result } = page()
      // Its answer may come from before the server listened for this stream.
      act(() => instance(0).onopen?.())
      await act(async () => answers[0]?.([]))
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
      await act(async () => answers[1]?.(['Backup de 27/11/2026']))
      await waitFor(() => expect(result.current.data).toEqual(['Backup de 27/11/2026']))
    })

    it('is not read again when the hints name something else', async () => {
      renderHook(() => useRealtime(), { wrapper })
      act(() => instance(0).onopen?.())
      // The page's read starts after the stream opened, and the hint is another list's.
      const { result } = renderHook(() => useQuery({ queryKey: ['backups'], queryFn }), { wrapper })
      act(() => instance(0).onmessage?.({ data: '{"type":"changed","resource":"guests"}' }))
      await act(async () => answers[0]?.([]))
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(queryFn).toHaveBeenCalledTimes(1)
    })
  })

  it('gathers a burst of hints: the dashboard is read at its start and once after it, not once per hint', () => {
    vi.useFakeTimers()
    const { unmount } = renderHook(() => useRealtime(), { wrapper })
    const es = instance(0)
    act(() => es.onopen?.())
    const spy = vi.spyOn(client, 'invalidateQueries')
    const reads = (key: string) => spy.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === key).length
    // 50 guests added through the API, as an import does.
    act(() => {
      for (let i = 0; i < 50; i++) es.onmessage?.({ data: '{"type":"changed","resource":"guests"}' })
    })
    expect(reads('dashboard')).toBe(1)
    expect(reads('guests')).toBe(1)
    act(() => vi.advanceTimersByTime(HINT_WINDOW_MS))
    // The last reads start after the last hint.
    expect(reads('dashboard')).toBe(2)
    expect(reads('guests')).toBe(2)
    expect(reads('gifts')).toBe(0)

    // A quiet window ends with nothing to read; the next hint is applied at once.
    act(() => vi.advanceTimersByTime(HINT_WINDOW_MS))
    act(() => es.onmessage?.({ data: '{"type":"changed","resource":"gifts"}' }))
    expect(reads('gifts')).toBe(1)
    expect(reads('dashboard')).toBe(3)
    // A resync reads everything at once, whatever was gathered.
    act(() => es.onmessage?.({ data: '{"type":"changed","resource":"budget"}' }))
    expect(reads('budget')).toBe(0)
    act(() => es.onmessage?.({ data: '{"type":"resync"}' }))
    expect(spy).toHaveBeenLastCalledWith()
    // Hints gathered when the shell goes away are dropped with it.
    act(() => es.onmessage?.({ data: '{"type":"changed","resource":"budget"}' }))
    const calls = spy.mock.calls.length
    unmount()
    act(() => vi.advanceTimersByTime(HINT_WINDOW_MS))
    expect(spy.mock.calls.length).toBe(calls)
  })

  it('does nothing without a session', () => {
    renderHook(() => useRealtime(false), { wrapper })
    expect(FakeEventSource.instances).toHaveLength(0)
  })

  it('reopens a refused stream later and then refetches everything', () => {
    vi.useFakeTimers()
    const spy = vi.spyOn(client, 'invalidateQueries')
    renderHook(() => useRealtime(), { wrapper })
    const first = instance(0)
    first.readyState = FakeEventSource.CLOSED
    act(() => first.onerror?.())
    expect(FakeEventSource.instances).toHaveLength(1)
    act(() => vi.advanceTimersByTime(REOPEN_DELAY_MS))
    expect(FakeEventSource.instances).toHaveLength(2)
    act(() => instance(1).onopen?.())
    expect(spy).toHaveBeenCalledWith()
  })
})
