import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '@/test/mock-api'
import { forgetPushSubscription } from './pwa'

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
