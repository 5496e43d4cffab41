import { z } from 'zod'
import { apiRequest, type Schemas } from './api'

/**
 * Presence ('Rafael está vendo esta página'): each signed-in tab tells the server the route it
 * shows (POST /api/presence) when the route changes and whenever its realtime stream (re)opens,
 * since the server forgets a session's page when its last stream closes. The others learn of
 * it through the stream's 'presence' hint and refetch PRESENCE_KEY.
 */
export const PRESENCE_KEY = ['presence'] as const

export const presenceSchema = z.object({
  viewers: z.array(z.object({ user_id: z.string(), first_name: z.string(), path: z.string() })),
}) satisfies z.ZodType<Schemas['Presence']>

/** Reports path (default: the current one); a failure is harmless, the next report fixes it. */
export function reportPresence(path: string = window.location.pathname): void {
  apiRequest('/api/presence', { method: 'POST', body: { path } }).catch(() => undefined)
}
