import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, sessionBody, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

async function openProfile() {
  const rendered = renderApp('/app/profile')
  await screen.findByRole('heading', { name: 'Configurações', level: 1 })
  return rendered
}

// The page is a lazy chunk: load it once up front, so the first test's 5 s wait measures the
// page, not a cold transform of the chunk on a busy machine.
beforeAll(async () => {
  await import('./profile-page')
}, 60_000)

describe('profile: account and password change', () => {
  it('shows the account e-mail read-only', async () => {
    mockApi({ 'GET /api/session': signedIn })
    await openProfile()
    const email = screen.getByLabelText('E-mail da conta')
    expect(email).toHaveValue('ana.souza@example.com')
    expect(email).toHaveAttribute('readonly')
  })

  it.each([
    ['', 'Casamento1', 'Casamento1', 'Senha atual obrigatória', 'Digite sua senha atual para confirmar a alteração.'],
    ['Atual123', '', '', 'Senhas obrigatórias', 'Digite e confirme sua nova senha.'],
    ['Atual123', 'Casamento1', 'Casamento2', 'Senhas não coincidem', 'A nova senha e confirmação devem ser iguais.'],
    ['Atual123', 'Curta12', 'Curta12', 'Senha muito curta', 'A senha deve ter pelo menos 8 caracteres.'],
    ['Atual123', 'casamento1', 'casamento1', 'Senha fraca', 'A senha deve ter pelo menos uma letra minúscula, uma maiúscula e um número.'],
  ])('refuses %j / %j / %j with "%s"', async (current, password, confirm, title, description) => {
    const api = mockApi({ 'GET /api/session': signedIn })
    const { user } = await openProfile()

    if (current) await user.type(screen.getByLabelText('Senha atual'), current)
    if (password) await user.type(screen.getByLabelText('Nova senha', { exact: true }), password)
    if (confirm) await user.type(screen.getByLabelText('Confirmar nova senha'), confirm)
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText(title)).toBeInTheDocument()
    expect(screen.getByText(description)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password')).toHaveLength(0)
  })

  it('changes the password, clears the fields and refreshes the devices list', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/sessions': { status: 200, body: { sessions: [] } },
      'POST /api/auth/password': { status: 204 },
    })
    const { user } = await openProfile()
    await waitFor(() => expect(api.callsTo('GET', '/api/sessions')).toHaveLength(1))

    await user.type(screen.getByLabelText('Senha atual'), 'Atual&123')
    await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'NovaSenha&1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha&1')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText('Senha alterada!')).toBeInTheDocument()
    expect(screen.getByText('Os outros dispositivos foram desconectados.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/auth/password')[0]?.body).toEqual({
      current_password: 'Atual123',
      password: 'NovaSenha1',
      confirm_password: 'NovaSenha1',
    })
    await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveValue(''))
    expect(screen.getByLabelText('Nova senha', { exact: true })).toHaveValue('')
    await waitFor(() => expect(api.callsTo('GET', '/api/sessions')).toHaveLength(2))
  })

  it('says when the current password is wrong', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/auth/password': {
        status: 422,
        body: { error: { code: 'wrong_password', message: 'A senha atual está incorreta.', fields: { current_password: 'incorrect' } } },
      },
    })
    const { user } = await openProfile()

    await user.type(screen.getByLabelText('Senha atual'), 'Errada123')
    await user.type(screen.getByLabelText('Nova senha', { exact: true }), 'NovaSenha1')
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'NovaSenha1')
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }))

    expect(await screen.findByText('Não foi possível alterar a senha.')).toBeInTheDocument()
    expect(screen.getByText('A senha atual está incorreta.')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha atual')).toHaveValue('Errada123')
  })
})

const emptyProfile = {
  first_name: null,
  last_name: null,
  partner_name: null,
  wedding_date: null,
  civil_ceremony_date: null,
  religious_ceremony_date: null,
  civil_ceremony_address: null,
  wedding_location: null,
  wedding_address: null,
  phone: null,
  version: 0,
}

