import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi, plansBody, sessionBody, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

function session(planId: 'essencial' | 'premium', name: string) {
  return { status: 200, body: { ...sessionBody(), wedding: { ...sessionBody().wedding, plan: { id: planId, name } } } }
}

// The catalogue as the server sends it: digital invitations from Premium up.
const plans = () => {
  const gated: Record<string, string[]> = {
    premium: ['digital_invitations', 'pix_gifts', 'honeymoon_planner'],
    luxo: ['digital_invitations', 'pix_gifts', 'honeymoon_planner', 'whatsapp_support'],
  }
  const body = plansBody()
  return { status: 200, body: { plans: body.plans.map((p) => ({ ...p, gated_features: gated[p.id] ?? [] })) } }
}

const profile = {
  first_name: 'Maria',
  last_name: 'Silva',
  partner_name: 'João',
  wedding_date: '2027-05-15',
  civil_ceremony_date: null,
  religious_ceremony_date: null,
  civil_ceremony_address: null,
  wedding_location: 'Espaço Jardim',
  wedding_address: 'Av. Paulista, 1000',
  phone: null,
  version: 0,
}

const guests = [
  { id: 'g1', nome: 'Bruno Lima', email: null, telefone: null, mesa: null, acompanhante: false, status_confirmacao: 'pendente', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z' },
  { id: 'g2', nome: 'Carla Dias', email: null, telefone: null, mesa: null, acompanhante: false, status_confirmacao: 'pendente', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z' },
]

function setup(planId: 'essencial' | 'premium', overrides: Record<string, MockResponse | MockHandler> = {}) {
  const api = mockApi({
    'GET /api/session': session(planId, planId === 'premium' ? 'Premium' : 'Essencial'),
    'GET /api/plans': plans(),
    'GET /api/guests': { status: 200, body: { guests } },
    'GET /api/profile': { status: 200, body: profile },
    'GET /api/invitation-messages': {
      status: 200,
      body: {
        messages: [
          {
            id: 'm1',
            guest_id: 'g2',
            message_content: 'Convite salvo da Carla',
            wedding_date: null,
            wedding_location: null,
            wedding_address: null,
            created_at: '2026-11-20T10:00:00Z',
            updated_at: '2026-11-20T10:00:00Z',
            version: 1,
          },
        ],
      },
    },
    'PUT /api/guests/:id/invitation-message': ({ body, params }) => ({
      status: 200,
      body: { id: 'm2', guest_id: params.id, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z', ...(body as object) },
    }),
    ...overrides,
  })
  const rendered = renderApp('/app/guests')
  return { ...rendered, api }
}

async function openTab(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Gerar Convites' }))
}

describe('invitation generator', () => {
  it('shows the gated card to an Essencial couple', async () => {
    const { user, api } = setup('essencial')
    await openTab(user)
    const card = await screen.findByRole('region', { name: 'Funcionalidade Premium' })
    expect(within(card).getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos')
    expect(screen.queryByRole('button', { name: 'Gerar Convite' })).not.toBeInTheDocument()
    expect(api.callsTo('GET', '/api/invitation-messages')).toHaveLength(0)
  })

  it('generates from the profile, copies and saves for the chosen guest', async () => {
    const { user, api } = setup('premium')
    await openTab(user)
    const generateButton = await screen.findByRole('button', { name: 'Gerar Convite' })
    expect(generateButton).toBeDisabled()
    expect(await screen.findByText('Maria e João')).toBeInTheDocument()
    expect(screen.getByText('15/05/2027')).toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Convidado' }))
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }))
    await user.type(screen.getByLabelText('Mensagem personalizada (opcional)'), 'Traje esporte fino.')
    await user.click(generateButton)

    const content = screen.getByLabelText('Convite')
    expect(content).toHaveValue(
      'Olá, Bruno Lima!\n\nCom muita alegria, Maria e João convidam você para celebrar o nosso casamento.\n\nData: 15/05/2027\nLocal: Espaço Jardim\nEndereço: Av. Paulista, 1000\n\nTraje esporte fino.\n\nSua presença é muito importante para nós!\nMaria e João',
    )

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(await screen.findByText('Copiado!')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith((content as HTMLTextAreaElement).value)

    await user.click(screen.getByRole('button', { name: 'Salvar Convite' }))
    expect(await screen.findByText('Convite salvo com sucesso.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/guests/g1/invitation-message')[0]?.body).toEqual({
      message_content: (content as HTMLTextAreaElement).value,
      wedding_date: '2027-05-15',
      wedding_location: 'Espaço Jardim',
      wedding_address: 'Av. Paulista, 1000',
      version: 0,
    })
  })

  it('loads the message saved for a guest', async () => {
    const { user } = setup('premium')
    await openTab(user)
    await user.click(await screen.findByRole('combobox', { name: 'Convidado' }))
    await user.click(await screen.findByRole('option', { name: /Carla Dias/ }))
    expect(screen.getByLabelText('Convite')).toHaveValue('Convite salvo da Carla')
  })

  it("shows the other member's newer message while the text is untouched, and keeps a text typed here", async () => {
    let content = 'Convite salvo da Carla'
    let version = 1
    const message = () => ({
      id: 'm1', guest_id: 'g2', message_content: content, wedding_date: null, wedding_location: null, wedding_address: null,
      created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', version,
    })
    const { user, queryClient, api } = setup('premium', {
      'GET /api/invitation-messages': () => ({ status: 200, body: { messages: [message()] } }),
    })
    await openTab(user)
    await user.click(await screen.findByRole('combobox', { name: 'Convidado' }))
    await user.click(await screen.findByRole('option', { name: /Carla Dias/ }))
    const text = screen.getByLabelText('Convite')
    expect(text).toHaveValue('Convite salvo da Carla')

    // Rafael saves a new text; the realtime hint refetches it: the untouched editor shows it.
    content = 'Texto do Rafael'
    version = 2
    await queryClient.invalidateQueries({ queryKey: ['invitation-messages'] })
    await waitFor(() => expect(text).toHaveValue('Texto do Rafael'))

    // Ana types; Rafael saves again: her text stays, and her save still stands on version 2,
    // so the server answers with the conflict instead of dropping Rafael's text.
    await user.type(text, ' e da Ana')
    content = 'Outro texto do Rafael'
    version = 3
    await queryClient.invalidateQueries({ queryKey: ['invitation-messages'] })
    await waitFor(() => expect(api.callsTo('GET', '/api/invitation-messages').length).toBeGreaterThanOrEqual(3))
    expect(text).toHaveValue('Texto do Rafael e da Ana')
    await user.click(screen.getByRole('button', { name: /Salvar/ }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/guests/g2/invitation-message')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/guests/g2/invitation-message')[0]?.body).toMatchObject({ message_content: 'Texto do Rafael e da Ana', version: 2 })
  })

  it('turns a 403 from the server into the gated card', async () => {
    const { user } = setup('premium', {
      'PUT /api/guests/:id/invitation-message': {
        status: 403,
        body: {
          error: {
            code: 'feature_not_available',
            message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
            details: { feature: 'digital_invitations', current_plan: 'essencial', upgrade_required: true },
          },
        },
      },
    })
    await openTab(user)
    await user.click(await screen.findByRole('combobox', { name: 'Convidado' }))
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }))
    await user.type(screen.getByLabelText('Convite'), 'Oi')
    await user.click(screen.getByRole('button', { name: 'Salvar Convite' }))
    expect(await screen.findByRole('region', { name: 'Funcionalidade Premium' })).toBeInTheDocument()
  })

  it('reports a failed save', async () => {
    const { user } = setup('premium', {
      'PUT /api/guests/:id/invitation-message': { status: 500, body: { error: { code: 'internal', message: 'Falhou.' } } },
    })
    await openTab(user)
    await user.click(await screen.findByRole('combobox', { name: 'Convidado' }))
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima' }))
    await user.type(screen.getByLabelText('Convite'), 'Oi')
    await user.click(screen.getByRole('button', { name: 'Salvar Convite' }))
    expect(await screen.findByText('Erro ao salvar convite.')).toBeInTheDocument()
  })
})
