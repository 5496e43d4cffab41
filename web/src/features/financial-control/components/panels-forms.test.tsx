import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Reminder } from '../api/reminders'
import type { SpendingLimit } from '../api/spending'

const reminderSummary = { total: 0, active: 0, pending: 0, paid: 0, overdue: 0, ignored: 0, upcoming: 0, pending_cents: 0, paid_cents: 0, overdue_cents: 0 }
const limitSummary = { total: 0, active: 0, critical: 0, budget_cents: 0, spent_cents: 0, budget_total_cents: 0 }

function statefulApi() {
  let reminders: Reminder[] = []
  let limits: SpendingLimit[] = []
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/payment-reminders': () => ({ status: 200, body: { reminders, summary: reminderSummary } }),
    'POST /api/payment-reminders': ({ body }) => {
      const created = { id: 'r1', days_left: 12, urgent: false, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z', ...(body as Omit<Reminder, 'id' | 'days_left' | 'urgent' | 'created_at' | 'updated_at'>) }
      reminders = [created]
      return { status: 201, body: created }
    },
    'PUT /api/payment-reminders/:id': ({ body, params }) => {
      reminders = reminders.map((r) => (r.id === params.id ? { ...r, ...(body as Partial<Reminder>) } : r))
      return { status: 200, body: reminders.find((r) => r.id === params.id) }
    },
    'GET /api/payment-reminders/:id/pix': ({ params }) => {
      const r = reminders.find((x) => x.id === params.id)
      if (!r?.pix) return { status: 409, body: { error: { code: 'no_pix_key', message: 'x' } } }
      return {
        status: 200,
        body: { payload: `000201PIX-${r.amount_cents}`, txid: 'R1', amount_cents: r.amount_cents, nome_beneficiario: r.pix.nome_beneficiario, qr_png: 'data:image/png;base64,iVBORw0KGgo=' },
      }
    },
    'DELETE /api/payment-reminders/:id': ({ params }) => {
      reminders = reminders.filter((r) => r.id !== params.id)
      return { status: 204 }
    },
    'GET /api/spending-limits': () => ({ status: 200, body: { limits, summary: limitSummary, categories: [] } }),
    'POST /api/spending-limits': ({ body }) => {
      const b = body as { category: string; limit_cents: number; current_cents: number; is_active: boolean; budget_category: string | null }
      const created: SpendingLimit = {
        id: 'l1',
        ...b,
        percent_tenths: Math.floor((b.current_cents * 1000) / b.limit_cents),
        level: 'caution',
        benchmark: null,
        above_benchmark: false,
        critical: false,
        created_at: '2026-11-22T10:00:00Z',
        updated_at: '2026-11-22T10:00:00Z',
      }
      limits = [created]
      return { status: 201, body: created }
    },
    'PUT /api/spending-limits/:id': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
  })
}

