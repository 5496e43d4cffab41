import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Reminder } from '@/features/financial-control/api/reminders'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const summary = { total: 0, active: 0, pending: 0, paid: 0, overdue: 0, ignored: 0, upcoming: 0, pending_cents: 0, paid_cents: 0, overdue_cents: 0 }

function remindersApi(start: Reminder[] = []) {
  let reminders = [...start]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/payment-reminders': () => ({ status: 200, body: { reminders, summary } }),
    'POST /api/payment-reminders': ({ body }) => {
      const created: Reminder = { id: `r${reminders.length + 1}`, days_left: 3, urgent: true, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z', ...(body as Omit<Reminder, 'id' | 'days_left' | 'urgent' | 'created_at' | 'updated_at'>) }
      reminders = [...reminders, created]
      return { status: 201, body: created }
    },
    'POST /api/payment-reminders/:id/status': ({ body, params }) => {
      const { status } = body as { status: Reminder['status'] }
      reminders = reminders.map((r) => (r.id === params.id ? { ...r, status, urgent: false } : r))
      return { status: 200, body: reminders.find((r) => r.id === params.id) }
    },
    'GET /api/spending-limits': { status: 200, body: { limits: [], summary: { total: 0, active: 0, critical: 0, budget_cents: 0, spent_cents: 0, budget_total_cents: 0 }, categories: [] } },
  })
}

describe('EventsPage', { timeout: 30_000 }, () => {
  it("shows Controle Financeiro's reminder panel, whose one dialog takes several notification times", async () => {
    const api = remindersApi()
    const { user } = renderApp('/app/events')
    expect(await screen.findByRole('tab', { name: 'Lembretes' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Gastos' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Convites' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Lembretes de Pagamento' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Novo Lembrete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Lembrete de Pagamento' })

    expect(within(dialog).getByLabelText('Horário 1')).toHaveValue('08:00')
    expect(within(dialog).queryByRole('button', { name: /Remover horário/ })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar horário' }))
    expect(within(dialog).getByLabelText('Horário 2')).toHaveValue('12:00')
    // Two equal times are refused like the server refuses them.
    await user.type(within(dialog).getByLabelText('Fornecedor*'), '  Foto Arte ')
    await user.type(within(dialog).getByLabelText('Valor (R$)*'), '3.500,00')
    await user.type(within(dialog).getByLabelText('Vencimento*'), '25/11/2026')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar horário' }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Os horários não podem se repetir.')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/payment-reminders')).toHaveLength(0)
    await user.click(within(dialog).getAllByRole('button', { name: 'Remover horário 12:00' })[0]!)
    fireEvent.change(within(dialog).getByLabelText('Horário 2'), { target: { value: '18:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Lembrete criado com sucesso!')).toBeInTheDocument()
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/payment-reminders')
    expect(post?.body).toEqual({
      supplier_name: 'Foto Arte',
      amount_cents: 350000,
      due_date: '2026-11-25',
      status: 'pending',
      notes: null,
      notification_times: ['08:00', '18:00'],
      pix: null,
    })
    expect(await screen.findByText('3 dias restantes')).toBeInTheDocument()
    expect(screen.getByText('Notificações: 08:00, 18:00')).toBeInTheDocument()
  })

  it('marks a pending reminder paid or ignored, and an overdue one paid, with one click', async () => {
    const base = { amount_cents: 1000, due_date: '2026-11-25', notes: null, notification_times: ['08:00'], pix: null, contract_id: null, days_left: 3, urgent: true, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z' }
    const api = remindersApi([
      { id: 'p', supplier_name: 'Buffet', status: 'pending', ...base },
      { id: 'q', supplier_name: 'DJ', status: 'pending', ...base },
      { id: 'o', supplier_name: 'Bolo', status: 'overdue', ...base, urgent: false },
    ])
    const { user } = renderApp('/app/events')
    await screen.findAllByTestId('reminder-card')
    // An overdue payment is still owed: it can be paid, not ignored (issue 18 §4).
    expect(screen.queryByRole('button', { name: 'Ignorar: Bolo' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Marcar como pago: Buffet' }))
    expect(await screen.findByText('Status atualizado para pago.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ignorar: DJ' }))
    expect(await screen.findByText('Status atualizado para ignorado.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Marcar como pago: Bolo' }))
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(3))
    expect(api.calls.filter((c) => c.path.endsWith('/status')).map((c) => [c.path, c.body])).toEqual([
      ['/api/payment-reminders/p/status', { status: 'paid' }],
      ['/api/payment-reminders/q/status', { status: 'ignored' }],
      ['/api/payment-reminders/o/status', { status: 'paid' }],
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar como pago: Buffet' })).toBeNull())
  })
})
