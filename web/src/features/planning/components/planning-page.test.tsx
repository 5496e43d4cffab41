import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { ChecklistItem } from '../api/checklist'

const task = (id: string, tarefa: string, overrides: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id,
  tarefa,
  status: 'pendente',
  prioridade: 'media',
  prazo: null,
  horario_lembrete: null,
  notas: null,
  conclusao_automatica: null,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
  ...overrides,
})

type State = { items: ChecklistItem[] }

function planningApi(routes: Record<string, MockResponse | MockHandler> | ((state: State) => Record<string, MockResponse | MockHandler>) = {}) {
  const state: State = { items: [] }
  state.items = [task('t1', 'Comprar as alianças', { prioridade: 'alta', prazo: '2027-03-20', horario_lembrete: '09:30' })]
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/checklist': () => ({ status: 200, body: { items: state.items } }),
    'GET /api/ceremonies': { status: 200, body: { ceremonies: [] } },
    // The calendar-feed card at the bottom asks for its gate; an Essencial couple sees the gated card.
    'POST /api/permission-check': {
      status: 200,
      body: {
        allowed: false,
        reason: 'feature_not_available',
        message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
        upgrade_required: true,
        current_plan: 'essencial',
        current_plan_name: 'Essencial',
      },
    },
    'POST /api/checklist': ({ body }) => {
      const created = task(`t${state.items.length + 1}`, (body as { tarefa: string }).tarefa)
      state.items = [...state.items, created]
      return { status: 201, body: created }
    },
    ...(typeof routes === 'function' ? routes(state) : routes),
  })
}