describe('profile: wedding info', () => {
  it('shows the stored profile with dates as dd/MM/yyyy and no routes card without an address', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/profile': { status: 200, body: { ...emptyProfile, first_name: 'Maria', wedding_date: '2027-05-15' } },
    })
    await openProfile()
    expect(await screen.findByLabelText('Seu nome')).toHaveValue('Maria')
    expect(screen.getByLabelText('Data do casamento')).toHaveValue('15/05/2027')
    expect(screen.queryByRole('heading', { name: 'Compartilhar rotas' })).not.toBeInTheDocument()
    // Without an address the card says what is missing (part 2 §4).
    expect(screen.getByTestId('share-routes-empty')).toHaveTextContent(
      'Endereços não informadosAdicione pelo menos um endereço para gerar os links de rota.',
    )
  })

  it('saves blank fields as null, dates as YYYY-MM-DD, and refreshes the greeting', async () => {
    let sessionName: string | null = null
    const api = mockApi({
      'GET /api/session': () => ({ status: 200, body: sessionBody({ profile_first_name: sessionName }) }),
      'GET /api/profile': { status: 200, body: { ...emptyProfile, last_name: 'Antigo' } },
      'PUT /api/profile': ({ body }) => {
        sessionName = (body as { first_name: string }).first_name
        return { status: 200, body }
      },
    })
    const { user } = await openProfile()

    await user.type(await screen.findByLabelText('Seu nome'), ' Maria ')
    await user.clear(screen.getByLabelText('Sobrenome'))
    await user.type(screen.getByLabelText('Data do casamento'), '15052027')
    expect(screen.getByLabelText('Data do casamento')).toHaveValue('15/05/2027')
    await user.click(screen.getByRole('button', { name: 'Abrir calendário: Data do casamento civil' }))
    const calendar = screen.getByRole('dialog', { name: 'Calendário: Data do casamento civil' })
    const headers = within(calendar).getAllByRole('columnheader')
    expect(headers[0]).toHaveTextContent('D')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Calendário: Data do casamento civil' })).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Endereço da festa'), 'Av. Paulista, 1000')
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))

    expect(await screen.findByText('Perfil atualizado com sucesso.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/profile')[0]?.body).toEqual({
      ...emptyProfile,
      first_name: 'Maria',
      wedding_date: '2027-05-15',
      wedding_address: 'Av. Paulista, 1000',
      version: 0,
    })
    await waitFor(() => expect(screen.getByTestId('shell-user-name')).toHaveTextContent('Maria'))
    expect(screen.getByRole('heading', { name: 'Compartilhar rotas' })).toBeInTheDocument()
  })

  it("on a conflict shows the other member's values, keeps the fields typed here and saves with the new version", async () => {
    const theirs = { ...emptyProfile, partner_name: 'João', wedding_location: 'Espaço Jardim', version: 4 }
    let stale = true
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/profile': { status: 200, body: { ...emptyProfile, version: 3 } },
      'PUT /api/profile': ({ body }) => {
        if (!stale) return { status: 200, body: { ...(body as object), version: 5 } }
        stale = false
        const message = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.'
        return { status: 409, body: { error: { code: 'conflict', message, details: { current: theirs } } } }
      },
    })
    const { user } = await openProfile()
    await user.type(await screen.findByLabelText('Seu nome'), 'Maria')
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))
    const message = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.'
    await waitFor(() => expect(screen.getAllByRole('alert').filter((e) => e.textContent === message)).not.toHaveLength(0))
    await waitFor(() => expect(screen.getByLabelText('Local da festa')).toHaveValue('Espaço Jardim'))
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Maria')

    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))
    expect(await screen.findByText('Perfil atualizado com sucesso.')).toBeInTheDocument()
    const puts = api.callsTo('PUT', '/api/profile')
    expect(puts.map((p) => (p.body as { version: number }).version)).toEqual([3, 4])
    expect(puts[1]?.body).toMatchObject({ first_name: 'Maria', partner_name: 'João', wedding_location: 'Espaço Jardim' })
  })

  it('refuses an impossible date without calling the server', async () => {
    const api = mockApi({ 'GET /api/session': signedIn, 'GET /api/profile': { status: 200, body: emptyProfile } })
    const { user } = await openProfile()
    await user.type(await screen.findByLabelText('Data do casamento religioso'), '31022027')
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))
    expect(await screen.findByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/profile')).toHaveLength(0)
  })

  it('copies the route links of the filled addresses', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/profile': { status: 200, body: { ...emptyProfile, civil_ceremony_address: 'Rua das Flores, 100' } },
    })
    const { user } = await openProfile()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await screen.findByRole('heading', { name: 'Compartilhar rotas' })
    expect(screen.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20das%20Flores%2C%20100',
    )
    await user.click(screen.getByRole('button', { name: 'Copiar links' }))
    expect(await screen.findByText('Links copiados!')).toBeInTheDocument()
    expect(writeText.mock.calls[0]?.[0]).toContain('Cerimônia civil: Rua das Flores, 100')
  })

  it('reports a failed save with the field under it', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/profile': { status: 200, body: emptyProfile },
      'PUT /api/profile': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Verifique os campos destacados.', fields: { phone: 'invalid' } } },
      },
    })
    const { user } = await openProfile()
    await user.type(await screen.findByLabelText('Telefone'), '11 98765-4321')
    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }))
    expect(await screen.findByText('Erro ao salvar perfil.')).toBeInTheDocument()
    expect(screen.getByText('Telefone inválido. Use apenas números, espaços e + ( ) - .')).toBeInTheDocument()
  })
})
