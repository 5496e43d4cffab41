import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, sessionBody, signedIn, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import { DASHBOARD_REFRESH_MS, dashboardQueryOptions, type Dashboard } from '../api/dashboard'

const noProfile: Dashboard['profile'] = {
  first_name: null,
  partner_name: null,
  wedding_date: null,
  civil_ceremony_date: null,
  religious_ceremony_date: null,
  wedding_location: null,
  ceremony_time: null,
  city: null,
  ceremony_place: null,
  guest_estimate: null,
}

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-11-22',
    profile: {
      first_name: 'Mariana',
      partner_name: 'Rafael',
      wedding_date: '2027-03-20',
      civil_ceremony_date: '2027-03-18',
      religious_ceremony_date: null,
      wedding_location: 'Espaço Jardim, Campinas',
      ceremony_time: null,
      city: null,
      ceremony_place: null,
      guest_estimate: null,
    },
    days_left: 118,
    total_tasks: 4,
    completed_tasks: 1,
    total_guests: 3,
    total_people: 5,
    confirmed_guests: 1,
    confirmed_people: 2,
    budget_total_cents: 5_000_000,
    budget_spent_cents: 1_234_56,
    financial_data: [
      { category: 'Local da Cerimônia', allocated_cents: 1_500_000, spent_cents: 528_000, spent_tenths: 352 },
      { category: 'Buffet/Catering', allocated_cents: 1_000_000, spent_cents: 1_205_000, spent_tenths: 1205 },
    ],
    priority_tasks: [
      { id: 't1', tarefa: 'Contratar buffet', prioridade: 'alta', prazo: '2026-12-10' },
      { id: 't2', tarefa: 'Escolher as flores', prioridade: 'media', prazo: null },
      { id: 't3', tarefa: 'Playlist da festa', prioridade: 'baixa', prazo: '2027-02-01' },
    ],
    pending_payments: 0,
    pending_payments_cents: 0,
    overdue_payments: 0,
    next_payment: null,
    upcoming_deadlines: 1,
    timeline: [
      { key: 'civil', label: 'Casamento Civil', date: '2027-03-18', days_until: 116 },
      { key: 'religioso', label: 'Casamento Religioso', date: null, days_until: null },
      { key: 'festa', label: 'Festa', date: '2027-03-20', days_until: 118, detail: 'Espaço Jardim, Campinas' },
      { key: 'lua_de_mel', label: 'Lua de Mel', date: '2026-11-23', days_until: 1, detail: 'Fernando de Noronha' },
    ],
    tips: [
      {
        key: 'confirmacoes',
        title: 'Confirmações pendentes',
        message: 'Menos da metade dos convidados confirmou presença. Que tal enviar os convites ou um lembrete?',
      },
    ],
    ...overrides,
  }
}

function dashboardApi(body: Dashboard | (() => MockResponse), session: MockResponse = signedIn) {
  return mockApi({
    'GET /api/session': session,
    'GET /api/dashboard': typeof body === 'function' ? body : { status: 200, body },
  })
}

const card = (name: string) => screen.getByRole('region', { name })

// The route's lazy chunk is loaded once, before the tests: on a busy machine its first import
// takes longer than a person waits for a rendered page (the full suite failed on it).
beforeAll(async () => {
  await import('./dashboard-page')
}, 60_000)

async function openDashboard() {
  const rendered = renderApp('/app')
  await screen.findByRole('region', { name: 'Seu Grande Dia' })
  return rendered
}

afterEach(() => vi.restoreAllMocks())

