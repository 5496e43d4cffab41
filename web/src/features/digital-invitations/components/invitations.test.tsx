import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { essencialLacksFeature, mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Invitation, PublicInvitation } from '../api/invitations'

function invitation(overrides: Partial<Invitation> & Pick<Invitation, 'id' | 'guest_name'>): Invitation {
  return {
    guest_email: 'convidado@exemplo.com',
    guest_phone: null,
    event_date: '2030-05-15',
    event_time: '19:30',
    event_location: 'Espaço Jardim',
    map_link: null,
    dress_code: null,
    host_name: null,
    custom_message: null,
    reminder_days: [7, 2, 0],
    status: 'sent',
    responded_at: null,
    guest_id: null,
    sent_at: '2026-11-22T15:00:00Z',
    created_at: '2026-11-22T15:00:00Z',
    updated_at: '2026-11-22T15:00:00Z',
    ...overrides,
  }
}

const initial = (): Invitation[] => [
  invitation({ id: 'i3', guest_name: 'Carla Dias', status: 'confirmed', responded_at: '2026-11-23T10:00:00Z' }),
  invitation({ id: 'i2', guest_name: 'Davi Lima', status: 'declined' }),
  invitation({ id: 'i1', guest_name: 'Eva Rocha', guest_email: 'eva@exemplo.com' }),
]

