import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

type Prefs = {
  categories: Record<'tasks' | 'payments' | 'spending', { email: boolean }>
  digest: boolean
  digest_time: string
}

const defaults: Prefs = {
  categories: { tasks: { email: true }, payments: { email: true }, spending: { email: true } },
  digest: false,
  digest_time: '08:00',
}

/** A tiny server: PUT stores the choice, and the next GET answers it. */
function prefsApi(initial: Prefs = defaults, put?: MockResponse) {
  let current = structuredClone(initial)
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/notification-preferences': () => ({ status: 200, body: current }),
    'PUT /api/notification-preferences': ({ body }) => {
      if (put) return put
      current = { ...(body as Omit<Prefs, 'digest_time'>), digest_time: '08:00' }
      return { status: 200, body: current }
    },
  })
}

async function openNotifications() {
  const rendered = renderApp('/app/profile')
  const card = await screen.findByRole('group', { name: /Receber também por e-mail/ }, { timeout: 15_000 })
  return { ...rendered, card }
}

beforeAll(async () => {
  await import('./profile-page')
}, 60_000)

describe("Configurações → 'Notificações'", () => {
  it('shows e-mail on for every category by default and the digest off, with its time', async () => {
    prefsApi()
    const { card } = await openNotifications()
    for (const name of ['Tarefas', 'Pagamentos', 'Gastos']) {
      expect(within(card).getByRole('checkbox', { name })).toBeChecked()
    }
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).not.toBeChecked()
    expect(screen.getByText(/Um único e-mail por dia, às 08:00, no lugar dos e-mails avulsos/)).toBeInTheDocument()
    expect(within(card).getByText('(ana.souza@example.com)')).toBeInTheDocument()
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled()
  })

  it('saves the whole choice and shows what the server kept', async () => {
    const api = prefsApi()
    const { user, card } = await openNotifications()
    await user.click(within(card).getByRole('checkbox', { name: 'Tarefas' }))
    await user.click(screen.getByRole('checkbox', { name: 'Resumo do dia' }))
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }))

    expect(await screen.findByText('Preferências de notificação salvas.')).toBeInTheDocument()
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/api/notification-preferences')
    expect(put?.body).toEqual({
      categories: { tasks: { email: false }, payments: { email: true }, spending: { email: true } },
      digest: true,
    })
    expect(within(card).getByRole('checkbox', { name: 'Tarefas' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).toBeChecked()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled())
  })

  it('shows a saved choice as saved', async () => {
    prefsApi({ ...defaults, categories: { ...defaults.categories, spending: { email: false } }, digest: true })
    const { card } = await openNotifications()
    expect(within(card).getByRole('checkbox', { name: 'Gastos' })).not.toBeChecked()
    expect(within(card).getByRole('checkbox', { name: 'Tarefas' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Resumo do dia' })).toBeChecked()
  })

  it('keeps the choice on screen and says so when the save fails', async () => {
    prefsApi(defaults, { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } })
    const { user, card } = await openNotifications()
    await user.click(within(card).getByRole('checkbox', { name: 'Pagamentos' }))
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }))
    expect(await screen.findByText('Erro ao salvar as preferências de notificação.')).toBeInTheDocument()
    expect(within(card).getByRole('checkbox', { name: 'Pagamentos' })).not.toBeChecked()
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