describe('dashboard page', () => {
  it('greets the couple and shows the summary cards', async () => {
    dashboardApi(dashboard())
    await openDashboard()

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olá, Mariana & Rafael!')
    expect(screen.getByText('Domingo, 22 de novembro de 2026')).toBeInTheDocument()
    expect(card('Progresso Geral')).toHaveTextContent('25%')
    expect(card('Progresso Geral')).toHaveTextContent('1 de 4 tarefas')
    expect(card('Convidados')).toHaveTextContent('5pessoas')
    expect(card('Convidados')).toHaveTextContent('2 confirmadas 3 convidados na lista')
    expect(card('Orçamento')).toHaveTextContent('R$ 1.234,56')
    expect(card('Orçamento')).toHaveTextContent('gastos de R$ 50.000,00')
    expect(card('Seu Grande Dia')).toHaveTextContent('118 dias restantes')
    expect(card('Seu Grande Dia')).toHaveTextContent('20/03/2027')
  })

  it('falls back to the session name without a profile name', async () => {
    dashboardApi(
      dashboard({ profile: { ...dashboard().profile, first_name: null, partner_name: '  ' } }),
      { status: 200, body: sessionBody({ first_name: 'Aninha' }) },
    )
    await openDashboard()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olá, Aninha!')
  })

  it('uses the singular for one day left and shows the countdown', async () => {
    dashboardApi(dashboard({ days_left: 1 }))
    await openDashboard()

    expect(card('Seu Grande Dia')).toHaveTextContent('1 dia restante')
    expect(card('Seu Grande Dia')).not.toHaveTextContent('dias restantes')
    const countdown = card('Contagem regressiva')
    expect(countdown).toHaveTextContent('1dia para o sim')
    expect(countdown).toHaveTextContent('Espaço Jardim, Campinas')
  })

  it('shows the first-run answers: the ceremony time, church and city, and the guest estimate', async () => {
    const base = dashboard()
    dashboardApi(
      dashboard({
        profile: {
          ...base.profile,
          wedding_location: 'Espaço Jardim',
          ceremony_time: '16:30',
          ceremony_place: 'Igreja Matriz',
          city: 'Campinas',
          guest_estimate: 150,
        },
      }),
    )
    await openDashboard()
    const countdown = card('Contagem regressiva')
    expect(countdown).toHaveTextContent('20/03/2027 às 16:30')
    expect(countdown).toHaveTextContent('Igreja Matriz')
    expect(countdown).toHaveTextContent('Espaço Jardim, Campinas')
    expect(screen.getByTestId('guest-estimate')).toHaveTextContent('Estimativa: 150 pessoas')
  })

  it('shows the plural and the weeks in the countdown', async () => {
    dashboardApi(dashboard({ days_left: 45 }))
    await openDashboard()
    expect(card('Seu Grande Dia')).toHaveTextContent('45 dias restantes')
    expect(card('Contagem regressiva')).toHaveTextContent('6 semanas e 3 dias')
  })

  it('celebrates the big day without a countdown', async () => {
    dashboardApi(dashboard({ days_left: 0 }))
    await openDashboard()

    expect(within(card('Seu Grande Dia')).getByText('Chegou o grande dia!')).toBeInTheDocument()
    expect(within(card('Seu Grande Dia')).getByTestId('celebration-icon')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Contagem regressiva' })).not.toBeInTheDocument()
  })

  it('keeps the date once the wedding has passed, without a countdown or days to go', async () => {
    dashboardApi(
      dashboard({
        days_left: -3,
        timeline: [{ key: 'festa', label: 'Festa', date: '2027-03-20', days_until: -3 }],
      }),
    )
    await openDashboard()

    expect(card('Seu Grande Dia')).toHaveTextContent('Casamento realizadoem 20/03/2027')
    expect(card('Seu Grande Dia')).not.toHaveTextContent('restante')
    expect(screen.queryByRole('region', { name: 'Contagem regressiva' })).not.toBeInTheDocument()
    expect(screen.getByTestId('timeline-festa')).toHaveTextContent('Festa20/03/2027')
  })

  it('links to the profile when there is no wedding date', async () => {
    dashboardApi(
      dashboard({
        days_left: null,
        profile: { ...dashboard().profile, wedding_date: null },
        timeline: [
          { key: 'civil', label: 'Casamento Civil', date: null, days_until: null },
          { key: 'religioso', label: 'Casamento Religioso', date: null, days_until: null },
          { key: 'festa', label: 'Festa', date: null, days_until: null, detail: 'Espaço Jardim' },
        ],
      }),
    )
    await openDashboard()

    expect(within(card('Seu Grande Dia')).getByRole('link', { name: 'Definir a data do casamento' })).toHaveAttribute(
      'href',
      '/app/profile',
    )
    expect(screen.queryByRole('region', { name: 'Contagem regressiva' })).not.toBeInTheDocument()
    // The timeline keeps every milestone, each inviting the couple to set its date where it is set.
    const timeline = screen.getByRole('list', { name: 'Datas do casamento' })
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Casamento CivilDefinir a data',
      'Casamento ReligiosoDefinir a data',
      'FestaDefinir a data · Espaço Jardim',
    ])
    expect(within(timeline).getByRole('link', { name: 'Definir a data: Casamento Civil' })).toHaveAttribute(
      'href',
      '/app/profile#profile-civil_ceremony_date',
    )
    expect(within(timeline).getByRole('link', { name: 'Definir a data: Festa' })).toHaveAttribute('href', '/app/profile#profile-wedding_date')
  })

  it('shows the timeline with dates and days to go', async () => {
    dashboardApi(dashboard())
    await openDashboard()

    const items = within(screen.getByRole('list', { name: 'Datas do casamento' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Casamento Civilem 116 dias18/03/2027',
      'Casamento ReligiosoDefinir a data',
      'Festaem 118 dias20/03/2027 · Espaço Jardim, Campinas',
      'Lua de Melem 1 dia23/11/2026 · Fernando de Noronha',
    ])
    // The milestone without a date is shown, not hidden: its link leads to the profile's field.
    expect(screen.getByRole('link', { name: 'Definir a data: Casamento Religioso' })).toHaveAttribute(
      'href',
      '/app/profile#profile-religious_ceremony_date',
    )
  })

  it('caps the category bars at 100 % and keeps the real percent in the text', async () => {
    dashboardApi(dashboard())
    await openDashboard()

    const buffet = screen.getByRole('progressbar', { name: 'Buffet/Catering' })
    expect(within(buffet).getByTestId('budget-bar-fill')).toHaveStyle({ width: '100%' })
    expect(buffet).toHaveAttribute('aria-valuetext', '120,5%')
    const rows = screen.getAllByTestId('budget-category')
    expect(rows[1]).toHaveTextContent('120,5%')
    expect(rows[1]).toHaveTextContent('Gasto: R$ 12.050,00')
    expect(rows[1]).toHaveTextContent('Previsto: R$ 10.000,00')

    const venue = screen.getByRole('progressbar', { name: 'Local da Cerimônia' })
    expect(within(venue).getByTestId('budget-bar-fill')).toHaveStyle({ width: '35.2%' })
    expect(rows[0]).toHaveTextContent('35,2%')
  })

  it('sums up the pending supplier payments and names the one due first', async () => {
    dashboardApi(
      dashboard({
        pending_payments: 3,
        pending_payments_cents: 1_734_56,
        overdue_payments: 1,
        next_payment: { supplier_name: 'Flores da Ana', amount_cents: 300_000, due_date: '2026-11-20', overdue: true },
      }),
    )
    await openDashboard()
    const card = screen.getByTestId('pending-payments')
    expect(card).toHaveTextContent(/R\$\s1\.734,56\s*em 3 pagamentos/)
    expect(card).toHaveTextContent('1 vencido')
    expect(card).toHaveTextContent(/Vencido: Flores da Ana, R\$\s3\.000,00 desde 20\/11\/2026/)
    expect(within(card).getByRole('link', { name: 'Ver pagamentos' })).toHaveAttribute('href', '/app/financial-control')
  })

  it('says when no supplier payment is pending', async () => {
    dashboardApi(dashboard())
    await openDashboard()
    expect(screen.getByTestId('pending-payments')).toHaveTextContent('Nenhum pagamento pendente')
  })

  it('lists the priority tasks with their dots and deadlines', async () => {
    dashboardApi(dashboard())
    await openDashboard()

    const tasks = screen.getAllByTestId('priority-task')
    expect(tasks.map((t) => within(t).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Prioridade alta',
      'Prioridade média',
      'Prioridade baixa',
    ])
    expect(within(tasks[0]!).getByRole('img')).toHaveClass('bg-red-500')
    expect(within(tasks[1]!).getByRole('img')).toHaveClass('bg-yellow-400')
    expect(within(tasks[2]!).getByRole('img')).toHaveClass('bg-green-500')
    expect(tasks[0]).toHaveTextContent('10/12/2026')
    expect(tasks[1]).toHaveTextContent('Sem prazo')
    expect(screen.getByTestId('upcoming-deadlines')).toHaveTextContent('1 prazo nos próximos 30 dias')
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/app/planning')
    expect(screen.queryByText('Nenhuma tarefa pendente')).not.toBeInTheDocument()
  })

  it('says when no task is pending', async () => {
    dashboardApi(dashboard({ priority_tasks: [], upcoming_deadlines: 0 }))
    await openDashboard()
    expect(screen.getByText('Nenhuma tarefa pendente')).toBeInTheDocument()
    expect(screen.getByTestId('upcoming-deadlines')).toHaveTextContent('Nenhum prazo nos próximos 30 dias')
  })

  it('renders the tips the server sends', async () => {
    dashboardApi(
      dashboard({
        tips: [
          { key: 'reta_final', title: 'Reta final!', message: 'Faltam poucos dias.' },
          { key: 'orcamento', title: 'Orçamento quase esgotado', message: 'Revisem as próximas despesas.' },
        ],
      }),
    )
    await openDashboard()

    const tips = within(screen.getByRole('region', { name: 'Dicas para vocês' })).getAllByRole('listitem')
    expect(tips.map((tip) => within(tip).getByRole('heading').textContent)).toEqual([
      'Reta final!',
      'Orçamento quase esgotado',
    ])
    expect(tips[0]).toHaveTextContent('Faltam poucos dias.')
  })

  it('hides the tips section without tips', async () => {
    dashboardApi(dashboard({ tips: [] }))
    await openDashboard()
    expect(screen.queryByRole('region', { name: 'Dicas para vocês' })).not.toBeInTheDocument()
  })

  it('links to the budget when none is set', async () => {
    dashboardApi(dashboard({ budget_total_cents: 0, budget_spent_cents: 0, financial_data: [] }))
    await openDashboard()
    expect(within(card('Orçamento')).getByRole('link', { name: 'Definir orçamento' })).toHaveAttribute('href', '/app/budget')
  })

  it('points empty cards to the next step instead of 0 de 0 tarefas', async () => {
    dashboardApi(dashboard({ total_tasks: 0, completed_tasks: 0, total_guests: 0, total_people: 0, confirmed_people: 0 }))
    await openDashboard()
    const progress = card('Progresso Geral')
    expect(progress).not.toHaveTextContent('0 de 0')
    expect(within(progress).getByRole('link', { name: 'Gerar as tarefas sugeridas' })).toHaveAttribute('href', '/app/planning')
    expect(within(card('Convidados')).getByRole('link', { name: 'Adicionar o primeiro convidado' })).toHaveAttribute('href', '/app/guests')
  })

  it('asks for the date first when there are no tasks and no date', async () => {
    dashboardApi(dashboard({ total_tasks: 0, completed_tasks: 0, days_left: null, profile: { ...noProfile, first_name: 'Mariana' } }))
    await openDashboard()
    expect(within(card('Progresso Geral')).getByRole('link', { name: 'Definir a data para criar as tarefas' })).toHaveAttribute(
      'href',
      '/app/profile',
    )
  })

  it('offers to continue the first-run flow until it is done, and dismisses it with Agora não', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/dashboard': { status: 200, body: dashboard() },
      'GET /api/onboarding': {
        status: 200,
        body: { step: 2, steps: 6, done: false, skipped: false, done_at: null, answers: {} },
      },
      'PUT /api/onboarding': {
        status: 200,
        body: { step: 2, steps: 6, done: true, skipped: true, done_at: '2026-11-22T12:00:00Z', answers: {} },
      },
    })
    const { user } = await openDashboard()
    const offer = await screen.findByRole('region', { name: 'Vamos configurar o casamento de vocês' })
    expect(offer).toHaveTextContent('Vocês pararam no passo 3 de 6.')
    expect(within(offer).getByRole('link', { name: 'Continuar configuração' })).toHaveAttribute('href', '/app/comecar')
    await user.click(within(offer).getByRole('button', { name: 'Agora não' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Vamos configurar o casamento de vocês' })).not.toBeInTheDocument())
    expect(api.callsTo('PUT', '/api/onboarding')[0]?.body).toEqual({ step: 2, skip: true })
  })

  it('refreshes every 30 seconds and when the window regains focus', () => {
    expect(DASHBOARD_REFRESH_MS).toBe(30_000)
    expect(dashboardQueryOptions.refetchInterval).toBe(30_000)
    expect(dashboardQueryOptions.refetchOnWindowFocus).toBe(true)
  })

  it('polls the server again after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let days = 10
      const api = dashboardApi(() => ({ status: 200, body: dashboard({ days_left: days }) }))
      await openDashboard()
      expect(card('Seu Grande Dia')).toHaveTextContent('10 dias restantes')
      const before = api.callsTo('GET', '/api/dashboard').length

      days = 9
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS)
      await waitFor(() => expect(card('Seu Grande Dia')).toHaveTextContent('9 dias restantes'))
      expect(api.callsTo('GET', '/api/dashboard').length).toBe(before + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs a load failure without a toast and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = true
    const api = dashboardApi(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } }
        : { status: 200, body: dashboard() },
    )
    const { user } = renderApp('/app')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Não foi possível carregar o resumo agora.')
    expect(logged).toHaveBeenCalledWith('Erro ao carregar dashboard', expect.anything())
    expect(screen.queryByText('Erro interno.')).not.toBeInTheDocument()

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('region', { name: 'Seu Grande Dia' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/dashboard').length).toBe(2)
  })
})
