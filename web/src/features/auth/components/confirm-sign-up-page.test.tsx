import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, sessionBody, unauthenticated } from '@/test/mock-api'
import { renderApp } from '@/test/render'

describe('/auth/confirmar', () => {
  it('says the link is invalid without a token', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    renderApp('/auth/confirmar')
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado.')
  })

  it('creates the account on the click (not on load), toasts and goes to the first-run flow', async () => {
    const api = mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup/confirm': { status: 201, body: sessionBody() },
      'GET /api/guests': { status: 200, body: { guests: [] } },
      'GET /api/onboarding': {
        status: 200,
        body: { step: 0, steps: 6, done: false, skipped: false, done_at: null, answers: { first_name: 'Ana', last_name: 'Souza' } },
      },
    })
    const { user, router } = renderApp('/auth/confirmar?token=tok123')

    const button = await screen.findByRole('button', { name: 'Confirmar e entrar' })
    expect(api.callsTo('POST', '/api/auth/signup/confirm')).toHaveLength(0)
    await user.click(button)

    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signup/confirm')[0]?.body).toEqual({ token: 'tok123' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/comecar'))
  })

  it('reports a used or expired link and offers to sign up again', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup/confirm': {
        status: 400,
        body: { error: { code: 'invalid_token', message: 'Link inválido ou expirado.' } },
      },
    })
    const { user } = renderApp('/auth/confirmar?token=velho')
    await user.click(await screen.findByRole('button', { name: 'Confirmar e entrar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado.')
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/auth?aba=criar-conta')
  })

  it('tells whoever has the inbox that the address already has an account', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup/confirm': {
        status: 409,
        body: { error: { code: 'email_taken', message: 'Este e-mail já tem uma conta no Aceito.' } },
      },
    })
    const { user } = renderApp('/auth/confirmar?token=tok')
    await user.click(await screen.findByRole('button', { name: 'Confirmar e entrar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail já tem uma conta no Aceito.')
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth')
  })

  it('asks for the sign-up password when the link is opened in another browser, and sends it', async () => {
    const api = mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/signup/confirm': (req) =>
        (req.body as { password?: string }).password === 'Segredo123'
          ? { status: 201, body: sessionBody() }
          : {
              status: 401,
              body: {
                error: {
                  code: 'password_required',
                  message: 'Para sua segurança, digite a senha que você escolheu ao criar a conta.',
                },
              },
            },
      'GET /api/guests': { status: 200, body: { guests: [] } },
    })
    const { user, router } = renderApp('/auth/confirmar?token=tok')
    await user.click(await screen.findByRole('button', { name: 'Confirmar e entrar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('digite a senha que você escolheu')
    await user.type(screen.getByLabelText('Senha'), 'Segredo123')
    await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }))

    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/signup/confirm')[1]?.body).toEqual({ token: 'tok', password: 'Segredo123' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/comecar'))
  })
})
