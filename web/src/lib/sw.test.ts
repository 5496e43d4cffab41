import { describe, expect, it, vi } from 'vitest'
import source from '../../public/sw.js?raw'

type Listener = (event: Record<string, unknown>) => void
type FakeClient = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }

/**
 * Runs public/sw.js against a fake ServiceWorkerGlobalScope and returns its listeners and the
 * fakes it calls: the worker's logic without a browser (the e2e test runs it in Chromium).
 */
function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, Listener>()
  const waits: Promise<unknown>[] = []
  const scope = {
    location: new URL('https://aceito.com.br/sw.js'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: { subscribe: vi.fn(async (_options: { applicationServerKey: Uint8Array }) => subscription('https://push.example/new')) },
    },
    fetch: vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/push/public-key' ? Response.json({ public_key: 'AQID_-8' }) : new Response(null, { status: 201 }),
    ),
    atob: (data: string) => atob(data),
  }
  new Function('self', source)(scope)
  const fire = async (type: string, event: Record<string, unknown>) => {
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
  }
  return { listeners, scope, fire }
}

function subscription(endpoint: string) {
  return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }) }
}

function pushData(payload: unknown) {
  return { json: () => payload, text: () => JSON.stringify(payload) }
}

function tab(url: string): FakeClient {
  const client: FakeClient = { url, focus: vi.fn(), navigate: vi.fn(async () => client) }
  client.focus.mockResolvedValue(client)
  return client
}

describe('the service worker (public/sw.js)', () => {
  it('has no fetch handler, installs at once and takes over the open pages', async () => {
    const { listeners, scope, fire } = loadWorker()
    expect([...listeners.keys()].sort()).toEqual(['activate', 'install', 'message', 'notificationclick', 'push', 'pushsubscriptionchange'])
    await fire('install', {})
    expect(scope.skipWaiting).toHaveBeenCalled()
    await fire('activate', {})
    expect(scope.clients.claim).toHaveBeenCalled()
    // It caches nothing: the source never touches Cache Storage.
    expect(source).not.toMatch(/caches\./)
  })

  it('shows a push as a notification with its text, tag and screen', async () => {
    const { scope, fire } = loadWorker()
    await fire('push', {
      data: pushData({ title: 'Aceito', body: 'Lembrete: Contratar fotógrafo', url: '/app/planning', tag: 'n-42' }),
    })
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Aceito', {
      body: 'Lembrete: Contratar fotógrafo',
      tag: 'n-42',
      data: { url: '/app/planning' },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
    })
  })

  it('never sends a tap to another site, and shows even an unreadable push', async () => {
    const { scope, fire } = loadWorker()
    await fire('push', { data: pushData({ body: 'Oi', url: 'https://golpe.example/app' }) })
    await fire('push', { data: pushData({ body: 'Oi', url: '//golpe.example/app' }) })
    await fire('push', { data: pushData({ body: 'Oi', url: '/\\golpe.example/app' }) })
    await fire('push', { data: { json: () => JSON.parse('{'), text: () => 'texto solto' } })
    const calls = scope.registration.showNotification.mock.calls as unknown as [string, { body: string; data: { url: string } }][]
    expect(calls.map(([title, options]) => [title, options.body, options.data.url])).toEqual([
      ['Aceito', 'Oi', '/app/notifications'],
      ['Aceito', 'Oi', '/app/notifications'],
      ['Aceito', 'Oi', '/app/notifications'],
      ['Aceito', 'texto solto', '/app/notifications'],
    ])
  })

  it("a tap focuses the open app's tab and takes it to the screen", async () => {
    const landing = tab('https://aceito.com.br/')
    const app = tab('https://aceito.com.br/app/guests')
    const { scope, fire } = loadWorker([landing, app])
    const close = vi.fn()
    await fire('notificationclick', { notification: { close, data: { url: '/app/planning' } } })
    expect(close).toHaveBeenCalled()
    expect(app.focus).toHaveBeenCalled()
    expect(app.navigate).toHaveBeenCalledWith('https://aceito.com.br/app/planning')
    expect(landing.focus).not.toHaveBeenCalled()
    expect(scope.clients.openWindow).not.toHaveBeenCalled()
  })

  it('a tap opens the screen when no tab is open, or when the tab cannot be taken there', async () => {
    const first = loadWorker([])
    await first.fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/app/budget' } } })
    expect(first.scope.clients.openWindow).toHaveBeenCalledWith('https://aceito.com.br/app/budget')

    const stuck = tab('https://aceito.com.br/app')
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'))
    const second = loadWorker([stuck])
    await second.fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/app/budget' } } })
    expect(second.scope.clients.openWindow).toHaveBeenCalledWith('https://aceito.com.br/app/budget')
  })

  it('gives the server the subscription the browser replaced, and drops the old one there', async () => {
    const { scope, fire } = loadWorker()
    await fire('pushsubscriptionchange', {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/rotated'),
    })
    expect(scope.registration.pushManager.subscribe).not.toHaveBeenCalled()
    expect(scope.fetch.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['/api/push-subscriptions', 'POST', { endpoint: 'https://push.example/rotated', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }],
      ['/api/push-subscriptions', 'DELETE', { endpoint: 'https://push.example/old' }],
    ])
  })

  it("subscribes again with the server's key when the browser dropped the subscription", async () => {
    const { scope, fire } = loadWorker()
    await fire('pushsubscriptionchange', { oldSubscription: subscription('https://push.example/old'), newSubscription: null })
    const [options] = scope.registration.pushManager.subscribe.mock.calls[0] ?? []
    expect(options).toMatchObject({ userVisibleOnly: true })
    expect(Array.from(options?.applicationServerKey ?? [])).toEqual([1, 2, 3, 255, 239]) // 'AQID_-8', base64url
    expect(scope.fetch.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/push/public-key', undefined],
      ['/api/push-subscriptions', 'POST'],
      ['/api/push-subscriptions', 'DELETE'],
    ])
  })

  it('keeps the old subscription on the server when the new one was refused (signed out)', async () => {
    const { scope, fire } = loadWorker()
    scope.fetch.mockResolvedValue(new Response(null, { status: 401 }))
    await fire('pushsubscriptionchange', {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/rotated'),
    })
    expect(scope.fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['POST'])
  })

  it('answers which version runs', async () => {
    const { fire } = loadWorker()
    const port = { postMessage: vi.fn() }
    await fire('message', { data: { type: 'version' }, ports: [port] })
    expect(port.postMessage).toHaveBeenCalledWith('__ACEITO_BUILD__') // the server writes the build's in its place
  })
})
