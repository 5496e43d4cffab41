import { describe, expect, it, vi } from 'vitest'

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

// A module's code is loaded once per test file, so the steps run in order and each reads
// everything loaded so far.
async function loadedAfter(pathname: string, expectedCount: number): Promise<string[]> {
  warmRoute(pathname)
  await vi.waitFor(() => expect(loaded.size).toBeGreaterThanOrEqual(expectedCount), { timeout: 10_000 })
  return [...loaded].sort()
}

describe('warmRoute', () => {
  it("starts the opened /app page's code with the shell's, and nothing for other paths", async () => {
    // Paths outside /app, then an /app path with no page: imports run in the order they start, so
    // by the time the shell's code is in, a page wrongly started above would be in too.
    warmRoute('/auth')
    warmRoute('/application')
    warmRoute('/')
    await expect(loadedAfter('/app/nao-existe', 3)).resolves.toEqual(['bell', 'presence', 'shell'])
    await expect(loadedAfter('/app/gifts', 4)).resolves.toEqual(['bell', 'gifts', 'presence', 'shell'])
    await expect(loadedAfter('/app/guests/', 5)).resolves.toEqual(['bell', 'gifts', 'guests', 'presence', 'shell'])
    await expect(loadedAfter('/app', 6)).resolves.toEqual(['bell', 'dashboard', 'gifts', 'guests', 'presence', 'shell'])
  })
})
