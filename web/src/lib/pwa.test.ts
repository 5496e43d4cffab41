import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '@/test/mock-api'
import { forgetPushSubscription, resyncPushSubscription } from './pwa'

const endpoint = 'https://fcm.googleapis.com/fcm/send/computador-compartilhado'

/** A browser with Web Push and, if subscribed, one subscription. */
function browserWith(subscribed: boolean) {
  const order: string[] = []
  const unsubscribe = vi.fn(async () => {
    order.push('unsubscribe')
    return true
  })
  const registration = {
    pushManager: { getSubscription: vi.fn(async () => (subscribed ? { endpoint, unsubscribe } : null)) },
  }
  vi.stubGlobal('Notification', { permission: 'granted' })
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  })
  return { unsubscribe, order }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('forgetPushSubscription (before signing out)', () => {
  it('tells the server to stop, then drops the browser subscription', async () => {
    const browser = browserWith(true)
    const api = mockApi({
      'DELETE /api/push-subscriptions': () => {
        browser.order.push('DELETE')
        return { status: 204 }
      },
    })
    await forgetPushSubscription()
    expect(api.callsTo('DELETE', '/api/push-subscriptions').map((c) => c.body)).toEqual([{ endpoint }])
    expect(browser.order).toEqual(['DELETE', 'unsubscribe'])
  })

  it('still drops the browser subscription when the server cannot be told', async () => {
    const browser = browserWith(true)
    mockApi({ 'DELETE /api/push-subscriptions': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } } })
    await forgetPushSubscription()
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1)
  })

  it('does nothing without a subscription or without Web Push', async () => {
    browserWith(false)
    const api = mockApi({})
    await forgetPushSubscription()
    Reflect.deleteProperty(navigator, 'serviceWorker')
    await forgetPushSubscription()
    expect(api.calls).toEqual([])
  })
})

describe('resyncPushSubscription (as the signed-in app starts)', () => {
  const keys = { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' }
  function registrationWith(subscribed: boolean, permission: NotificationPermission) {
    vi.stubGlobal('Notification', { permission })
    vi.stubGlobal('PushManager', class {})
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} })
    const subscription = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys }) }
    return { pushManager: { getSubscription: vi.fn(async () => (subscribed ? subscription : null)) } } as unknown as ServiceWorkerRegistration
  }

  it("gives the server this browser's subscription again, as the browser serialises it", async () => {
    const api = mockApi({ 'POST /api/push-subscriptions': { status: 200, body: { endpoint, created_at: '2026-11-26T10:00:00Z' } } })
    await resyncPushSubscription(registrationWith(true, 'granted'))
    expect(api.callsTo('POST', '/api/push-subscriptions').map((c) => c.body)).toEqual([{ endpoint, expirationTime: null, keys }])
  })

  it('sends nothing without a subscription or without the permission', async () => {
    const api = mockApi({})
    await resyncPushSubscription(registrationWith(false, 'granted'))
    await resyncPushSubscription(registrationWith(true, 'denied'))
    expect(api.calls).toEqual([])
  })
})
