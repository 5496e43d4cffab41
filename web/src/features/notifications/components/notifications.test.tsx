import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { AppNotification } from '../api/schemas'

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

function note(overrides: Partial<AppNotification> & Pick<AppNotification, 'id' | 'title'>): AppNotification {
  return { user_id: null, type: 'info', message: '', link: null, priority: 1, read_at: null, created_at: minutesAgo(5), ...overrides }
}

/** A stateful fake of the notifications API (filter, search, sort, mark, delete). */
function notificationsApi(
  start: AppNotification[],
  { extraUnread = 0, overrides = {} }: { extraUnread?: number; overrides?: Record<string, MockResponse | MockHandler> } = {},
) {
  let rows = [...start]
  const unreadCount = () => rows.filter((n) => n.read_at === null).length + extraUnread
  const api = mockApi({
    'GET /api/session': signedIn,
    'GET /api/notifications': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      let list = rows.filter((n) => url.searchParams.get('filter') !== 'unread' || n.read_at === null)
      if (q) list = list.filter((n) => `${n.title} ${n.message}`.toLowerCase().includes(q))
      list.sort((a, b) =>
        url.searchParams.get('sort') === 'recent'
          ? b.created_at.localeCompare(a.created_at)
          : b.priority - a.priority || b.created_at.localeCompare(a.created_at),
      )
      return { status: 200, body: { notifications: list, unread_count: unreadCount() } }
    },
    'POST /api/notifications/read-all': () => {
      const before = unreadCount()
      rows = rows.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }))
      extraUnread = 0
      return { status: 200, body: { updated: before } }
    },
    'POST /api/notifications/:id/read': ({ params }) => {
      rows = rows.map((n) => (n.id === params.id ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n))
      return { status: 200, body: rows.find((n) => n.id === params.id) }
    },
    'DELETE /api/notifications/:id': ({ params }) => {
      rows = rows.filter((n) => n.id !== params.id)
      return { status: 204 }
    },
    'GET /api/dashboard': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    ...overrides,
  })
  /** A notification that arrives while the page is open. */
  const arrive = (n: AppNotification) => {
    rows = [...rows, n]
  }
  return Object.assign(api, { arrive })
}

// The real functions, for the spies to call through.
const sonnerToast = { error: toast.error.bind(toast), success: toast.success.bind(toast) }

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notificações/ }))
  return screen.findByRole('dialog', { name: 'Notificações' })
}

describe('notifications centre', () => {
  it("shows 'Nenhuma notificação ainda' when there are none", async () => {
    notificationsApi([])
    renderApp('/app/notifications')
    expect(await screen.findByText('Nenhuma notificação ainda')).toBeInTheDocument()
    expect(screen.queryByTestId('centre-unread')).not.toBeInTheDocument()
  })

  it('lists newest first with relative times and the unread badge; clicking an unread one marks it read', async () => {
    const api = notificationsApi([
      note({ id: 'n1', title: 'Assinatura atualizada', type: 'success', priority: 3, created_at: minutesAgo(3 * 60) }),
      note({ id: 'n2', title: 'Documentação da cerimônia criada', priority: 2, created_at: minutesAgo(10) }),
      note({ id: 'n3', title: 'Lembrete antigo', read_at: minutesAgo(1), created_at: '2026-01-05T11:07:00Z' }),
    ])
    const { user } = renderApp('/app/notifications')
    const list = await screen.findByRole('list', { name: 'Notificações recentes' })
    const items = within(list).getAllByTestId('centre-item')
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Documentação da cerimônia criada'),
      expect.stringContaining('Assinatura atualizada'),
      expect.stringContaining('Lembrete antigo'),
    ])
    expect(items[0]).toHaveTextContent('Agora há pouco')
    expect(items[1]).toHaveTextContent('Há 3 horas')
    expect(items[2]).toHaveTextContent(/05\/01\/2026 às \d\d:07/)
    expect(api.callsTo('GET', '/api/notifications').some((c) => c.path === '/api/notifications')).toBe(true)
    expect(screen.getByTestId('centre-unread')).toHaveTextContent('2 não lidas')

    await user.click(within(items[1]!).getByRole('button'))
    await waitFor(() => expect(screen.getByTestId('centre-unread')).toHaveTextContent('1 não lida'))
    expect(api.callsTo('POST', '/api/notifications/n1/read')).toHaveLength(1)

    // Clicking a read one sends nothing.
    await user.click(within(screen.getAllByTestId('centre-item')[2]!).getByRole('button'))
    // (The shell's presence report is its own POST, not a notification's.)
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/notifications'))).toHaveLength(1)
  })

  it("shows 'Erro ao carregar notificações.' when the list fails", async () => {
    notificationsApi([], { overrides: { 'GET /api/notifications': { status: 500, body: { error: { code: 'internal', message: 'x' } } } } })
    const errorToast = vi.spyOn(toast, 'error')
    renderApp('/app/notifications')
    expect(await screen.findByText('Erro ao carregar notificações.')).toBeInTheDocument()
    // Part 2 §8: the failed load is also a toast, titled 'Erro'.
    await waitFor(() => expect(errorToast).toHaveBeenCalledWith('Erro', { description: 'Erro ao carregar notificações.' }))
  })
})

