import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi, signedIn, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const allowed = { status: 200, body: { allowed: true, current_usage: null, limit: null, upgrade_required: false } }
const denied = {
  status: 200,
  body: {
    allowed: false,
    reason: 'feature_not_available',
    message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
    upgrade_required: true,
    current_plan: 'essencial',
    current_plan_name: 'Essencial',
  },
}
const feedURL = 'http://localhost:8080/cal/3q2-7wEjk0y6R4sRkGf8lA.ics'

function planning(permission: MockResponse, status: { active: boolean; created_at: string | null } = { active: false, created_at: null }) {
  return mockApi({
    'GET /api/session': signedIn,
    'POST /api/permission-check': permission,
    'GET /api/checklist': {
      status: 200,
      body: {
        items: [
          {
            id: 't1',
            tarefa: 'Comprar as alianças',
            status: 'pendente',
            prioridade: 'alta',
            prazo: '2027-03-20',
            horario_lembrete: '09:30',
            created_at: '2026-11-22T10:00:00Z',
            updated_at: '2026-11-22T10:00:00Z',
          },
        ],
      },
    },
    'GET /api/ceremonies': { status: 200, body: { ceremonies: [] } },
    'GET /api/calendar-feed': { status: 200, body: status },
    'POST /api/calendar-feed': { status: 201, body: { url: feedURL, created_at: '2026-11-22T15:00:00Z' } },
  })
}

const card = () => screen.findByRole('heading', { name: 'Agenda no seu calendário' }, { timeout: 10_000 })

describe('calendar feed card', { timeout: 30_000 }, () => {
  it('shows the gated card to a plan without calendar_integration and never asks for the feed', async () => {
    const api = planning(denied)
    renderApp('/app/planning')
    await card()
    const gated = await screen.findByTestId('gated-card')
    expect(gated).toHaveTextContent('Funcionalidade Premium')
    expect(gated).toHaveTextContent('Plano atual: Essencial')
    expect(api.callsTo('POST', '/api/permission-check').map((c) => c.body)).toContainEqual({ feature: 'calendar_integration' })
    expect(api.callsTo('GET', '/api/calendar-feed')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Gerar link da agenda' })).not.toBeInTheDocument()
  })

  it('makes the link, shows it once and copies it', async () => {
    const api = planning(allowed)
    const { user } = renderApp('/app/planning')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await card()
    await user.click(await screen.findByRole('button', { name: 'Gerar link da agenda' }))
    const input = await screen.findByLabelText('Link da sua agenda')
    expect(input).toHaveValue(feedURL)
    expect(api.callsTo('POST', '/api/calendar-feed')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Copiar link' }))
    expect(writeText).toHaveBeenCalledWith(feedURL)
    expect(await screen.findByText('Link copiado!')).toBeInTheDocument()
    expect(screen.getByText('Como adicionar a agenda')).toBeInTheDocument()
    for (const app of ['Google Agenda', 'Calendário da Apple', 'Outlook']) expect(screen.getByText(app)).toBeInTheDocument()
  })

  it('asks before replacing an active link', async () => {
    const api = planning(allowed, { active: true, created_at: '2026-11-20T15:00:00Z' })
    const { user } = renderApp('/app/planning')
    await card()
    expect(await screen.findByText(/Você já tem um link ativo, gerado em 20\/11\/2026/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Gerar novo link' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Gerar novo link?' })
    expect(api.callsTo('POST', '/api/calendar-feed')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }))
    expect(await screen.findByLabelText('Link da sua agenda')).toHaveValue(feedURL)
    await waitFor(() => expect(api.callsTo('POST', '/api/calendar-feed')).toHaveLength(1))
  })

  it("gives a task with a deadline its Google Agenda link and .ics download", async () => {
    planning(denied)
    renderApp('/app/planning')
    const row = await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    const google = within(row).getByRole('link', { name: 'Adicionar ao Google Agenda' })
    const href = new URL(google.getAttribute('href') ?? '')
    expect(href.hostname).toBe('calendar.google.com')
    expect(href.searchParams.get('text')).toBe('Tarefa: Comprar as alianças')
    expect(href.searchParams.get('dates')).toBe('20270320/20270321')
    expect(within(row).getByRole('link', { name: 'Baixar .ics: Tarefa: Comprar as alianças' })).toHaveAttribute(
      'href',
      '/api/calendar/events/checklist-t1',
    )
  })

  it('gives a pending payment reminder its Google Agenda link and .ics download', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/payment-reminders': {
        status: 200,
        body: {
          reminders: [
            {
              id: 'r1',
              supplier_name: 'Buffet Sabor',
              amount_cents: 123456,
              due_date: '2027-04-10',
              status: 'pending',
              notes: null,
              notification_times: ['08:00'],
              days_left: 30,
              urgent: false,
              created_at: '2026-11-22T10:00:00Z',
              updated_at: '2026-11-22T10:00:00Z',
            },
          ],
          summary: { total: 1, active: 1, pending: 1, paid: 0, overdue: 0, ignored: 0, upcoming: 0, pending_cents: 123456, paid_cents: 0, overdue_cents: 0 },
        },
      },
      'GET /api/spending-limits': {
        status: 200,
        body: { limits: [], summary: { total: 0, active: 0, critical: 0, budget_cents: 0, spent_cents: 0 }, categories: [] },
      },
    })
    renderApp('/app/financial-control')
    const reminder = await screen.findByTestId('reminder-card', {}, { timeout: 10_000 })
    const href = new URL(within(reminder).getByRole('link', { name: 'Adicionar ao Google Agenda' }).getAttribute('href') ?? '')
    expect(href.searchParams.get('text')).toBe('Pagamento: Buffet Sabor — R$\u00a01.234,56')
    expect(href.searchParams.get('dates')).toBe('20270410/20270411')
    expect(href.searchParams.get('details')).toContain('Fornecedor: Buffet Sabor')
    expect(within(reminder).getByRole('link', { name: /^Baixar \.ics: Pagamento: Buffet Sabor/ })).toHaveAttribute(
      'href',
      '/api/calendar/events/payment-r1',
    )
  })
})
