import { startTransition, useEffect, useState } from 'react'

/**
 * A public read shared by the components of a page, without a query library: the landing's and the
 * public pages' own entries (issue 16: phone-fast public pages) load no TanStack Query. One fetch
 * at a time per resource, its answer kept for the page's life, or, with `maxAge`, read again when a
 * component using it mounts and the answer is older than that (the launch offer's counter; 0: on
 * every mount, who is signed in). A failed read is tried again when the next component using it
 * mounts; no retry loop: a page shows what failed and offers 'Tentar novamente' where it matters
 * (/payment's plans).
 */
export type ResourceState<T> = (
  | { data: undefined; isPending: true; isError: false }
  | { data: undefined; isPending: false; isError: true }
  | { data: T; isPending: false; isError: false }
) & { isFetching: boolean; refetch: () => void }

type Snapshot<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data: T | undefined; fetching: boolean }

export type Resource<T> = {
  /** The resource's state; the first component to mount starts the fetch. */
  use: () => ResourceState<T>
  /** Starts the fetch now (a page's entry, before its code arrives), unless one ran or runs; within maxAge, the page's components take its answer. */
  preload: () => void
  /** Where the read stands now, outside React ('pending' while any fetch runs). The screen follows a moment later (a transition): a test waits for what it shows, not for this alone. */
  status: () => Snapshot<T>['status']
}

const resets = new Set<() => void>()

/** Forgets every resource's answer (between tests: one page's answers must not leak into the next). */
export function resetResources(): void {
  for (const reset of resets) reset()
}

export function createResource<T>(
  load: () => Promise<T>,
  { maxAge = Infinity, keepStale = true }: { maxAge?: number; keepStale?: boolean } = {},
): Resource<T> {
  const idle: Snapshot<T> = { status: 'idle', data: undefined, fetching: false }
  let snapshot = idle
  let generation = 0
  // When the last answer came (Date.now()): the landing's sections mount a task after the hero,
  // and those using the offer read it again a moment after the hero's read answered (issue 16).
  let answeredAt = -Infinity
  const listeners = new Set<() => void>()
  const set = (next: Snapshot<T>) => {
    snapshot = next
    for (const listener of listeners) listener()
  }
  const fetchNow = () => {
    if (snapshot.fetching) return
    const mine = ++generation
    set({ status: snapshot.status === 'success' ? 'success' : 'pending', data: snapshot.data, fetching: true })
    load().then(
      (data) => {
        if (mine !== generation) return
        answeredAt = Date.now()
        set({ status: 'success', data, fetching: false })
      },
      () => {
        if (mine !== generation) return
        // Data already shown stays (a failed refresh of the offer keeps the last answer), unless
        // an old answer is worse than none (who is signed in).
        set(
          snapshot.data === undefined || !keepStale
            ? { status: 'error', data: undefined, fetching: false }
            : { ...snapshot, fetching: false },
        )
      },
    )
  }
  resets.add(() => {
    generation += 1
    snapshot = idle
    answeredAt = -Infinity
  })
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const get = () => snapshot
  return {
    status: () => (snapshot.fetching ? 'pending' : snapshot.status),
    preload: () => {
      if (snapshot.status === 'idle') fetchNow()
    },
    use: () => {
      // Not useSyncExternalStore: React renders its store's changes synchronously, in one task,
      // and the landing's plan cards, rendered when their read answered or a section's mount read
      // the offer again, were tasks of 50-210 ms on a 4x slower CPU (issue 16: Total Blocking
      // Time). Here a change is a transition, rendered in slices: every component of a resource
      // gets the new answer in the same transition, so they still show one answer.
      const [current, setCurrent] = useState(get)
      useEffect(() => {
        const update = () => startTransition(() => setCurrent(get()))
        const unsubscribe = subscribe(update)
        if (get() !== current) update() // changed between this render and its effect
        // A read that failed is tried again by the next component that needs it.
        if (snapshot.status !== 'success' || Date.now() - answeredAt >= maxAge) fetchNow()
        return unsubscribe
        // current is the first render's: later ones come through update.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [])
      const common = { isFetching: current.fetching, refetch: fetchNow }
      if (current.status === 'success') return { ...common, data: current.data as T, isPending: false, isError: false }
      if (current.status === 'error') return { ...common, data: undefined, isPending: false, isError: true }
      return { ...common, data: undefined, isPending: true, isError: false }
    },
  }
}
