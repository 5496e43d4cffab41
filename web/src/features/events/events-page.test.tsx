import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Reminder } from '@/features/financial-control/api/reminders'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

configure({ asyncUtilTimeout: 5000 })

const summary = { total: 0, active: 0, pending: 0, paid: 0, overdue: 0, ignored: 0, upcoming: 0, pending_cents: 0, paid_cents: 0, overdue_cents: 0 }

function remindersApi(start: Reminder[] = []) {
  let reminders = [...start]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/payment-reminders': () => ({ status: 200, body: { reminders, summary } }),
    'POST /api/payment-reminders': ({ body }) => {
      const created: Reminder = { id: `r${reminders.length + 1}`, days_left: 3, urgent: true, ...(body as Omit<Reminder, 'id' | 'days_left' | 'urgent'>) }
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
  it('asks for the required fields, adds several times and creates the reminder', async () => {
    const api = remindersApi()
    const { user } = renderApp('/app/events')
    expect(await screen.findByRole('tab', { name: 'Lembretes' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Gastos' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Convites' })).toBeInTheDocument()
    const form = await screen.findByRole('form', { name: 'Novo lembrete' })

    await user.click(within(form).getByRole('button', { name: 'Criar Lembrete' }))
    expect(await screen.findByText('Preencha todos os campos obrigatórios.')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/presence')).toHaveLength(0)

    expect(within(form).getByLabelText('Horário 1')).toHaveValue('08:00')
    expect(within(form).queryByRole('button', { name: /Remover horário/ })).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Adicionar horário' }))
    expect(within(form).getByLabelText('Horário 2')).toHaveValue('12:00')
    await user.click(within(form).getByRole('button', { name: 'Adicionar horário' }))
    await user.click(within(form).getByRole('button', { name: 'Remover horário 08:00' }))
    expect(within(form).getAllByLabelText(/^Horário \d$/).map((i) => (i as HTMLInputElement).value)).toEqual(['12:00', '12:00'])
    await user.click(within(form).getAllByRole('button', { name: 'Remover horário 12:00' })[0]!)

    await user.type(within(form).getByLabelText('Fornecedor*'), '  Foto Arte ')
    await user.type(within(form).getByLabelText('Valor (R$)*'), '3.500,00')
    // An impossible date gets the field's message and creates nothing.
    await user.type(within(form).getByLabelText('Vencimento*'), '30/02/2026')
    await user.click(within(form).getByRole('button', { name: 'Criar Lembrete' }))
    expect(await within(form).findByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/presence')).toHaveLength(0)
    await user.clear(within(form).getByLabelText('Vencimento*'))
    await user.type(within(form).getByLabelText('Vencimento*'), '25/11/2026')
    await user.click(within(form).getByRole('button', { name: 'Criar Lembrete' }))
    expect(await screen.findByText('Lembrete criado com sucesso!')).toBeInTheDocument()
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/payment-reminders')
    expect(post?.body).toEqual({
      supplier_name: 'Foto Arte',
      amount_cents: 350000,
      due_date: '2026-11-25',
      status: 'pending',
      notes: null,
      notification_times: ['12:00'],
      pix: null,
    })
    expect(await screen.findByText('3 dias restantes')).toBeInTheDocument()
  })

  it('marks a pending reminder paid or ignored, and an overdue one paid, with one click', async () => {
    const base = { amount_cents: 1000, due_date: '2026-11-25', notes: null, notification_times: ['08:00'], pix: null, days_left: 3, urgent: true }
    const api = remindersApi([
      { id: 'p', supplier_name: 'Buffet', status: 'pending', ...base },
      { id: 'q', supplier_name: 'DJ', status: 'pending', ...base },
      { id: 'o', supplier_name: 'Bolo', status: 'overdue', ...base, urgent: false },
    ])
    const { user } = renderApp('/app/events')
    const item = async (name: string) => (await screen.findAllByTestId('event-reminder')).find((li) => li.textContent?.includes(name))!
    // An overdue payment is still owed: it can be paid, not ignored (issue 18 §4).
    expect(within(await item('Bolo')).queryByRole('button', { name: 'Ignorar' })).toBeNull()

    await user.click(within(await item('Buffet')).getByRole('button', { name: 'Marcar como pago' }))
    expect(await screen.findByText('Status atualizado para pago.')).toBeInTheDocument()
    await user.click(within(await item('DJ')).getByRole('button', { name: 'Ignorar' }))
    expect(await screen.findByText('Status atualizado para ignorado.')).toBeInTheDocument()
    await user.click(within(await item('Bolo')).getByRole('button', { name: 'Marcar como pago' }))
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(3))
    expect(api.calls.filter((c) => c.path.endsWith('/status')).map((c) => [c.path, c.body])).toEqual([
      ['/api/payment-reminders/p/status', { status: 'paid' }],
      ['/api/payment-reminders/q/status', { status: 'ignored' }],
      ['/api/payment-reminders/o/status', { status: 'paid' }],
    ])
    expect(await within(await item('Buffet')).findByText('Pago')).toBeInTheDocument()
  })
})
