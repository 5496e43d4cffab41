import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { captureInstallPrompt } from '@/lib/pwa'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

type Channels = { email: boolean; push: boolean }
type Prefs = {
  categories: Record<'tasks' | 'payments' | 'spending', Channels>
  digest: boolean
  digest_time: string
  quiet_hours: boolean
}

const defaults: Prefs = {
  categories: {
    tasks: { email: true, push: true },
    payments: { email: true, push: true },
    spending: { email: true, push: true },
  },
  digest: false,
  digest_time: '08:00',
  quiet_hours: true,
}

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes), base64url. */
const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 7) % 256))
const publicKey = btoa(String.fromCharCode(...keyBytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const endpoint = 'https://fcm.googleapis.com/fcm/send/dispositivo-da-ana'
const subscriptionJSON = { endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }

/** A tiny server: PUT stores the choice, and the next GET answers it; push routes as the contract says. */
function prefsApi(initial: Prefs = defaults, put?: MockResponse, extra: Record<string, MockResponse | MockHandler> = {}) {
  let current = structuredClone(initial)
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/notification-preferences': () => ({ status: 200, body: current }),
    'PUT /api/notification-preferences': ({ body }) => {
      if (put) return put
      current = { ...(body as Omit<Prefs, 'digest_time'>), digest_time: '08:00' }
      return { status: 200, body: current }
    },
    'GET /api/push/public-key': { status: 200, body: { public_key: publicKey } },
    'POST /api/push-subscriptions': { status: 201, body: { endpoint, created_at: '2026-11-26T12:00:00Z' } },
    'DELETE /api/push-subscriptions': { status: 204 },
    ...extra,
  })
}

type FakeBrowser = {
  permission: NotificationPermission
  subscribe: ReturnType<typeof vi.fn>
  unsubscribe: ReturnType<typeof vi.fn>
  requestPermission: ReturnType<typeof vi.fn>
  register: ReturnType<typeof vi.fn>
  subscribed: () => boolean
}

/**
 * The browser's push machinery (jsdom has none): Notification with its permission, a service
 * worker registration whose PushManager keeps one subscription. `answer` is what the permission
 * question returns.
 */
function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}): FakeBrowser {
  const fake = {} as FakeBrowser
  let current: PushSubscription | null = null
  const unsubscribe = vi.fn(async () => {
    current = null
    return true
  })
  const subscription = {
    endpoint,
    options: { applicationServerKey: keyBytes.buffer, userVisibleOnly: true },
    toJSON: () => subscriptionJSON,
    unsubscribe,
  } as unknown as PushSubscription
  if (subscribed) current = subscription
  const subscribe = vi.fn(async () => {
    current = subscription
    return subscription
  })
  const registration = { pushManager: { getSubscription: vi.fn(async () => current), subscribe } }
  const requestPermission = vi.fn(async () => {
    fake.permission = answer
    return answer
  })
  const notification = { requestPermission }
  Object.defineProperty(notification, 'permission', { get: () => fake.permission })
  const register = vi.fn(async () => registration)
  Object.assign(fake, { permission, subscribe, unsubscribe, requestPermission, register, subscribed: () => current !== null })
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  defineNavigator('serviceWorker', { register, ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) })
  return fake
}

const navigatorOverrides: string[] = []
function defineNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value })
  navigatorOverrides.push(name)
}

afterEach(() => {
  for (const name of navigatorOverrides.splice(0)) Reflect.deleteProperty(navigator, name)
})

async function openNotifications() {
  const rendered = renderApp('/app/profile')
  const card = await screen.findByRole('group', { name: /Receber também por/ }, { timeout: 15_000 })
  return { ...rendered, card }
}

function deviceSection() {
  return screen.getByRole('region', { name: 'Notificações neste aparelho' })
}

beforeAll(async () => {
  await import('./profile-page')
  captureInstallPrompt(window)
}, 60_000)

const categories = ['Tarefas', 'Pagamentos', 'Gastos']