/** A stateful fake of the digital invitations API (newest first, like the server). */
function invitationsApi(start: Invitation[] = initial(), overrides: Record<string, MockResponse | MockHandler> = {}) {
  let list = [...start]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/notifications': { status: 200, body: { notifications: [], unread_count: 0 } },
    'GET /api/notifications/unread-count': { status: 200, body: { unread_count: 0 } },
    'POST /api/permission-check': { status: 200, body: { allowed: true, upgrade_required: false } },
    'GET /api/digital-invitations': () => ({ status: 200, body: { invitations: list } }),
    'POST /api/digital-invitations': ({ body }) => {
      const created = invitation({ id: `i${list.length + 10}`, ...(body as Partial<Invitation> & Pick<Invitation, 'guest_name'>) })
      list = [created, ...list]
      return { status: 201, body: created }
    },
    'POST /api/digital-invitations/:id/resend': ({ params }) => ({ status: 200, body: list.find((i) => i.id === params.id) }),
    'DELETE /api/digital-invitations/:id': ({ params }) => {
      list = list.filter((i) => i.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
}

async function openTab() {
  const rendered = renderApp('/app/events')
  await rendered.user.click(await screen.findByRole('tab', { name: 'Convites' }))
  return rendered
}

function names() {
  const list = screen.getByRole('list', { name: 'Convites enviados' })
  return Array.from(list.children).map((li) => li.getAttribute('aria-label'))
}

describe('InvitationsPanel', () => {
  it('shows the three tabs and the list with the Enviado/Confirmado/Recusado badges', async () => {
    invitationsApi()
    await openTab()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Lembretes', 'Gastos', 'Convites'])
    await screen.findByRole('list', { name: 'Convites enviados' })
    expect(names()).toEqual(['Carla Dias', 'Davi Lima', 'Eva Rocha'])
    expect(within(screen.getByRole('listitem', { name: 'Carla Dias' })).getByText('Confirmado')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Davi Lima' })).getByText('Recusado')).toBeInTheDocument()
    const eva = screen.getByRole('listitem', { name: 'Eva Rocha' })
    expect(within(eva).getByText('Enviado')).toBeInTheDocument()
    expect(within(eva).getByText('15/05/2030')).toBeInTheDocument()
    expect(within(eva).getByText('19:30')).toBeInTheDocument()
  })

  it('shows the gated card when the plan lacks digital invitations', async () => {
    invitationsApi([], {
      'GET /api/digital-invitations': {
        status: 403,
        body: {
          error: {
            code: 'feature_not_available',
            message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
            details: { feature: 'digital_invitations', current_plan: 'essencial', current_plan_name: 'Essencial', upgrade_required: true },
          },
        },
      },
    })
    await openTab()
    const card = await screen.findByTestId('gated-card')
    expect(within(card).getByText('Funcionalidade Premium')).toBeInTheDocument()
    expect(within(card).getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Novo convite digital' })).not.toBeInTheDocument()
  })

  it('shows a downgraded couple the invitations they sent, read-only under the gated card (issue 15)', async () => {
    const api = invitationsApi(initial(), {
      'POST /api/permission-check': essencialLacksFeature,
    })
    await openTab()
    const card = await screen.findByTestId('gated-card')
    expect(within(card).getByText('Funcionalidade Premium')).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Convites enviados' })
    expect(names()).toEqual(['Carla Dias', 'Davi Lima', 'Eva Rocha'])
    expect(within(screen.getByRole('listitem', { name: 'Carla Dias' })).getByText('Confirmado')).toBeInTheDocument()
    expect(screen.getByText(/^Somente leitura: os convites enviados e as respostas continuam aqui\./)).toBeInTheDocument()
    // Locked: no form, no resend, no remove.
    expect(screen.queryByRole('form', { name: 'Novo convite digital' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reenviar' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Remover convite/ })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check')[0]?.body).toEqual({ feature: 'digital_invitations' })
  })

  it('refuses a form without the required fields with the spec text and sends nothing', async () => {
    const api = invitationsApi()
    const { user } = await openTab()
    const form = await screen.findByRole('form', { name: 'Novo convite digital' })
    await user.type(within(form).getByLabelText('Nome do convidado*'), 'Fulano')
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    expect(await screen.findByText('Preencha todos os campos obrigatórios.')).toBeInTheDocument()
    expect(within(form).getByText('Informe o e-mail do convidado.')).toBeInTheDocument()
    expect(within(form).getByText('Informe a data do evento.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/digital-invitations')).toHaveLength(0)
  })

  it('checks the map link and reminder days like the server', async () => {
    const api = invitationsApi()
    const { user } = await openTab()
    const form = await screen.findByRole('form', { name: 'Novo convite digital' })
    await user.type(within(form).getByLabelText('Nome do convidado*'), 'Fulano')
    await user.type(within(form).getByLabelText('E-mail do convidado*'), 'fulano@exemplo.com')
    await user.type(within(form).getByLabelText('Data do evento*'), '15052030')
    await user.type(within(form).getByLabelText('Link do mapa'), 'javascript:alert(1)')
    const reminders = within(form).getByLabelText('Lembretes (dias antes do evento)')
    await user.clear(reminders)
    await user.type(reminders, '7, 7')
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    expect(await within(form).findByText('Use um link que comece com http:// ou https://.')).toBeInTheDocument()
    expect(within(form).getByText(/sem repetir/)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/digital-invitations')).toHaveLength(0)
  })

  it('sends an invitation: the payload, the success toast and the new row on top', async () => {
    const api = invitationsApi()
    const { user } = await openTab()
    const form = await screen.findByRole('form', { name: 'Novo convite digital' })
    await user.type(within(form).getByLabelText('Nome do convidado*'), ' Bruna Alves ')
    await user.type(within(form).getByLabelText('E-mail do convidado*'), 'Bruna@Exemplo.com')
    await user.type(within(form).getByLabelText('Data do evento*'), '15052030')
    expect(within(form).getByLabelText('Data do evento*')).toHaveValue('15/05/2030')
    await user.type(within(form).getByLabelText('Local'), 'Espaço Jardim')
    await user.type(within(form).getByLabelText('Link do mapa'), 'https://maps.example.com/x')
    await user.type(within(form).getByLabelText('Mensagem personalizada'), 'Contamos com você!')
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }))

    expect(await screen.findByText('Convite digital criado e enviado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/digital-invitations')[0]?.body).toEqual({
      guest_name: 'Bruna Alves',
      guest_email: 'bruna@exemplo.com',
      guest_phone: null,
      event_date: '2030-05-15',
      event_time: null,
      event_location: 'Espaço Jardim',
      map_link: 'https://maps.example.com/x',
      dress_code: null,
      host_name: null,
      custom_message: 'Contamos com você!',
      reminder_days: [7, 2, 0],
    })
    await waitFor(() => expect(names()[0]).toBe('Bruna Alves'))
    expect(within(form).getByLabelText('Nome do convidado*')).toHaveValue('')
  })

  it('puts server field errors under their fields with the send error toast', async () => {
    invitationsApi([], {
      'POST /api/digital-invitations': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Verifique os campos.', fields: { event_date: 'past' } } },
      },
    })
    const { user } = await openTab()
    const form = await screen.findByRole('form', { name: 'Novo convite digital' })
    await user.type(within(form).getByLabelText('Nome do convidado*'), 'Fulano')
    await user.type(within(form).getByLabelText('E-mail do convidado*'), 'fulano@exemplo.com')
    await user.type(within(form).getByLabelText('Data do evento*'), '15052030')
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    expect(await screen.findByText('Não foi possível enviar o convite.')).toBeInTheDocument()
    expect(within(form).getByText('A data do evento já passou.')).toBeInTheDocument()
  })

  it('toasts the spec text when a resend fails, and the server text when over the sending limit', async () => {
    invitationsApi(initial(), {
      'POST /api/digital-invitations/:id/resend': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
      'POST /api/digital-invitations': {
        status: 429,
        body: { error: { code: 'send_limit', message: 'Limite de 300 envios de convite em 24 horas atingido. Tente novamente mais tarde.' } },
      },
    })
    const { user } = await openTab()
    const eva = await screen.findByRole('listitem', { name: 'Eva Rocha' })
    await user.click(within(eva).getByRole('button', { name: 'Reenviar' }))
    expect(await screen.findByText('Não foi possível enviar o convite.')).toBeInTheDocument()

    const form = screen.getByRole('form', { name: 'Novo convite digital' })
    await user.type(within(form).getByLabelText('Nome do convidado*'), 'Fulano')
    await user.type(within(form).getByLabelText('E-mail do convidado*'), 'fulano@exemplo.com')
    await user.type(within(form).getByLabelText('Data do evento*'), '15052030')
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }))
    expect(await screen.findByText(/Limite de 300 envios de convite/)).toBeInTheDocument()
  })

  it('resends for real and removes after confirmation', async () => {
    const api = invitationsApi()
    const { user } = await openTab()
    const eva = await screen.findByRole('listitem', { name: 'Eva Rocha' })
    await user.click(within(eva).getByRole('button', { name: 'Reenviar' }))
    expect(await screen.findByText('Convite reenviado para eva@exemplo.com.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/digital-invitations/i1/resend')).toHaveLength(1)

    await user.click(within(eva).getByRole('button', { name: 'Remover convite de Eva Rocha' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover convite?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }))
    expect(await screen.findByText('Convite removido.')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/digital-invitations/i1')).toHaveLength(1)
    await waitFor(() => expect(names()).toEqual(['Carla Dias', 'Davi Lima']))
  })
})