// Whole-app renders on a busy, shared 2-core machine: a generous per-test budget and first wait.
describe('planning page', { timeout: 30_000 }, () => {
  it('shows a task with its priority, deadline and reminder, and ignores an empty description', async () => {
    const api = planningApi()
    const { user } = renderApp('/app/planning')
    const row = await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    expect(row).toHaveTextContent('Alta')
    expect(row).toHaveTextContent('Prazo: 20/03/2027')
    expect(row).toHaveTextContent('Lembrete: 09:30')

    const form = screen.getByRole('form', { name: 'Adicionar tarefa' })
    await user.type(within(form).getByLabelText('Descrição'), '   ')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(api.callsTo('POST', '/api/checklist')).toHaveLength(0)

    await user.clear(within(form).getByLabelText('Descrição'))
    await user.type(within(form).getByLabelText('Descrição'), ' Escolher o buquê ')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Item adicionado')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/checklist')[0]?.body).toEqual({
      tarefa: 'Escolher o buquê',
      prioridade: 'media',
      prazo: null,
      horario_lembrete: null,
    })
    expect(await screen.findByRole('button', { name: 'Todas (2)' })).toBeInTheDocument()
  })

  it('takes the deadline typed dd/MM/yyyy, refuses an impossible date and sends YYYY-MM-DD', async () => {
    const api = planningApi()
    const { user } = renderApp('/app/planning')
    await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    const form = screen.getByRole('form', { name: 'Adicionar tarefa' })
    const prazo = within(form).getByLabelText('Prazo')
    expect(prazo).not.toHaveAttribute('type', 'date')
    expect(prazo).toHaveAttribute('placeholder', 'dd/mm/aaaa')

    await user.type(within(form).getByLabelText('Descrição'), 'Provar o vestido')
    await user.type(prazo, '31042027') // typed digits are masked into dd/MM/yyyy
    expect(prazo).toHaveValue('31/04/2027')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(await within(form).findByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument()
    expect(prazo).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/checklist')).toHaveLength(0)

    await user.clear(prazo)
    await user.type(prazo, '30/04/2027')
    // The reminder is a 24-hour HH:MM text too (a native time input shows AM/PM in English browsers).
    const lembrete = within(form).getByLabelText('Lembrete')
    // The time is the wedding's wall clock (the server fires it there), whatever this device's zone.
    expect(lembrete).toHaveAccessibleDescription('Horário de Brasília')
    expect(lembrete).not.toHaveAttribute('type', 'time')
    await user.type(lembrete, '2500')
    expect(lembrete).toHaveValue('25:00')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(await within(form).findByText('Horário inválido. Use hh:mm, de 00:00 a 23:59.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/checklist')).toHaveLength(0)
    await user.clear(lembrete)
    await user.type(lembrete, '18:45')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Item adicionado')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/checklist')[0]?.body).toEqual({
      tarefa: 'Provar o vestido',
      prioridade: 'media',
      prazo: '2027-04-30',
      horario_lembrete: '18:45',
    })
    await waitFor(() => expect(prazo).toHaveValue(''))
    expect(within(form).queryByText('Data inválida. Use o formato dd/mm/aaaa.')).not.toBeInTheDocument()
  })

  it('picks the deadline on a calendar whose weeks start on Sunday', async () => {
    const api = planningApi()
    const { user } = renderApp('/app/planning')
    await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    const form = screen.getByRole('form', { name: 'Adicionar tarefa' })
    await user.type(within(form).getByLabelText('Prazo'), '01/05/2027')
    await user.click(within(form).getByRole('button', { name: 'Abrir calendário: Prazo' }))
    const calendar = within(form).getByRole('dialog', { name: 'Calendário: Prazo' })
    expect(within(calendar).getByText('Maio de 2027')).toBeInTheDocument()
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('D')
    expect(within(calendar).getByTitle('domingo')).toBeInTheDocument()
    // 1 May 2027 is a Saturday: the first row runs Sunday 25 April to Saturday 1 May.
    const firstWeek = within(calendar).getAllByRole('row')[1]!
    expect(within(firstWeek).getAllByRole('button').map((b) => b.textContent)).toEqual(['25', '26', '27', '28', '29', '30', '1'])
    await user.click(within(calendar).getByRole('button', { name: '21 de maio de 2027' }))
    expect(within(form).getByLabelText('Prazo')).toHaveValue('21/05/2027')
    expect(within(form).queryByRole('dialog')).not.toBeInTheDocument()

    await user.type(within(form).getByLabelText('Descrição'), 'Enviar os convites')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/checklist')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/checklist')[0]?.body).toMatchObject({ prazo: '2027-05-21' })
  })

  it('rolls a tick back and says so when the server refuses it', async () => {
    planningApi({ 'PATCH /api/checklist/:id': { status: 500, body: { error: { code: 'internal', message: 'Falhou.' } } } })
    const { user } = renderApp('/app/planning')
    const checkbox = await screen.findByRole('checkbox', { name: 'Comprar as alianças' }, { timeout: 10_000 })
    await user.click(checkbox)
    expect(await screen.findByText('Erro ao atualizar status')).toBeInTheDocument()
    await waitFor(() => expect(checkbox).not.toBeChecked())
    expect(screen.getByRole('button', { name: 'Concluídas (0)' })).toBeInTheDocument()
  })

  it('asks for the wedding date instead of inventing deadlines', async () => {
    planningApi({
      'POST /api/checklist/suggested': {
        status: 422,
        body: { error: { code: 'wedding_date_required', message: 'Informe a data.', fields: { wedding_date: 'required' } } },
      },
    })
    const { user } = renderApp('/app/planning')
    await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Gerar tarefas sugeridas' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Data do casamento não informada')
    expect(within(alert).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/app/profile')
  })

  it('adds the suggested tasks, and says when there was nothing new', async () => {
    planningApi((state) => ({
      'POST /api/checklist/suggested': () => {
        const fresh = state.items.some((it) => it.id === 's1') ? [] : [task('s1', 'Contratar o buffet')]
        state.items = [...state.items, ...fresh]
        return { status: 200, body: { added: fresh.length, items: state.items } }
      },
    }))
    const { user } = renderApp('/app/planning')
    await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Gerar tarefas sugeridas' }))
    expect(await screen.findByText('Tarefas sugeridas adicionadas!')).toBeInTheDocument()
    expect(await screen.findByRole('checkbox', { name: 'Contratar o buffet' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Gerar tarefas sugeridas' }))
    expect(await screen.findByText('Nenhuma tarefa nova')).toBeInTheDocument()
  })

  it('opens a task for editing when its title is tapped, without ticking it, and saves every field', async () => {
    const api = planningApi((state) => ({
      'PATCH /api/checklist/:id': ({ body }) => {
        const updated = { ...state.items[0]!, ...(body as Partial<ChecklistItem>) }
        state.items = [updated]
        return { status: 200, body: updated }
      },
    }))
    const { user } = renderApp('/app/planning')
    await user.click(await screen.findByRole('button', { name: 'Editar tarefa: Comprar as alianças' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarefa' })
    expect(screen.getByRole('checkbox', { name: 'Comprar as alianças', hidden: true })).not.toBeChecked()
    expect(api.callsTo('PATCH', '/api/checklist/t1')).toHaveLength(0)

    const descricao = within(dialog).getByLabelText('Descrição')
    expect(descricao).toHaveValue('Comprar as alianças')
    expect(within(dialog).getByLabelText('Prazo')).toHaveValue('20/03/2027')
    expect(within(dialog).getByLabelText('Lembrete')).toHaveValue('09:30')
    expect(within(dialog).getByLabelText('Lembrete')).toHaveAccessibleDescription('Horário de Brasília')
    await user.clear(descricao)
    await user.type(descricao, 'Buscar as alianças')
    // A past deadline is refused in the form, with the server's text.
    const prazo = within(dialog).getByLabelText('Prazo')
    await user.clear(prazo)
    await user.type(prazo, '01/01/2020')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('O prazo não pode estar no passado.')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/checklist/t1')).toHaveLength(0)

    await user.clear(prazo)
    await user.type(prazo, '25/03/2027')
    await user.clear(within(dialog).getByLabelText('Lembrete'))
    await user.type(within(dialog).getByLabelText('Lembrete'), '1015')
    await user.type(within(dialog).getByLabelText('Notas'), '  Joalheria do centro  ')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Tarefa atualizada')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/checklist/t1')[0]?.body).toEqual({
      tarefa: 'Buscar as alianças',
      prioridade: 'alta',
      prazo: '2027-03-25',
      horario_lembrete: '10:15',
      notas: 'Joalheria do centro',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar tarefa' })).not.toBeInTheDocument())
    expect(await screen.findByText('Joalheria do centro')).toBeInTheDocument()
  })

  it('keeps an old task\'s past deadline while editing it, and shows why a task closed itself', async () => {
    const api = planningApi((state) => {
      state.items = [
        task('t1', 'Definir o orçamento total do casamento', {
          status: 'concluido',
          prazo: '2020-01-10',
          conclusao_automatica: 'Concluída automaticamente: o orçamento total foi definido.',
        }),
      ]
      return { 'PATCH /api/checklist/:id': ({ body }) => ({ status: 200, body: { ...state.items[0]!, ...(body as object) } }) }
    })
    const { user } = renderApp('/app/planning')
    const row = await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    expect(row).toHaveTextContent('Concluída automaticamente: o orçamento total foi definido.')
    await user.click(within(row).getByRole('button', { name: /^Editar tarefa:/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarefa' })
    await user.type(within(dialog).getByLabelText('Notas'), 'Revisar em março')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH', '/api/checklist/t1')).toHaveLength(1))
    expect(api.callsTo('PATCH', '/api/checklist/t1')[0]?.body).toMatchObject({ prazo: '2020-01-10', notas: 'Revisar em março' })
  })

  it('deletes at once and puts the task back with Desfazer', async () => {
    const api = planningApi((state) => {
      let removed: ChecklistItem | undefined
      return {
        'DELETE /api/checklist/:id': () => {
          removed = state.items[0]
          state.items = []
          return { status: 204 }
        },
        'POST /api/checklist/:id/restore': () => {
          state.items = removed ? [removed] : []
          return { status: 200, body: removed }
        },
      }
    })
    const { user } = renderApp('/app/planning')
    await screen.findByTestId('checklist-item', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Remover Comprar as alianças' }))
    expect(await screen.findByText('Item removido')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByTestId('checklist-item')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Desfazer' }))
    expect(await screen.findByText('Tarefa restaurada')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/checklist/t1/restore')).toHaveLength(1)
    expect(await screen.findByRole('checkbox', { name: 'Comprar as alianças' })).toBeInTheDocument()
    expect(screen.getByTestId('checklist-item')).toHaveTextContent('Prazo: 20/03/2027')
  })

  it('says when the checklist cannot be loaded', async () => {
    planningApi({ 'GET /api/checklist': { status: 500, body: { error: { code: 'internal', message: 'x' } } } })
    renderApp('/app/planning')
    expect(await screen.findByText('Erro ao carregar checklist', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getAllByText('Não foi possível carregar os itens').length).toBeGreaterThan(0)
  })
})