describe("Configurações → 'Notificações'", () => {
  it('shows e-mail and push on for every category, quiet hours on and the digest off, by default', async () => {
    prefsApi()
    const { card } = await openNotifications()
    for (const name of categories) {
      expect(within(card).getByRole('checkbox', { name: `${name} por e-mail` })).toBeChecked()
      expect(within(card).getByRole('checkbox', { name: `${name} por notificação push` })).toBeChecked()
    }
    expect(screen.getByRole('checkbox', { name: 'Silenciar das 22h às 8h' })).toBeChecked()
    expect(screen.getByText(/As notificações push desse horário \(de Brasília\) esperam e chegam às 8h/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).not.toBeChecked()
    expect(screen.getByText(/Um único e-mail por dia, às 08:00, no lugar dos e-mails avulsos/)).toBeInTheDocument()
    expect(within(card).getByText('(ana.souza@example.com)')).toBeInTheDocument()
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled()
  })

  it('saves the whole choice, push and quiet hours included, and it is what the next visit shows', async () => {
    const api = prefsApi()
    const { user, card, unmount } = await openNotifications()
    await user.click(within(card).getByRole('checkbox', { name: 'Tarefas por e-mail' }))
    await user.click(within(card).getByRole('checkbox', { name: 'Gastos por notificação push' }))
    await user.click(screen.getByRole('checkbox', { name: 'Silenciar das 22h às 8h' }))
    await user.click(screen.getByRole('checkbox', { name: 'Resumo do dia' }))
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }))

    expect(await screen.findByText('Preferências de notificação salvas.')).toBeInTheDocument()
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/api/notification-preferences')
    expect(put?.body).toEqual({
      categories: {
        tasks: { email: false, push: true },
        payments: { email: true, push: true },
        spending: { email: true, push: false },
      },
      digest: true,
      quiet_hours: false,
    })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled())

    // A new visit reads it back from the server.
    unmount()
    const again = await openNotifications()
    expect(within(again.card).getByRole('checkbox', { name: 'Tarefas por e-mail' })).not.toBeChecked()
    expect(within(again.card).getByRole('checkbox', { name: 'Tarefas por notificação push' })).toBeChecked()
    expect(within(again.card).getByRole('checkbox', { name: 'Gastos por notificação push' })).not.toBeChecked()
    expect(within(again.card).getByRole('checkbox', { name: 'Gastos por e-mail' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Silenciar das 22h às 8h' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).toBeChecked()
  })

  it('shows a saved choice as saved', async () => {
    prefsApi({
      ...defaults,
      categories: { ...defaults.categories, spending: { email: false, push: true }, payments: { email: true, push: false } },
      digest: true,
      quiet_hours: false,
    })
    const { card } = await openNotifications()
    expect(within(card).getByRole('checkbox', { name: 'Gastos por e-mail' })).not.toBeChecked()
    expect(within(card).getByRole('checkbox', { name: 'Gastos por notificação push' })).toBeChecked()
    expect(within(card).getByRole('checkbox', { name: 'Pagamentos por notificação push' })).not.toBeChecked()
    expect(within(card).getByRole('checkbox', { name: 'Tarefas por e-mail' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Silenciar das 22h às 8h' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).toBeChecked()
  })

  it('keeps the choice on screen and says so when the save fails', async () => {
    prefsApi(defaults, { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } })
    const { user, card } = await openNotifications()
    await user.click(within(card).getByRole('checkbox', { name: 'Pagamentos por notificação push' }))
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }))
    expect(await screen.findByText('Erro ao salvar as preferências de notificação.')).toBeInTheDocument()
    expect(within(card).getByRole('checkbox', { name: 'Pagamentos por notificação push' })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeEnabled()
  })

  it('offers to try again when the choice cannot be loaded', async () => {
    let fail = true
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/notification-preferences': () =>
        fail ? { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } } : { status: 200, body: defaults },
    })
    const { user } = renderApp('/app/profile')
    const message = await screen.findByText('Erro ao carregar as preferências de notificação.', {}, { timeout: 15_000 })
    const alert = message.closest<HTMLElement>('[role="alert"]')
    expect(alert).not.toBeNull()
    fail = false
    await user.click(within(alert!).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('checkbox', { name: 'Resumo do dia' })).not.toBeChecked()
  })
})

