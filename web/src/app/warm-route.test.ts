import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, sessionBody, signedIn, unauthenticated } from '@/test/mock-api'

// Each module records when its code is loaded: warmRoute must start loading the opened /app page,
// the shell and its header's parts, and nothing for other paths.
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('@/features/shell/components/app-shell', () => (loaded.add('shell'), { AppShell: () => null }))
vi.mock('@/features/notifications/components/notification-bell', () => (loaded.add('bell'), { NotificationBell: () => null }))
vi.mock('@/features/activity/components/presence-notice', () => (loaded.add('presence'), { PresenceNotice: () => null }))
vi.mock('@/features/gifts/components/gifts-page', () => (loaded.add('gifts'), { GiftsPage: () => null }))
vi.mock('@/features/dashboard/components/dashboard-page', () => (loaded.add('dashboard'), { DashboardPage: () => null }))
vi.mock('@/features/guests/components/guests-page', () => (loaded.add('guests'), { GuestsPage: () => null }))

const { warmRoute } = await import('./router')
const { guestsQueryOptions } = await import('@/features/guests/api/get-guests')

// A module's code is loaded once per test file, so the steps run in order and each reads
// everything loaded so far.
async function loadedAfter(pathname: string, expectedCount: number): Promise<string[]> {
  void warmRoute(pathname, new QueryClient())
  await vi.waitFor(() => expect(loaded.size).toBeGreaterThanOrEqual(expectedCount), { timeout: 10_000 })
  return [...loaded].sort()
}

describe('warmRoute', () => {
  it("starts the opened /app page's code with the shell's, and nothing for other paths", async () => {
    // Paths outside /app, then an /app path with no page: imports run in the order they start, so
    // by the time the shell's code is in, a page wrongly started above would be in too.
    mockApi({})
    for (const pathname of ['/auth', '/application', '/']) void warmRoute(pathname, new QueryClient())
    await expect(loadedAfter('/app/nao-existe', 3)).resolves.toEqual(['bell', 'presence', 'shell'])
    await expect(loadedAfter('/app/gifts', 4)).resolves.toEqual(['bell', 'gifts', 'presence', 'shell'])
    await expect(loadedAfter('/app/guests/', 5)).resolves.toEqual(['bell', 'gifts', 'guests', 'presence', 'shell'])
    await expect(loadedAfter('/app', 6)).resolves.toEqual(['bell', 'dashboard', 'gifts', 'guests', 'presence', 'shell'])
  })
})

describe("warmRoute's reads", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for the session at once, then for the plans and the page's first read when someone is signed in", async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const api = mockApi({
      'GET /api/session': async () => (await answered, signedIn),
      'GET /api/guests': { status: 200, body: { guests: [] } },
      'GET /api/plans': { status: 200, body: { plans: [] } },
    })
    const client = new QueryClient()
    void warmRoute('/app/guests', client)
    expect(api.calls.map((c) => c.path)).toEqual(['/api/session'])
    // The page's read waits for the session: nobody signed in, nothing to read.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(api.callsTo('GET', '/api/guests')).toHaveLength(0)
    answer()
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/guests')).toHaveLength(1))
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/plans')).toHaveLength(1))
    // The page finds its read in the cache, under its own key.
    await vi.waitFor(() => expect(client.getQueryState(['guests'])?.status).toBe('success'))
  })

  it("warms a page's read without its failure toast, which the page's own read keeps", async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/guests': { status: 500, body: { error: { code: 'internal', message: 'x' } } } })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await warmRoute('/app/guests', client)
    const query = client.getQueryCache().find({ queryKey: ['guests'] })
    expect(query?.state.status).toBe('error')
    expect(query?.meta).toBeUndefined() // the query cache's onError toasts only a query with meta.errorTitle
    expect(guestsQueryOptions.meta?.errorTitle).toBe('Erro ao carregar convidados')
  })

  it("reads the plan's card with Configurações for the couple, not for a cerimonialista", async () => {
    const failed = { status: 500, body: { error: { code: 'internal', message: 'x' } } }
    for (const role of ['owner', 'partner', 'planner'] as const) {
      const session = sessionBody()
      const api = mockApi({
        'GET /api/session': { status: 200, body: { ...session, wedding: { ...session.wedding, role } } },
        'GET /api/plans': { status: 200, body: { plans: [] } },
        'GET /api/profile': failed,
        'GET /api/subscription': failed,
      })
      await warmRoute('/app/profile', new QueryClient({ defaultOptions: { queries: { retry: false } } }))
      expect(api.callsTo('GET', '/api/profile')).toHaveLength(1)
      expect(api.callsTo('GET', '/api/subscription')).toHaveLength(role === 'planner' ? 0 : 1)
    }
  })

  it('reads nothing more for a visitor who is signed out, nor for a page without a first read', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated, 'GET /api/plans': { status: 200, body: { plans: [] } } })
    const client = new QueryClient()
    await warmRoute('/app/guests', client)
    expect(client.getQueryState(['session'])?.status).toBe('success')
    expect(api.calls.map((c) => c.path)).toEqual(['/api/session'])

    mockApi({ 'GET /api/session': signedIn, 'GET /api/plans': { status: 200, body: { plans: [] } } })
    const other = new QueryClient()
    await warmRoute('/app/forum', other)
    expect(other.getQueryCache().getAll().map((q) => q.queryKey[0]).sort()).toEqual(['plans', 'session'])
  })
})
