import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, sessionBody, unauthenticated } from '@/test/mock-api'
import { renderApp } from '@/test/render'

async function openAuth() {
  const rendered = renderApp('/auth')
  await screen.findByRole('tab', { name: 'Entrar' })
  return rendered
}

describe('sign-in tab', () => {
  it('shows per-field errors under the fields and sends nothing', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated })
    const { user } = await openAuth()

    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email é obrigatório')
    expect(api.callsTo('POST', '/api/auth/signin')).toHaveLength(0)

    await user.type(screen.getByLabelText('Email'), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Email inválido')).toBeInTheDocument()
  })

  it('sends sanitised credentials, toasts and goes to /app', async () => {
    const api = mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signin': { status: 200, body: sessionBody() },
      'GET /api/guests': { status: 200, body: { guests: [] } },
    })
    const { user, router } = await openAuth()

    await user.type(screen.getByLabelText('Email'), '  <ana@example.com>  ')
    await user.type(screen.getByLabelText('Senha'), `segredo"'&123`)
    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument()
    expect(screen.getByText('Bem-vindo de volta!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signin')[0]?.body).toEqual({ email: 'ana@example.com', password: 'segredo123' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'))
  })

  it('shows the server message under "Erro no login"', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signin': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'E-mail ou senha incorretos.' } },
      },
    })
    const { user, router } = await openAuth()

    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'errada1')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    expect(await screen.findByText('Erro no login')).toBeInTheDocument()
    expect(screen.getByText('E-mail ou senha incorretos.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
  })

  it('shows "Erro inesperado" when the server cannot be reached', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated })
    api.fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('/api/session')) {
        return new Response(JSON.stringify({ error: { code: 'unauthenticated', message: '' } }), { status: 401 })
      }
      throw new TypeError('Failed to fetch')
    })
    const { user } = await openAuth()

    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    expect(await screen.findByText('Erro inesperado')).toBeInTheDocument()
    expect(screen.getByText('Tente novamente mais tarde.')).toBeInTheDocument()
  })

  it('reads "Entrando..." and is disabled while signing in', async () => {
    let release: () => void = () => undefined
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signin': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 401, body: { error: { code: 'invalid_credentials', message: 'E-mail ou senha incorretos.' } } })
        }),
    })
    const { user } = await openAuth()

    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'segredo1')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))

    const busy = await screen.findByRole('button', { name: 'Entrando...' })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeEnabled()
  })

  it('asks for a reset link without revealing whether the account exists', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated, 'POST /api/auth/password-reset': { status: 202 } })
    const { user } = await openAuth()

    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }))
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ')
    await user.click(screen.getByRole('button', { name: 'Enviar link' }))

    expect(
      await screen.findByText('Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset')[0]?.body).toEqual({ email: 'ana@example.com' })
  })
})

describe('sign-up tab', () => {
  it('shows the spec messages under the fields', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    const { user } = await openAuth()
    await user.click(screen.getByRole('tab', { name: 'Criar conta' }))
    const form = screen.getByRole('form', { name: 'Criar conta' })
    expect(form).toHaveTextContent('Ao criar a conta você aceita os Termos e a Política de Privacidade.')
    expect(within(form).getByRole('link', { name: 'Termos' })).toHaveAttribute('href', '/termos')
    expect(within(form).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade')

    await user.type(screen.getByLabelText('Nome', { exact: true }), 'A')
    await user.type(screen.getByLabelText('Sobrenome'), 'S')
    await user.type(screen.getByLabelText('Senha'), 'casamento')
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))

    expect(await screen.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Sobrenome deve ter pelo menos 2 caracteres')).toBeInTheDocument()
    expect(screen.getByText('Email é obrigatório')).toBeInTheDocument()
    expect(
      screen.getByText('Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'),
    ).toBeInTheDocument()
  })

  it('sends sanitised fields and shows the check-your-e-mail state with the address', async () => {
    const api = mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup': { status: 202, body: { email: 'ana@example.com' } },
      'POST /api/auth/signup/resend': { status: 202, body: { email: 'ana@example.com' } },
    })
    const { user, router } = await openAuth()
    await user.click(screen.getByRole('tab', { name: 'Criar conta' }))

    await user.type(screen.getByLabelText('Nome', { exact: true }), ' Ana ')
    await user.type(screen.getByLabelText('Sobrenome'), 'Souza')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'Casamento&1')
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))

    const status = await screen.findByRole('status')
    expect(within(status).getByRole('heading', { name: 'Confira seu e-mail' })).toBeInTheDocument()
    expect(status).toHaveTextContent('Enviamos um link para ana@example.com')
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      password: 'Casamento1',
    })
    // Not signed in: the account is created by the e-mailed link.
    expect(router.state.location.pathname).toBe('/auth')
    expect(screen.queryByRole('form', { name: 'Criar conta' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reenviar e-mail' }))
    expect(await screen.findByText('E-mail reenviado!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signup/resend')[0]?.body).toEqual({ email: 'ana@example.com' })

    await user.click(screen.getByRole('button', { name: 'Usar outro e-mail' }))
    expect(screen.getByRole('form', { name: 'Criar conta' })).toBeInTheDocument()
  })

  it('says when a resend is refused by the rate limit', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup': { status: 202, body: { email: 'ana@example.com' } },
      'POST /api/auth/signup/resend': {
        status: 429,
        body: { error: { code: 'too_many_attempts', message: 'Muitos pedidos de reenvio. Tente novamente em 15 minutos.' } },
      },
    })
    const { user } = await openAuth()
    await user.click(screen.getByRole('tab', { name: 'Criar conta' }))
    await user.type(screen.getByLabelText('Nome', { exact: true }), 'Ana')
    await user.type(screen.getByLabelText('Sobrenome'), 'Souza')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'Casamento1')
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))
    await user.click(await screen.findByRole('button', { name: 'Reenviar e-mail' }))

    expect(await screen.findByText('Não foi possível reenviar')).toBeInTheDocument()
    expect(screen.getByText('Muitos pedidos de reenvio. Tente novamente em 15 minutos.')).toBeInTheDocument()
  })

  it('maps 422 field codes to the form texts', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Dados inválidos.', fields: { password: 'weak' } } },
      },
    })
    const { user } = await openAuth()
    await user.click(screen.getByRole('tab', { name: 'Criar conta' }))

    await user.type(screen.getByLabelText('Nome', { exact: true }), 'Ana')
    await user.type(screen.getByLabelText('Sobrenome'), 'Souza')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'Casamento1')
    await user.click(screen.getByRole('button', { name: 'Criar conta' }))

    expect(
      await screen.findByText('Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'),
    ).toBeInTheDocument()
  })
})

describe('return from a paid checkout', () => {
  it('confirms the payment, says where the set-password link went and offers sign-in', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    renderApp('/auth?pagamento=sucesso&email=noivos%40exemplo.com')

    const status = (await screen.findByText('Pagamento confirmado!')).closest('[role="status"]')
    expect(status).not.toBeNull()
    expect(status).toHaveTextContent('noivos@exemplo.com')
    expect(status).toHaveTextContent('definir a senha')
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true')
  })

  it('tells a buyer whose payment is still being confirmed to wait for the e-mail', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    renderApp('/auth?pagamento=processando')

    expect(await screen.findByText('Estamos confirmando o pagamento.')).toBeInTheDocument()
    expect(screen.queryByText('Pagamento confirmado!')).not.toBeInTheDocument()
  })
})
