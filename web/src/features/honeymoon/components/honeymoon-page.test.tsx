import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockHandler } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { HoneymoonPayload } from '../api/honeymoon'

const allowed = { status: 200, body: { allowed: true, current_usage: null, limit: null, upgrade_required: false } }
const empty = { status: 200, body: { trip: null, has_budget: false } }

const echo: MockHandler = ({ body }) => {
  const p = body as HoneymoonPayload
  return {
    status: 200,
    body: {
      trip: {
        id: 't1',
        ...p,
        estimated_total_cents: p.expenses.reduce((s, e) => s + e.estimated_cents, 0),
        actual_total_cents: p.expenses.reduce((s, e) => s + e.actual_cents, 0),
        created_at: '2026-11-22T15:00:00Z',
        updated_at: '2026-11-22T15:00:01Z',
        version: (p.version ?? 0) + 1,
      },
      has_budget: true,
      budget_sync: 'synced',
    },
  }
}

async function openHoneymoon(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/session': signedIn,
    'POST /api/permission-check': allowed,
    'GET /api/honeymoon': empty,
    ...routes,
  })
  const rendered = renderApp('/app/honeymoon')
  await screen.findByLabelText('Destino *')
  return { ...rendered, api }
}

describe('honeymoon page', () => {
  it('shows the gated card to a plan without honeymoon_planner, and no planner when nothing was saved', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': {
        status: 200,
        body: {
          allowed: false,
          reason: 'feature_not_available',
          message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
          current_usage: null,
          limit: null,
          upgrade_required: true,
          current_plan: 'essencial',
          current_plan_name: 'Essencial',
        },
      },
      'GET /api/honeymoon': empty,
    })
    renderApp('/app/honeymoon')
    const card = await screen.findByTestId('gated-card')
    expect(within(card).getByText('Funcionalidade Premium')).toBeInTheDocument()
    expect(within(card).getByText('Plano atual: Essencial')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Fazer upgrade' })).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check')[0]?.body).toEqual({ feature: 'honeymoon_planner' })
    await waitFor(() => expect(api.callsTo('GET', '/api/honeymoon')).toHaveLength(1))
    expect(screen.queryByLabelText('Destino *')).not.toBeInTheDocument()
  })

  it('shows a downgraded couple their saved plan read-only under the gated card (issue 15)', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': {
        status: 200,
        body: {
          allowed: false,
          reason: 'feature_not_available',
          message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
          current_usage: null,
          limit: null,
          upgrade_required: true,
          current_plan: 'essencial',
          current_plan_name: 'Essencial',
        },
      },
      'GET /api/honeymoon': {
        status: 200,
        body: {
          trip: {
            id: 't1',
            destino: 'Paraty, RJ',
            orcamento_cents: 500000,
            data_inicio: '2027-05-20',
            data_fim: '2027-05-25',
            preferencias: ['História'],
            observacoes: 'Pousada no centro',
            expenses: [{ category: 'Hospedagem', estimated_cents: 300000, actual_cents: 0 }],
            estimated_total_cents: 300000,
            actual_total_cents: 0,
            created_at: '2026-11-22T15:00:00Z',
            updated_at: '2026-11-22T15:00:00Z',
            version: 1,
          },
          has_budget: true,
        },
      },
    })
    renderApp('/app/honeymoon')
    expect(await screen.findByTestId('gated-card')).toBeInTheDocument()
    const destination = await screen.findByLabelText('Destino *')
    expect(destination).toHaveValue('Paraty, RJ')
    expect(destination).toBeDisabled()
    expect(screen.getByLabelText('Data de ida')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'História' })).toBeDisabled()
    expect(screen.getByTestId('honeymoon-read-only')).toHaveTextContent('Somente leitura')
    expect(screen.queryByRole('button', { name: 'Salvar Plano' })).not.toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/honeymoon')).toHaveLength(0)
  })

  it('requires the destination with the spec texts and sends nothing', async () => {
    const { user, api } = await openHoneymoon()
    await user.click(screen.getByRole('button', { name: 'Salvar Plano' }))
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument()
    expect(screen.getAllByText('Por favor, informe o destino da lua de mel.').length).toBeGreaterThanOrEqual(1)
    expect(screen.getByLabelText('Destino *')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('PUT', '/api/honeymoon')).toHaveLength(0)
  })

  it('says a return before the departure next to the field and the button, focuses the field, and sends nothing', async () => {
    const { user, api } = await openHoneymoon()
    await user.type(screen.getByLabelText('Destino *'), 'Lisboa')
    await user.type(screen.getByLabelText('Data de ida'), '10/05/2027')
    await user.type(screen.getByLabelText('Data de volta'), '01/05/2027')
    await user.click(screen.getByRole('button', { name: 'Salvar Plano' }))
    const summary = await screen.findByTestId('honeymoon-form-errors')
    expect(summary).toHaveTextContent('Corrijam o campo Data de volta: A data de volta não pode ser anterior à data de ida.')
    const volta = screen.getByLabelText('Data de volta')
    expect(volta).toHaveAttribute('aria-invalid', 'true')
    expect(volta).toHaveAccessibleDescription(expect.stringContaining('A data de volta não pode ser anterior à data de ida.'))
    expect(volta).toHaveFocus()
    expect(api.callsTo('PUT', '/api/honeymoon')).toHaveLength(0)
  })

  it('counts invalid amounts as 0 in the totals, fills a suggested destination and saves', async () => {
    const { user, api } = await openHoneymoon({ 'PUT /api/honeymoon': echo })
    expect(screen.getAllByTestId('honeymoon-expense')).toHaveLength(8)
    expect(screen.getByTestId('honeymoon-budget-hint')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Estimado Hospedagem'), 'abc')
    await user.type(screen.getByLabelText('Estimado Passagens Aéreas'), '1.500,00')
    await user.type(screen.getByLabelText('Estimado Alimentação'), '250.5')
    await user.type(screen.getByLabelText('Real Passagens Aéreas'), '1.600')
    expect(screen.getByTestId('honeymoon-total-estimated')).toHaveTextContent('R$ 1.750,50')
    expect(screen.getByTestId('honeymoon-total-actual')).toHaveTextContent('R$ 1.600,00')
    expect(screen.getByTestId('honeymoon-total-difference')).toHaveTextContent('R$ 150,50')

    await user.click(screen.getByRole('button', { name: /Gramado, RS/ }))
    expect(screen.getByLabelText('Destino *')).toHaveValue('Gramado, RS')
    await user.click(screen.getByRole('button', { name: 'Praia' }))
    expect(screen.getByRole('button', { name: 'Praia' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Salvar Plano' }))
    expect(await screen.findByText('Plano de lua de mel salvo com sucesso.')).toBeInTheDocument()
    const sent = api.callsTo('PUT', '/api/honeymoon')[0]?.body as HoneymoonPayload
    expect(sent.destino).toBe('Gramado, RS')
    expect(sent.preferencias).toEqual(['Praia'])
    expect(sent.expenses.map((e) => e.estimated_cents)).toEqual([0, 150000, 25050, 0, 0, 0, 0, 0])
    expect(sent.expenses[1]?.actual_cents).toBe(160000)
    // The saved plan has a budget: no hint any more.
    await waitFor(() => expect(screen.queryByTestId('honeymoon-budget-hint')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Destino *')).toHaveValue('Gramado, RS')
  })

  it('shows the saved plan and the save error text', async () => {
    const { user } = await openHoneymoon({
      'GET /api/honeymoon': {
        status: 200,
        body: {
          trip: {
            id: 't1',
            destino: 'Paraty, RJ',
            orcamento_cents: 500000,
            data_inicio: '2027-05-20',
            data_fim: '2027-05-25',
            preferencias: ['História'],
            observacoes: 'Pousada no centro',
            expenses: [{ category: 'Hospedagem', estimated_cents: 300000, actual_cents: 0 }],
            estimated_total_cents: 300000,
            actual_total_cents: 0,
            created_at: '2026-11-22T15:00:00Z',
            updated_at: '2026-11-22T15:00:00Z',
            version: 1,
          },
          has_budget: true,
        },
      },
      'PUT /api/honeymoon': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
    })
    expect(await screen.findByDisplayValue('Paraty, RJ')).toBeInTheDocument()
    expect(screen.getByLabelText('Data de ida')).toHaveValue('20/05/2027')
    expect(screen.getByTestId('honeymoon-total-estimated')).toHaveTextContent('R$ 3.000,00')
    expect(screen.getByRole('button', { name: 'História' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Salvar Plano' }))
    expect(await screen.findByText('Erro ao salvar plano de lua de mel.')).toBeInTheDocument()
  })
})