describe("'Notificações neste aparelho'", () => {
  it('activates push: asks the permission, subscribes with the server key and gives the server the subscription', async () => {
    const browser = fakePushBrowser()
    const api = prefsApi()
    const { user } = await openNotifications()
    const section = deviceSection()
    expect(within(section).getByText('Receba os lembretes neste aparelho, mesmo com o Aceito fechado.')).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Ativar neste aparelho' }))

    expect(await within(section).findByText('Ativadas neste aparelho')).toBeInTheDocument()
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    expect(browser.subscribe).toHaveBeenCalledTimes(1)
    const options = browser.subscribe.mock.calls[0]?.[0] as PushSubscriptionOptionsInit
    expect(options.userVisibleOnly).toBe(true)
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(keyBytes))
    expect(api.callsTo('POST', '/api/push-subscriptions').map((c) => c.body)).toEqual([subscriptionJSON])
    // The app registered the worker at its root.
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' })

    await user.click(within(section).getByRole('button', { name: 'Desativar neste aparelho' }))
    expect(await within(section).findByRole('button', { name: 'Ativar neste aparelho' })).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/push-subscriptions').map((c) => c.body)).toEqual([{ endpoint }])
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1)
    expect(browser.subscribed()).toBe(false)
  })

  it('shows a device already subscribed as active, and only gives the server its subscription again', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true })
    const api = prefsApi()
    await openNotifications()
    expect(await within(deviceSection()).findByText('Ativadas neste aparelho')).toBeInTheDocument()
    expect(within(deviceSection()).getByRole('button', { name: 'Desativar neste aparelho' })).toBeInTheDocument()
    // The signed-in app's start re-sends the browser's own subscription (lib/pwa's resync); it never
    // subscribes, asks for permission or drops one by itself.
    await waitFor(() => expect(api.callsTo('POST', '/api/push-subscriptions').map((c) => c.body)).toEqual([subscriptionJSON]))
    expect(api.calls.filter((c) => c.path.startsWith('/api/push') && c.method !== 'POST')).toEqual([])
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(browser.requestPermission).not.toHaveBeenCalled()
    expect(browser.unsubscribe).not.toHaveBeenCalled()
  })

  it('explains how to allow notifications when the browser blocks them, at the question or before', async () => {
    const browser = fakePushBrowser({ answer: 'denied' })
    const api = prefsApi()
    const { user } = await openNotifications()
    await user.click(within(deviceSection()).getByRole('button', { name: 'Ativar neste aparelho' }))
    expect(await within(deviceSection()).findByText('As notificações do Aceito estão bloqueadas neste navegador.')).toBeInTheDocument()
    expect(within(deviceSection()).getByText(/mude Notificações para Permitir e recarregue a página/)).toBeInTheDocument()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(api.callsTo('POST', '/api/push-subscriptions')).toEqual([])
    expect(within(deviceSection()).queryByRole('button', { name: 'Ativar neste aparelho' })).toBeNull()
  })

  it('shows blocked notifications as blocked on arrival', async () => {
    fakePushBrowser({ permission: 'denied' })
    prefsApi()
    await openNotifications()
    expect(await within(deviceSection()).findByText('As notificações do Aceito estão bloqueadas neste navegador.')).toBeInTheDocument()
  })

  it('stays off when the permission question is closed unanswered', async () => {
    const browser = fakePushBrowser({ answer: 'default' })
    const api = prefsApi()
    const { user } = await openNotifications()
    await user.click(within(deviceSection()).getByRole('button', { name: 'Ativar neste aparelho' }))
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalled())
    expect(await within(deviceSection()).findByRole('button', { name: 'Ativar neste aparelho' })).toBeEnabled()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(api.callsTo('POST', '/api/push-subscriptions')).toEqual([])
  })

  it('says so and keeps no subscription when the server refuses it', async () => {
    const browser = fakePushBrowser()
    prefsApi(defaults, undefined, {
      'POST /api/push-subscriptions': {
        status: 422,
        body: { error: { code: 'validation', message: 'Não foi possível ativar as notificações neste aparelho.', fields: { endpoint: 'invalid' } } },
      },
    })
    const { user } = await openNotifications()
    await user.click(within(deviceSection()).getByRole('button', { name: 'Ativar neste aparelho' }))
    expect(await screen.findByText('Não foi possível ativar as notificações neste aparelho.', { selector: '[data-title]' })).toBeInTheDocument()
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1)
    expect(browser.subscribed()).toBe(false)
    expect(within(deviceSection()).getByRole('button', { name: 'Ativar neste aparelho' })).toBeEnabled()
  })

  it('tells an iPhone in a Safari tab to add the app to the home screen', async () => {
    defineNavigator('userAgent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')
    prefsApi()
    await openNotifications()
    expect(
      await within(deviceSection()).findByText(
        'Para receber notificações no iPhone, adicione o Aceito à tela de início (Compartilhar → Adicionar à Tela de Início) e abra por lá.',
      ),
    ).toBeInTheDocument()
    expect(within(deviceSection()).queryByRole('button')).toBeNull()
  })

  it('says when the browser has no push at all', async () => {
    prefsApi()
    await openNotifications()
    expect(
      await within(deviceSection()).findByText(
        'Este navegador não oferece notificações push. Os lembretes continuam chegando no sino e por e-mail.',
      ),
    ).toBeInTheDocument()
  })

  it("offers 'Instalar o Aceito' where the browser proposes the install, once", async () => {
    prefsApi()
    const { user } = await openNotifications()
    expect(screen.queryByRole('button', { name: 'Instalar o Aceito' })).toBeNull()
    const prompt = vi.fn(async () => undefined)
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    act(() => {
      window.dispatchEvent(offer)
    })
    expect(offer.defaultPrevented).toBe(true) // kept for the button, not shown by the browser
    await user.click(await screen.findByRole('button', { name: 'Instalar o Aceito' }))
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Aceito instalado. Abra pela tela inicial.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Instalar o Aceito' })).toBeNull()
  })
})
