import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import { FakeEventSource } from '@/test/fake-event-source'

beforeAll(async () => {
  await import('./profile-page')
}, 60_000)

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe("Configurações → 'Notificações' and an unsubscribe link", () => {
  it('refetches the choice when the server says it changed outside the app, and shows the switch off', async () => {
    // The server's choice: e-mail on for payments until the member clicks the link in an e-mail.
    let payments = true
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/notification-preferences': () => ({
        status: 200,
        body: {
          categories: {
            tasks: { email: true, push: true },
            payments: { email: payments, push: true },
            spending: { email: true, push: true },
          },
          digest: false,
          quiet_hours: true,
          digest_time: '08:00',
        },
      }),
    })
    renderApp('/app/profile')
    const card = await screen.findByRole('group', { name: /Receber também por/ }, { timeout: 15_000 })
    expect(within(card).getByRole('checkbox', { name: 'Pagamentos por e-mail' })).toBeChecked()
    const loads = api.callsTo('GET', '/api/notification-preferences').length

    payments = false // POST /descadastrar/{token}, from the member's inbox
    const stream = FakeEventSource.instances.at(-1)
    if (!stream) throw new Error('the signed-in app opened no realtime stream')
    act(() => stream.onmessage?.({ data: '{"type":"changed","resource":"notification-preferences","id":"u1"}' }))

    await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Pagamentos por e-mail' })).not.toBeChecked())
    expect(api.callsTo('GET', '/api/notification-preferences')).toHaveLength(loads + 1)
    expect(within(card).getByRole('checkbox', { name: 'Tarefas por e-mail' })).toBeChecked()
    expect(within(card).getByRole('checkbox', { name: 'Pagamentos por notificação push' })).toBeChecked()
  })
})
