import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, plansOk, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Guest } from '../api/schemas'

function guest(overrides: Partial<Guest> & Pick<Guest, 'id' | 'nome'>): Guest {
  return {
    email: null,
    telefone: null,
    mesa: null,
    acompanhante: false,
    status_confirmacao: 'pendente',
    acompanhantes: [],
    restricao_alimentar: null,
    mensagem: null,
    convite_enviado_em: null,
    respondido_em: null,
    rsvp_url: null,
    telefone_e164: null,
    whatsapp: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

const initialGuests = (): Guest[] => [
  guest({ id: 'g1', nome: 'Beatriz Lima', mesa: 3, acompanhante: true, status_confirmacao: 'confirmado' }),
  guest({ id: 'g2', nome: 'Carlos Mendes', acompanhante: false }),
  guest({ id: 'g3', nome: 'Ana Paula', acompanhante: true, status_confirmacao: 'recusado', mesa: 1 }),
]

/** A stateful fake of the guests API. */
function guestsApi(start: Guest[] = initialGuests(), overrides: Record<string, MockResponse | MockHandler> = {}) {
  let guests = [...start]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/guests': () => ({ status: 200, body: { guests } }),
    'POST /api/guests': ({ body }) => {
      const created = guest({ id: `g${guests.length + 10}`, ...(body as Partial<Guest> & { nome: string }) })
      guests = [...guests, created]
      return { status: 201, body: created }
    },
    'PATCH /api/guests/:id': ({ body, params }) => {
      guests = guests.map((g) => (g.id === params.id ? { ...g, ...(body as Partial<Guest>) } : g))
      return { status: 200, body: guests.find((g) => g.id === params.id) }
    },
    'DELETE /api/guests/:id': ({ params }) => {
      guests = guests.filter((g) => g.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
}

function statValue(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('stat-value')
}

async function openGuests() {
  const rendered = renderApp('/app/guests')
  await screen.findByRole('heading', { name: 'Lista de Convidados', level: 1 })
  await screen.findByText('Beatriz Lima')
  return rendered
}

describe('guests page', () => {
  it("shows the plan's guest cap before an add is refused (issue 15)", async () => {
    guestsApi(initialGuests(), { 'GET /api/plans': plansOk })
    await openGuests()
    expect(await screen.findByTestId('guest-limit')).toHaveTextContent('3/50 convidados no plano Essencial')
  })

  it('shows the stats and the table', async () => {
    guestsApi()
    await openGuests()

    expect(statValue('Total Convidados')).toHaveTextContent('3')
    expect(statValue('Total Pessoas')).toHaveTextContent('5')
    expect(statValue('Confirmados')).toHaveTextContent('1')
    expect(statValue('Pessoas Confirmadas')).toHaveTextContent('2')

    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ana Paula',
      'Beatriz Lima',
      'Carlos Mendes',
    ])
    const carlos = rows[2]!
    expect(within(carlos).getByText('—')).toBeInTheDocument()
    expect(within(carlos).getByText('Individual')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Sim')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status de Carlos Mendes' })).toHaveTextContent('Pendente')
    expect(screen.getByRole('button', { name: 'Editar Carlos Mendes' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remover Carlos Mendes' })).toBeInTheDocument()
  })

  it('shows an empty state when there are no guests', async () => {
    guestsApi([])
    renderApp('/app/guests')
    expect(await screen.findByText('Nenhum convidado ainda')).toBeInTheDocument()
    expect(statValue('Total Convidados')).toHaveTextContent('0')
  })

  it('validates the add form and shows the errors under the fields', async () => {
    const api = guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Adicionar Convidado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Convidado' })
    await user.type(within(dialog).getByLabelText('Nome*'), 'M')
    await user.type(within(dialog).getByLabelText('Email'), 'maria@')
    await user.type(within(dialog).getByLabelText('Mesa'), '-2')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await within(dialog).findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument()
    expect(within(dialog).getByText('E-mail inválido')).toBeInTheDocument()
    expect(within(dialog).getByText('Mesa deve ser um número positivo')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/guests')).toHaveLength(0)
  })

  it('adds a guest with cleaned values and refreshes the list and stats', async () => {
    const api = guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Adicionar Convidado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Convidado' })
    await user.type(within(dialog).getByLabelText('Nome*'), '  Daniela Rocha ')
    await user.type(within(dialog).getByLabelText('Mesa'), '7')
    await user.click(within(dialog).getByLabelText('Vai levar acompanhante'))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Convidado adicionado')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/guests')[0]?.body).toEqual({
      nome: 'Daniela Rocha',
      email: null,
      telefone: null,
      mesa: 7,
      acompanhante: true,
      acompanhantes: [],
      status_confirmacao: 'pendente',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Daniela Rocha')).toBeInTheDocument()
    await waitFor(() => expect(statValue('Total Convidados')).toHaveTextContent('4'))
    expect(statValue('Total Pessoas')).toHaveTextContent('7')
  })

  it('shows server field errors and plan limits from a failed add', async () => {
    let answer: MockResponse = {
      status: 422,
      body: { error: { code: 'validation_failed', message: 'Dados inválidos.', fields: { mesa: 'not_positive' } } },
    }
    guestsApi(initialGuests(), { 'POST /api/guests': () => answer })
    const { user } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Adicionar Convidado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Convidado' })
    await user.type(within(dialog).getByLabelText('Nome*'), 'Daniela')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Mesa deve ser um número positivo')).toBeInTheDocument()

    answer = {
      status: 403,
      body: {
        error: {
          code: 'plan_limit',
          message: 'Seu plano Essencial permite até 50 convidados.',
          details: {
            feature: 'guests',
            current_usage: 50,
            limit: 50,
            current_plan: 'essencial',
            current_plan_name: 'Essencial',
            upgrade_required: true,
          },
        },
      },
    }
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    // The 403 plan_limit replaces the form with the gated card, inside the same dialog.
    const card = await within(dialog).findByRole('region', { name: 'Limite Atingido' })
    expect(within(card).getByRole('heading', { name: 'Limite Atingido' })).toBeInTheDocument()
    expect(within(card).getByText('Seu plano Essencial permite até 50 convidados.')).toBeInTheDocument()
    expect(within(card).getByText('50/50 utilizados')).toBeInTheDocument()
    expect(within(card).getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos')
    expect(within(dialog).queryByLabelText('Nome*')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Adicionar Convidado' })).toBeInTheDocument()
  })

  it('goes to the plans from the gated card', async () => {
    guestsApi(initialGuests(), {
      'POST /api/guests': {
        status: 403,
        body: {
          error: {
            code: 'plan_limit',
            message: 'Seu plano Essencial permite até 50 convidados.',
            details: { current_usage: 50, limit: 50, current_plan: 'essencial', upgrade_required: true },
          },
        },
      },
      'GET /api/plans': { status: 200, body: { plans: [] } },
    })
    const { user, router } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Adicionar Convidado' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Convidado' })
    await user.type(within(dialog).getByLabelText('Nome*'), 'Daniela')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await user.click(await within(dialog).findByRole('link', { name: 'Fazer upgrade' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.hash).toBe('#planos')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits a guest', async () => {
    const api = guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Editar Carlos Mendes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Convidado' })
    expect(within(dialog).getByLabelText('Nome*')).toHaveValue('Carlos Mendes')
    await user.type(within(dialog).getByLabelText('Telefone'), '11 98888-7777')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    expect(await screen.findByText('Convidado atualizado')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/guests/g2')[0]?.body).toEqual({
      nome: 'Carlos Mendes',
      email: null,
      telefone: '11 98888-7777',
      mesa: null,
      acompanhante: false,
      acompanhantes: [],
    })
  })

  it('changes the status inline', async () => {
    const api = guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('combobox', { name: 'Status de Carlos Mendes' }))
    await user.click(await screen.findByRole('option', { name: 'Confirmado' }))

    expect(await screen.findByText('Status atualizado')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/guests/g2')[0]?.body).toEqual({ status_confirmacao: 'confirmado' })
    expect(screen.getByRole('combobox', { name: 'Status de Carlos Mendes' })).toHaveTextContent('Confirmado')
    await waitFor(() => expect(statValue('Confirmados')).toHaveTextContent('2'))
    expect(statValue('Pessoas Confirmadas')).toHaveTextContent('3')
  })

  it('filters by status and companion', async () => {
    guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por acompanhante' }))
    await user.click(await screen.findByRole('option', { name: 'Com acompanhante' }))
    expect(screen.queryByText('Carlos Mendes')).not.toBeInTheDocument()
    expect(screen.getByText('Ana Paula')).toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Filtrar por status' }))
    await user.click(await screen.findByRole('option', { name: 'Confirmados' }))
    expect(screen.queryByText('Ana Paula')).not.toBeInTheDocument()
    expect(screen.getByText('Beatriz Lima')).toBeInTheDocument()
    expect(screen.getByText('Mostrando 1 de 3')).toBeInTheDocument()
  })

  it('asks before removing a guest', async () => {
    const api = guestsApi()
    const { user } = await openGuests()

    await user.click(screen.getByRole('button', { name: 'Remover Carlos Mendes' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover convidado?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByText('Carlos Mendes')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remover Carlos Mendes' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }))

    expect(await screen.findByText('Convidado removido')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/guests/g2')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText('Carlos Mendes')).not.toBeInTheDocument())
    expect(statValue('Total Convidados')).toHaveTextContent('2')
  })

  it('toasts "Erro ao carregar convidados" when the list fails to load', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/guests': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
    })
    renderApp('/app/guests')
    expect(await screen.findByText('Erro ao carregar convidados')).toBeInTheDocument()
    expect(screen.getByText('Erro interno.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