describe('financial control forms', { timeout: 30_000 }, () => {
  it('validates, creates and removes a payment reminder from the panel', async () => {
    const api = statefulApi()
    const { user } = renderApp('/app/financial-control')
    await user.click(await screen.findByRole('button', { name: 'Criar Primeiro Lembrete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Lembrete de Pagamento' })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Informe o fornecedor.')).toBeInTheDocument()
    expect(within(dialog).getByText('Informe o valor.')).toBeInTheDocument()
    expect(within(dialog).getByText('Informe a data de vencimento.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/payment-reminders')).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Buffet Sabor')
    await user.type(within(dialog).getByLabelText('Valor (R$)*'), '12.000,50')
    // Typed as dd/MM/yyyy (digits only, the slashes come by themselves); an impossible day is refused.
    await user.type(within(dialog).getByLabelText('Vencimento*'), '31022027')
    expect(within(dialog).getByLabelText('Vencimento*')).toHaveValue('31/02/2027')
    await user.type(within(dialog).getByLabelText('Observações'), ' sinal de 30% ')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/payment-reminders')).toHaveLength(0)

    await user.clear(within(dialog).getByLabelText('Vencimento*'))
    await user.type(within(dialog).getByLabelText('Vencimento*'), '04/12/2026')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Lembrete criado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/payment-reminders')[0]?.body).toEqual({
      supplier_name: 'Buffet Sabor',
      amount_cents: 1200050,
      due_date: '2026-12-04',
      status: 'pending',
      notes: 'sinal de 30%',
      notification_times: ['08:00'],
      pix: null,
    })
    const card = await screen.findByTestId('reminder-card')
    expect(card).toHaveTextContent('04/12/2026')

    // Editing shows the stored date as dd/MM/yyyy; a day picked on the calendar is sent as YYYY-MM-DD.
    await user.click(within(card).getByRole('button', { name: 'Editar lembrete de Buffet Sabor' }))
    const editDialog = await screen.findByRole('dialog', { name: 'Editar Lembrete' })
    expect(within(editDialog).getByLabelText('Vencimento*')).toHaveValue('04/12/2026')
    await user.click(within(editDialog).getByRole('button', { name: 'Abrir calendário: Vencimento*' }))
    const calendar = within(editDialog).getByRole('dialog', { name: 'Calendário: Vencimento*' })
    expect(within(calendar).getByText('Dezembro de 2026')).toBeInTheDocument()
    await user.click(within(calendar).getByRole('button', { name: '18 de dezembro de 2026' }))
    expect(within(editDialog).getByLabelText('Vencimento*')).toHaveValue('18/12/2026')
    await user.click(within(editDialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Lembrete atualizado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/payment-reminders/r1')[0]?.body).toMatchObject({ due_date: '2026-12-18' })
    expect(await screen.findByTestId('reminder-card')).toHaveTextContent('18/12/2026')

    await user.click(within(card).getByRole('button', { name: 'Remover lembrete de Buffet Sabor' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }))
    expect(await screen.findByText('Lembrete removido com sucesso!')).toBeInTheDocument()
    expect(await screen.findByText('Nenhum lembrete de pagamento ainda')).toBeInTheDocument()
  })

  it("takes and shows notification times on the wedding's clock, whatever the browser's zone", async () => {
    const browserZone = process.env.TZ
    process.env.TZ = 'Asia/Tokyo'
    try {
      const api = statefulApi()
      const { user } = renderApp('/app/financial-control')
      await user.click(await screen.findByRole('button', { name: 'Criar Primeiro Lembrete' }))
      const dialog = await screen.findByRole('dialog', { name: 'Novo Lembrete de Pagamento' })
      // The session names no other zone: the wedding's is São Paulo's, and the form says so.
      expect(within(dialog).getByRole('group', { name: 'Horários das notificações' })).toHaveAccessibleDescription('Horário de Brasília')
      await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Buffet Sabor')
      await user.type(within(dialog).getByLabelText('Valor (R$)*'), '100,00')
      await user.type(within(dialog).getByLabelText('Vencimento*'), '04/12/2026')
      await user.clear(within(dialog).getByLabelText('Horário 1'))
      await user.type(within(dialog).getByLabelText('Horário 1'), '09:00')
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
      expect(await screen.findByText('Lembrete criado com sucesso!')).toBeInTheDocument()
      // Sent and shown as the wall-clock time typed, not turned into the browser's (Tokyo) time.
      expect(api.callsTo('POST', '/api/payment-reminders')[0]?.body).toMatchObject({ notification_times: ['09:00'] })
      expect(await screen.findByText('Notificações: 09:00')).toBeInTheDocument()
    } finally {
      process.env.TZ = browserZone
    }
  })

  it("stores the supplier's PIX key and pays with the server's code, amount included", async () => {
    const api = statefulApi()
    const { user } = renderApp('/app/financial-control')
    await user.click(await screen.findByRole('button', { name: 'Criar Primeiro Lembrete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo Lembrete de Pagamento' })
    await user.type(within(dialog).getByLabelText('Fornecedor*'), 'Doceria')
    await user.type(within(dialog).getByLabelText('Valor (R$)*'), '1.234,50')
    await user.type(within(dialog).getByLabelText('Vencimento*'), '10/12/2026')
    // A key without its type and receiver is refused in the form.
    await user.type(within(dialog).getByLabelText('Chave PIX'), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Selecione o tipo de chave.')).toBeInTheDocument()
    expect(within(dialog).getByText('Informe o nome do beneficiário.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de chave' }))
    await user.click(await screen.findByRole('option', { name: 'CPF' }))
    await user.type(within(dialog).getByLabelText('Chave PIX'), '123')
    await user.type(within(dialog).getByLabelText('Nome de quem recebe'), 'Doces da Vovó')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Chave PIX inválida para o tipo CPF.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/payment-reminders')).toHaveLength(0)
    await user.clear(within(dialog).getByLabelText('Chave PIX'))
    await user.type(within(dialog).getByLabelText('Chave PIX'), '123.456.789-09')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Lembrete criado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/payment-reminders')[0]?.body).toMatchObject({
      amount_cents: 123450,
      pix: { tipo_chave: 'cpf', chave_pix: '123.456.789-09', nome_beneficiario: 'Doces da Vovó' },
    })

    const card = await screen.findByTestId('reminder-card')
    await user.click(within(card).getByRole('button', { name: 'Pagar com PIX' }))
    const pay = await screen.findByRole('dialog', { name: 'Pagar com PIX' })
    expect(await within(pay).findByRole('img', { name: 'QR Code PIX para pagar Doceria' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')
    expect(within(pay).getByLabelText('PIX copia e cola')).toHaveValue('000201PIX-123450')
    expect(within(pay).getByText('Doces da Vovó')).toBeInTheDocument()
  })

  it('creates a limit and shows the failure toast when saving fails', async () => {
    const api = statefulApi()
    const { user } = renderApp('/app/financial-control')
    await user.click(await screen.findByRole('tab', { name: 'Alertas de Gastos' }))
    await user.click(await screen.findByRole('button', { name: 'Criar Primeiro Limite' }))
    let dialog = await screen.findByRole('dialog', { name: 'Novo Limite de Gastos' })
    await user.type(within(dialog).getByLabelText('Limite (R$)*'), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('Escolha a categoria.')).toBeInTheDocument()
    expect(within(dialog).getByText('O limite deve ser maior que zero.')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: 'Categoria*' }))
    await user.click(await screen.findByRole('option', { name: 'Fotografia' }))
    await user.clear(within(dialog).getByLabelText('Limite (R$)*'))
    await user.type(within(dialog).getByLabelText('Limite (R$)*'), '5.000,00')
    await user.type(within(dialog).getByLabelText('Gasto atual (R$)'), '3.000,00')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Limite criado com sucesso!')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/spending-limits')[0]?.body).toEqual({
      category: 'Fotografia',
      limit_cents: 500000,
      current_cents: 300000,
      is_active: true,
      budget_category: null,
    })

    const card = await screen.findByTestId('limit-card')
    await user.click(within(card).getByRole('button', { name: 'Editar limite de Fotografia' }))
    dialog = await screen.findByRole('dialog', { name: 'Editar Limite' })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Não foi possível salvar o limite.')).toBeInTheDocument()
  })
})
