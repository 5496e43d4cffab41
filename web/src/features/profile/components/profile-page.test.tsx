import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

async function openProfile() {
  const rendered = renderApp('/app/profile')
  await screen.findByRole('heading', { name: 'Configurações', level: 1 })
  return rendered
}

describe('profile: account and password change', () => {
  it('shows the account e-mail read-only', async () => {
    mockApi({ 'GET /api/session': signedIn })
    await openProfile()
    const email = screen.getByLabelText('E-mail da conta')
    expect(email).toHaveValue('ana.souza@example.com')
    expect(email).toHaveAttribute('readonly')
  })

  it.each([
    ['', '', 'Senhas obrigatórias', 'Digite e confirme sua nova senha.'],
    ['Casamento1', 'Casamento2', 'Senhas não coincidem', 'A nova senha e confirmação devem ser iguais.'],
    ['curta12', 'curta12', 'Senha muito curta', 'A senha deve ter pelo menos 8 caracteres.'],
  ])('refuses %j / %j with "%s"', async (password, confirm, title, description) => {
    const api = mockApi({ 'GET /api/session': signedIn })
    const { user } = await openProfile()

    if (password) await user.type(screen.getByLabelText('Nova senha', { exact: true }), password)
    if (confirm) await user.type(screen.getByLabelText('Confirmar nova senha'), confirm)
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password')).toHaveLength(0)
  })

  it('changes the password and clears the fields', async () => {
    const api = mockApi({ 'GET /api/session': signedIn, 'POST /api/auth/password': { status: 204 } })
    const { user } = await openProfile()

    await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'NovaSenha&1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha&1')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText('Senha alterada!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password')[0]?.body).toEqual({
      password: 'NovaSenha1',
      confirm_password: 'NovaSenha1',
    })
    await waitFor(() => expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveValue(''))
  })

  it('reports a server failure', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/auth/password': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Senha fraca.', fields: { password: 'weak' } } },
      },
    })
    const { user } = await openProfile()

    await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'senhafraca')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'senhafraca')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText('Não foi possível alterar a senha.')).toBeInTheDocument()
    expect(screen.getByText('Senha fraca.')).toBeInTheDocument()
  })
})
