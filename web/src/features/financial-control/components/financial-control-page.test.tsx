import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Reminder, ReminderSummary } from '../api/reminders'
import type { SpendingLimit, SpendingSummary } from '../api/spending'

function reminder(o: Partial<Reminder> & Pick<Reminder, 'id' | 'supplier_name'>): Reminder {
  return {
    amount_cents: 100000,
    due_date: '2026-11-30',
    status: 'pending',
    notes: null,
    notification_times: ['08:00'],
    pix: null,
    contract_id: null,
    days_left: 10,
    urgent: false,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...o,
  }
}

function limit(o: Partial<SpendingLimit> & Pick<SpendingLimit, 'id' | 'category'>): SpendingLimit {
  return {
    limit_cents: 100000,
    current_cents: 0,
    is_active: true,
    budget_category: null,
    percent_tenths: 0,
    level: 'safe',
    benchmark: null,
    above_benchmark: false,
    critical: false,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...o,
  }
}

const reminderSummary: ReminderSummary = {
  total: 5,
  active: 4,
  pending: 4,
  paid: 1,
  overdue: 0,
  ignored: 0,
  upcoming: 3,
  pending_cents: 400000,
  paid_cents: 100000,
  overdue_cents: 0,
}
const limitSummary: SpendingSummary = { total: 5, active: 4, critical: 2, budget_cents: 400000, spent_cents: 100, budget_total_cents: 5000000 }

function api(reminders: Reminder[], limits: SpendingLimit[]) {
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/payment-reminders': { status: 200, body: { reminders, summary: reminderSummary } },
    'GET /api/spending-limits': { status: 200, body: { limits, summary: limitSummary, categories: [] } },
  })
}

describe('FinancialControlPage', { timeout: 30_000 }, () => {
  it('shows the info cards, the urgency texts and the payment links', async () => {
    api(
      [
        reminder({ id: 'a', supplier_name: 'Buffet', days_left: 0, urgent: true }),
        reminder({ id: 'b', supplier_name: 'DJ', days_left: 1, urgent: true }),
        reminder({ id: 'c', supplier_name: 'Foto Arte', days_left: 5, urgent: true, amount_cents: 350050 }),
        reminder({ id: 'd', supplier_name: 'Flores', days_left: 20 }),
        reminder({ id: 'e', supplier_name: 'Doces', status: 'paid', days_left: 2 }),
      ],
      [],
    )
    renderApp('/app/financial-control')
    expect(await screen.findByRole('heading', { name: 'Controle Financeiro' })).toBeInTheDocument()
    const value = (testId: string) => within(screen.getByTestId(testId)).findByTestId('stat-value')
    expect(await value('fc-active-reminders')).toHaveTextContent('4')
    expect(await value('fc-critical-alerts')).toHaveTextContent('2')
    // Only integrations that work are counted: PicPay and Mercado Pago have no payer-built link.
    expect(await value('fc-integrations')).toHaveTextContent('1')
    expect(screen.getByText('PIX')).toBeInTheDocument()
    expect(await value('reminder-stat-upcoming')).toHaveTextContent('3')

    const card = (name: string) => screen.getAllByTestId('reminder-card').find((c) => c.textContent?.includes(name))!
    await screen.findByText('Vence hoje!')
    expect(within(card('Buffet')).getByText('Vence hoje!')).toBeInTheDocument()
    expect(within(card('DJ')).getByText('Vence amanhã!')).toBeInTheDocument()
    expect(within(card('Foto Arte')).getByText('5 dias restantes')).toBeInTheDocument()
    expect(within(card('Flores')).queryByTestId('urgency')).toBeNull()
    expect(within(card('Doces')).queryByTestId('urgency')).toBeNull()

    expect(screen.queryByRole('link', { name: 'PicPay' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Mercado Pago' })).toBeNull()
    // 'Pagar com PIX' only where the supplier's key is stored; every payable card can copy its data.
    expect(within(card('Foto Arte')).queryByRole('button', { name: 'Pagar com PIX' })).toBeNull()
    expect(within(card('Foto Arte')).getByRole('button', { name: 'Copiar dados para transferência' })).toBeInTheDocument()
    // A paid reminder has nothing left to pay.
    expect(within(card('Doces')).queryByRole('button', { name: 'Copiar dados para transferência' })).toBeNull()
  })

  it('shows the level badges, Inativo, the critical banners and the regional warning', async () => {
    api(
      [],
      [
        limit({ id: '1', category: 'Outros', percent_tenths: 599, level: 'safe' }),
        limit({ id: '2', category: 'Cerimônia', percent_tenths: 600, level: 'caution' }),
        limit({ id: '3', category: 'Bebidas', percent_tenths: 800, level: 'warning', critical: true }),
        limit({
          id: '4',
          category: 'Fotografia',
          percent_tenths: 1250,
          level: 'danger',
          critical: true,
          above_benchmark: true,
          benchmark: { min_cents: 200000, max_cents: 800000, average_cents: 450000 },
        }),
        limit({ id: '5', category: 'Transporte', percent_tenths: 1000, level: 'danger', is_active: false }),
      ],
    )
    const { user } = renderApp('/app/financial-control')
    await user.click(await screen.findByRole('tab', { name: 'Alertas de Gastos' }))
    await screen.findAllByTestId('limit-card')
    const card = (name: string) => screen.getAllByTestId('limit-card').find((c) => c.textContent?.includes(name))!
    expect(within(card('Outros')).getByTestId('level-badge')).toHaveTextContent('OK')
    expect(within(card('Outros')).getByTestId('limit-percent')).toHaveTextContent('59,9%')
    expect(within(card('Cerimônia')).getByTestId('level-badge')).toHaveTextContent('Atenção')
    expect(within(card('Bebidas')).getByTestId('level-badge')).toHaveTextContent('Crítico')
    expect(within(card('Fotografia')).getByTestId('level-badge')).toHaveTextContent('Excedido')
    expect(within(card('Fotografia')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    // 125 % used shows as 100 % (part 2 §4 caps the display); the badge says Excedido.
    expect(within(card('Fotografia')).getByTestId('limit-percent')).toHaveTextContent('100,0%')
    expect(within(card('Fotografia')).getByTestId('benchmark-warning')).toHaveTextContent(/média de R\$\s4\.500,00/)
    expect(within(card('Bebidas')).queryByTestId('benchmark-warning')).toBeNull()
    expect(within(card('Transporte')).getByText('Inativo')).toBeInTheDocument()

    const banners = screen.getAllByTestId('critical-alert')
    expect(banners.map((b) => b.textContent)).toEqual([
      'Bebidas: 80,0% do limite usado.',
      'Fotografia: limite excedido (100,0% usado).',
    ])
  })
})
