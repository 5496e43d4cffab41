import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, unauthenticated } from '@/test/mock-api'
import { renderApp } from '@/test/render'

describe('/auth/nova-senha', () => {
  it('says the link is invalid without a token', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    renderApp('/auth/nova-senha')
    expect(await screen.findByRole('alert')).toHaveTextContent('Link inválido ou expirado.')
  })

  it('checks the sign-up password rules and the confirmation', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated })
    const { user } = renderApp('/auth/nova-senha?token=abc')

    await user.type(await screen.findByLabelText('Nova senha', { exact: true }), 'casamento1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))

    expect(
      await screen.findByText('Senha deve conter pelo menos uma letra minúscula, uma maiúscula e um número'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')).toHaveLength(0)
  })

  it('sets the new password, toasts and goes to /auth', async () => {
    const api = mockApi({ 'GET /api/session': unauthenticated, 'POST /api/auth/password-reset/confirm': { status: 204 } })
    const { user, router } = renderApp('/auth/nova-senha?token=tok123')

    await user.type(await screen.findByLabelText('Nova senha', { exact: true }), 'Casamento1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Casamento1')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))

    expect(await screen.findByText('Senha redefinida!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'tok123',
      password: 'Casamento1',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  })

  it('reports an expired link', async () => {
    mockApi({
      'GET /api/session': unauthenticated,
      'POST /api/auth/password-reset/confirm': {
        status: 400,
        body: { error: { code: 'invalid_token', message: 'Link inválido ou expirado.' } },
      },
    })
    const { user } = renderApp('/auth/nova-senha?token=velho')

    await user.type(await screen.findByLabelText('Nova senha', { exact: true }), 'Casamento1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Casamento1')
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }))

    expect(await screen.findByText('Link inválido ou expirado.')).toBeInTheDocument()
  })
})