function publicInvitation(overrides: Partial<PublicInvitation> = {}): PublicInvitation {
  return {
    guest_name: 'Carla Dias',
    event_date: '2030-05-15',
    event_time: '19:30',
    event_location: 'Espaço Jardim',
    map_link: 'https://maps.example.com/x',
    dress_code: 'Esporte fino',
    host_name: null,
    custom_message: 'Contamos com você!',
    couple_names: 'Ana e Bruno',
    status: 'sent',
    responded_at: null,
    ...overrides,
  }
}

describe('RsvpPage', () => {
  it('shows the invitation without a session and records the answer, which can change', async () => {
    let current = publicInvitation()
    const api = mockApi({
      'GET /api/public/invitations/:token': () => ({ status: 200, body: current }),
      'POST /api/public/invitations/:token/response': ({ body }) => {
        current = { ...current, status: (body as { answer: 'confirmed' | 'declined' }).answer, responded_at: '2026-11-23T10:00:00Z' }
        return { status: 200, body: current }
      },
    })
    const { user } = renderApp('/convite/tok_123')
    expect(await screen.findByRole('heading', { name: 'Olá, Carla Dias!' })).toBeInTheDocument()
    expect(screen.getByText('Ana e Bruno')).toBeInTheDocument()
    // Two hosts: 'têm' (docs/pt-br.md).
    expect(screen.getByText('Ana e Bruno').parentElement).toHaveTextContent('Ana e Bruno têm o prazer de convidar você.')
    expect(screen.getByText('15/05/2030')).toBeInTheDocument()
    expect(screen.getByText('Esporte fino')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', 'https://maps.example.com/x')
    expect(screen.getByText('Você poderá comparecer?')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Confirmar presença' }))
    expect(await screen.findByText('Sua presença está confirmada. Até lá!')).toBeInTheDocument()
    expect(await screen.findByText('Presença confirmada! Agradecemos sua resposta.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/public/invitations/tok_123/response')[0]?.body).toEqual({ answer: 'confirmed' })
    expect(screen.getByRole('button', { name: 'Confirmar presença' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Não poderei ir' }))
    expect(await screen.findByText('Você informou que não poderá ir.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/public/invitations/tok_123/response')[1]?.body).toEqual({ answer: 'declined' })
  })

  it('agrees with one host: "tem"', async () => {
    mockApi({ 'GET /api/public/invitations/:token': { status: 200, body: publicInvitation({ host_name: 'Tia Rosa' }) } })
    renderApp('/convite/tok_123')
    expect(await screen.findByRole('heading', { name: 'Olá, Carla Dias!' })).toBeInTheDocument()
    expect(screen.getByText('Tia Rosa').parentElement).toHaveTextContent('Tia Rosa tem o prazer de convidar você.')
  })

  it('says so for an unknown link', async () => {
    mockApi({})
    renderApp('/convite/desconhecido')
    expect(await screen.findByRole('heading', { name: 'Convite não encontrado' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirmar presença' })).not.toBeInTheDocument()
  })
})
