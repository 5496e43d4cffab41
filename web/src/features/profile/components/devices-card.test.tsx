import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const laptop = {
  id: 'dev-laptop',
  browser: 'Chrome no Windows',
  created_at: '2026-11-20T13:05:00Z',
  last_seen_at: '2026-11-22T15:00:00Z',
  current: true,
}
const phone = {
  id: 'dev-phone',
  browser: 'Safari no iPhone',
  created_at: '2026-11-01T10:00:00Z',
  last_seen_at: '2026-11-21T22:30:00Z',
  current: false,
}
const tablet = {
  id: 'dev-tablet',
  browser: 'Firefox no Android',
  created_at: '2026-10-15T12:00:00Z',
  last_seen_at: '2026-10-16T12:00:00Z',
  current: false,
}

/** A tiny server-side list: DELETE and revoke-others change what the next GET answers. */
function devicesApi(initial = [laptop, phone, tablet], overrides: Record<string, MockResponse> = {}) {
  let sessions = [...initial]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/sessions': () => ({ status: 200, body: { sessions } }),
    'DELETE /api/sessions/:id': ({ params }) => {
      sessions = sessions.filter((s) => s.id !== params.id)
      return { status: 204 }
    },
    'POST /api/sessions/revoke-others': () => {
      const ended = sessions.filter((s) => !s.current).length
      sessions = sessions.filter((s) => s.current)
      return { status: 200, body: { ended } }
    },
    ...overrides,
  })
}

async function openDevices() {
  const rendered = renderApp('/app/profile')
  const list = await screen.findByRole('list', { name: 'Dispositivos conectados' })
  return { ...rendered, list }
}

describe('Dispositivos conectados', () => {
  it('lists the sessions with browser, dates in São Paulo time and this device marked', async () => {
    devicesApi()
    const { list } = await openDevices()
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)

    expect(within(items[0]!).getByText('Chrome no Windows')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Este dispositivo')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Conectado em 20/11/2026 às 10:05')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Em uso agora')).toBeInTheDocument()
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()

    expect(within(items[1]!).getByText('Safari no iPhone')).toBeInTheDocument()
    expect(within(items[1]!).queryByText('Este dispositivo')).not.toBeInTheDocument()
    expect(within(items[1]!).getByText('Último acesso em 21/11/2026 às 19:30')).toBeInTheDocument()
    expect(within(items[1]!).getByRole('button', { name: /^Desconectar Safari no iPhone/ })).toBeInTheDocument()
  })

  it('ends one device after confirming, and cancelling ends nothing', async () => {
    const api = devicesApi()
    const { user } = await openDevices()

    await user.click(screen.getByRole('button', { name: /^Desconectar Safari no iPhone/ }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Desconectar dispositivo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/sessions/dev-phone')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: /^Desconectar Safari no iPhone/ }))
    dialog = await screen.findByRole('alertdialog', { name: 'Desconectar dispositivo?' })
    expect(within(dialog).getByText(/Safari no iPhone, conectado em 01\/11\/2026 às 07:00/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }))

    expect(await screen.findByText('Dispositivo desconectado.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/sessions/dev-phone')).toHaveLength(1)
    expect(screen.getByText('Firefox no Android')).toBeInTheDocument()
  })

  it("'Sair de todos os dispositivos' ends the others and keeps this one", async () => {
    const api = devicesApi()
    const { user } = await openDevices()

    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair de todos os dispositivos?' })
    expect(within(dialog).getByText(/Este dispositivo continua conectado\./)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Sair dos outros dispositivos' }))

    expect(await screen.findByText('2 dispositivos desconectados.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/sessions/revoke-others')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText('Safari no iPhone')).not.toBeInTheDocument())
    expect(screen.getByText('Chrome no Windows')).toBeInTheDocument()
    // Nothing else to end: the button goes away.
    expect(screen.queryByRole('button', { name: 'Sair de todos os dispositivos' })).not.toBeInTheDocument()
  })

  it('offers no "Sair de todos" when this is the only device', async () => {
    devicesApi([laptop])
    await openDevices()
    expect(screen.getByText('Este dispositivo')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sair de todos os dispositivos' })).not.toBeInTheDocument()
  })

  it('reports a failed end in pt-BR and keeps the device listed', async () => {
    devicesApi(undefined, {
      'DELETE /api/sessions/:id': { status: 404, body: { error: { code: 'not_found', message: 'Sessão não encontrada.' } } },
    })
    const { user } = await openDevices()

    await user.click(screen.getByRole('button', { name: /^Desconectar Safari no iPhone/ }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }))

    expect(await screen.findByText('Não foi possível desconectar o dispositivo.')).toBeInTheDocument()
    expect(screen.getByText('Sessão não encontrada.')).toBeInTheDocument()
  })

  it('offers a retry when the list fails to load', async () => {
    let fail = true
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/sessions': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'Erro inesperado. Tente novamente.' } } }
          : { status: 200, body: { sessions: [laptop] } },
    })
    const { user } = renderApp('/app/profile')
    const alert = await screen.findByText('Erro ao carregar dispositivos.')
    fail = false
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Este dispositivo')).toBeInTheDocument()
  })
})