describe('notifications bell', () => {
  it("shows '99+' above 99 unread", async () => {
    notificationsApi([note({ id: 'n1', title: 'Um' })], { extraUnread: 120 })
    renderApp('/app/notifications')
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+')
    expect(screen.getByRole('button', { name: 'Notificações: 99+ não lidas' })).toBeInTheDocument()
  })

  it('lists by priority, filters unread, searches, marks one and all read, deletes', async () => {
    const api = notificationsApi([
      note({ id: 'low', title: 'Lembrete: provar o vestido', type: 'reminder', created_at: minutesAgo(1) }),
      note({ id: 'high', title: 'Pagamento vencido', message: 'Buffet venceu ontem.', type: 'warning', priority: 4, created_at: minutesAgo(90) }),
      note({ id: 'read', title: 'Bem-vindos', read_at: minutesAgo(1), created_at: minutesAgo(120) }),
    ])
    const { user } = renderApp('/app/notifications')
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2')
    const panel = await openPanel(user)

    const titles = async () =>
      (await within(panel).findAllByTestId('notification-item')).map((li) => li.querySelector('span.text-sm')?.textContent)
    expect(await titles()).toEqual(['Pagamento vencido', 'Lembrete: provar o vestido', 'Bem-vindos'])
    expect(within(panel).getByTestId('notification-list')).toHaveClass('h-80', 'overflow-y-auto')

    await user.click(within(panel).getByRole('button', { name: 'Não lidas' }))
    await waitFor(async () => expect(await titles()).toEqual(['Pagamento vencido', 'Lembrete: provar o vestido']))

    await user.click(within(panel).getByRole('button', { name: 'Marcar como lida: Pagamento vencido' }))
    await waitFor(async () => expect(await titles()).toEqual(['Lembrete: provar o vestido']))
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1')

    await user.click(within(panel).getByRole('button', { name: 'Todas' }))
    await user.type(within(panel).getByRole('searchbox', { name: 'Buscar notificações' }), 'buffet')
    await waitFor(async () => expect(await titles()).toEqual(['Pagamento vencido']))
    await user.clear(within(panel).getByRole('searchbox', { name: 'Buscar notificações' }))
    await user.type(within(panel).getByRole('searchbox', { name: 'Buscar notificações' }), 'casamento')
    expect(await within(panel).findByText('Nenhuma notificação encontrada')).toBeInTheDocument()
    await user.clear(within(panel).getByRole('searchbox', { name: 'Buscar notificações' }))

    await user.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }))
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument())
    expect(api.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1)
    expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled()

    for (const title of ['Pagamento vencido', 'Lembrete: provar o vestido', 'Bem-vindos']) {
      await user.click(await within(panel).findByRole('button', { name: `Excluir notificação: ${title}` }))
      await waitFor(() => expect(within(panel).queryByText(title)).not.toBeInTheDocument())
    }
    expect(api.callsTo('DELETE', '/api/notifications/high')).toHaveLength(1)
    expect(within(panel).getByText('Nenhuma notificação')).toBeInTheDocument()
  })

  it("shows 'Carregando notificações...' while the list loads", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    notificationsApi([], {
      overrides: {
        'GET /api/notifications': async ({ url }) => {
          // The feed (unread) and the centre (sort=recent) answer; the panel's list waits.
          if (url.searchParams.get('filter') === 'all' && !url.searchParams.has('sort')) await gate
          return { status: 200, body: { notifications: [], unread_count: 0 } }
        },
      },
    })
    const { user } = renderApp('/app/notifications')
    await screen.findByText('Nenhuma notificação ainda')
    const panel = await openPanel(user)
    expect(within(panel).getByText('Carregando notificações...')).toBeInTheDocument()
    release()
    expect(await within(panel).findByText('Nenhuma notificação')).toBeInTheDocument()
  })

  it('pops a toast once for unread notifications of priority 3 or more that arrive while the page is open, destructive for errors', async () => {
    const api = notificationsApi([
      note({ id: 'waiting', title: 'Lembrete que esperou', message: 'Chegou com o app fechado.', type: 'warning', priority: 5 }),
      note({ id: 'old', title: 'Já lida', priority: 5, read_at: minutesAgo(1) }),
    ])
    const toasts = vi.fn()
    vi.spyOn(toast, 'error').mockImplementation((title, data) => {
      toasts(title)
      return sonnerToast.error(title, data)
    })
    vi.spyOn(toast, 'success').mockImplementation((title, data) => {
      toasts(title)
      return sonnerToast.success(title, data)
    })
    vi.spyOn(toast, 'warning').mockImplementation((title) => {
      toasts(title)
      return 0
    })
    const first = renderApp('/app/notifications')
    // What was already there when the page loads is in the bell, not a burst of toasts.
    expect(await screen.findByRole('button', { name: /^Notificações.*1/ })).toBeInTheDocument()
    await waitFor(() => expect(first.queryClient.getQueryData(['notifications', 'feed'])).toBeDefined())
    expect(toasts).not.toHaveBeenCalled()

    api.arrive(note({ id: 'e', title: 'Pagamento recusado', message: 'O cartão foi recusado.', type: 'error', priority: 5 }))
    api.arrive(note({ id: 's', title: 'Assinatura atualizada', message: 'Plano Premium ativo até 22/12/2026.', type: 'success', priority: 3 }))
    api.arrive(note({ id: 'quiet', title: 'Documentação da cerimônia criada', priority: 2 }))
    await first.queryClient.invalidateQueries({ queryKey: ['notifications'] })
    const inToast = { selector: '[data-sonner-toast] *' }
    const errorToast = await screen.findByText('O cartão foi recusado.', inToast)
    expect(errorToast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error')
    const successToast = await screen.findByText('Plano Premium ativo até 22/12/2026.', inToast)
    expect(successToast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success')
    // Only the centre lists the quiet ones; no toast for them.
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2)
    expect(screen.queryByText('Documentação da cerimônia criada', inToast)).not.toBeInTheDocument()
    expect(toasts.mock.calls.map((c) => c[0])).toEqual(['Pagamento recusado', 'Assinatura atualizada'])
    first.unmount()

    // A reload does not toast them again.
    const reloaded = renderApp('/app/notifications')
    await screen.findByRole('list', { name: 'Notificações recentes' })
    await waitFor(() => expect(reloaded.queryClient.getQueryData(['notifications', 'feed'])).toBeDefined())
    expect(toasts).toHaveBeenCalledTimes(2)
  })

  it("right after a payment, the first read pops the payment's notification (the confirmation the couple waits for)", async () => {
    notificationsApi([
      note({ id: 'paid', title: 'Assinatura atualizada', message: 'Plano Premium ativo até 22/12/2026.', type: 'success', priority: 3 }),
    ])
    renderApp('/app?pagamento=sucesso')
    const inToast = { selector: '[data-sonner-toast] *' }
    expect(await screen.findByText('Plano Premium ativo até 22/12/2026.', inToast)).toBeInTheDocument()
  })
})
