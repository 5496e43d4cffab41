import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi, sessionBody, signedIn, unauthenticated } from '@/test/mock-api'
import { renderApp } from '@/test/render'

describe('route guards', () => {
  it('shows "Carregando..." while the session loads, then sends a visitor to /auth', async () => {
    let answer: () => void = () => undefined
    const api = mockApi({ 'GET /api/session': () => new Promise((resolve) => (answer = () => resolve(unauthenticated))) })
    const { router } = renderApp('/app/guests')

    expect(await screen.findByText('Carregando...')).toBeInTheDocument()
    // The read may start after 'Carregando...' is on screen (React runs effects after a commit).
    await waitFor(() => expect(api.callsTo('GET', '/api/session')).toHaveLength(1))
    answer()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument()
  })

  it('sends a signed-in visitor from /auth to /app', async () => {
    mockApi({ 'GET /api/session': signedIn })
    const { router } = renderApp('/auth')
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'))
    // The dashboard greets with the session's first name until its summary arrives.
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!', level: 1 })).toBeInTheDocument()
  })

  it('shows the 404 page for unknown paths', async () => {
    mockApi({})
    renderApp('/nao-existe')
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/')
  })

  it('renders the public pages', async () => {
    mockApi({})
    renderApp('/payment-cancel')
    expect(await screen.findByRole('heading', { name: 'Pagamento Cancelado' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/payment')
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
  })

  it('shows the landing page top bar: login to /auth, "Começar agora" to the plans', async () => {
    mockApi({})
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    const topBar = screen.getByRole('banner')
    expect(within(topBar).getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/auth')
    expect(within(topBar).getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/#planos')
  })

  it('starts a new page at the top and leaves #anchors to the page', async () => {
    mockApi({ 'GET /api/plans': { status: 200, body: { plans: [] } } })
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { router } = renderApp('/payment-cancel')
    await screen.findByRole('heading', { name: 'Pagamento Cancelado' })
    await act(() => router.navigate('/payment'))
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
    scrollTo.mockClear()
    await act(() => router.navigate('/#planos'))
    await screen.findByRole('heading', { level: 1 })
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe('app shell', () => {
  it('shows the menu in the spec order, the first name and the real plan', async () => {
    mockApi({ 'GET /api/session': { status: 200, body: sessionBody({ profile_first_name: 'Aninha' }) } })
    renderApp('/app/budget')

    const nav = await screen.findByRole('navigation', { name: 'Menu principal' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Planejamento',
      'Orçamento',
      'Convidados',
      'Lua de Mel',
      'Galeria',
      'Contratos',
      'Padrinhos',
      'Presentes',
    ])
    // Part 2 screens the spec's menu leaves out are linked from a second menu.
    const more = screen.getByRole('navigation', { name: 'Mais recursos' })
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/app/financial-control',
      '/app/events',
      '/app/activity',
      '/app/forum',
      '/app/weather-alert',
    ])
    expect(within(nav).getByRole('link', { name: 'Orçamento' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByTestId('shell-user-name')).toHaveTextContent('Aninha')
    expect(screen.getByTestId('shell-plan')).toHaveTextContent('Plano Essencial')
    expect(screen.queryByText('Plano Gratuito')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Orçamento do Casamento' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/app/profile')
    expect(screen.getByRole('link', { name: 'Upgrade Plano' })).toHaveAttribute('href', '/app/profile#assinatura')
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument()
  })

  it('opens the menu drawer and closes it with Escape and on navigation', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/guests': { status: 200, body: { guests: [] } } })
    const { user, router } = renderApp('/app')

    await user.click(await screen.findByRole('button', { name: 'Abrir menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(drawer).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    const reopened = await screen.findByRole('dialog', { name: 'Menu' })
    await user.click(within(reopened).getByRole('link', { name: 'Convidados' }))
    await waitFor(() => expect(reopened).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/app/guests')
    // Focus moves to the new page's heading, not back to the menu button.
    const heading = await screen.findByRole('heading', { level: 1, name: /Convidados/ })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('moves focus to the new page heading after a navigation, not on the first load', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/guests': { status: 200, body: { guests: [] } } })
    const { user } = renderApp('/app')
    const dashboard = await screen.findByRole('heading', { level: 1 })
    expect(dashboard).not.toHaveFocus()
    await user.click(within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Convidados' }))
    const heading = await screen.findByRole('heading', { level: 1, name: /Convidados/ })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('signs out: toast, cache cleared, back to /auth', async () => {
    let signedOut = false
    const api = mockApi({
      'GET /api/session': () => (signedOut ? unauthenticated : signedIn),
      'POST /api/auth/signout': () => {
        signedOut = true
        return { status: 204 }
      },
    })
    const { user, router, queryClient } = renderApp('/app')

    await user.click(await screen.findByRole('button', { name: 'Sair' }))

    expect(await screen.findByText('Logout realizado')).toBeInTheDocument()
    expect(screen.getByText('Você foi desconectado com sucesso')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signout')).toHaveLength(1)
    expect(queryClient.getQueryData(['session'])).toBeNull()
  })

  it('reports a failed sign-out', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/auth/signout': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
    })
    const { user, router } = renderApp('/app')

    await user.click(await screen.findByRole('button', { name: 'Sair' }))

    expect(await screen.findByText('Erro ao sair')).toBeInTheDocument()
    expect(screen.getByText('Erro interno.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/app')
  })

  it('goes to /auth when a call finds the session expired', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/guests': unauthenticated })
    const { router } = renderApp('/app/guests')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(screen.queryByText('Erro ao carregar convidados')).not.toBeInTheDocument()
  })
})
