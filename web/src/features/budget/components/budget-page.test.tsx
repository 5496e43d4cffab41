import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CATEGORY_AUTOSAVE_MS } from '../utils/budget-math'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

const defaults = {
  total_cents: 0,
  spent_cents: 0,
  updated_at: null,
  version: 0,
  categories: [
    ['Local da Cerimônia', 300],
    ['Buffet/Catering', 250],
    ['Decoração e Flores', 150],
    ['Vestido e Trajes', 100],
    ['Fotografia e Filmagem', 80],
    ['Música/DJ', 50],
    ['Convites', 30],
    ['Outros', 40],
  ].map(([nome, percent_tenths]) => ({ nome, percent_tenths, allocated_cents: 0, spent_cents: 0, status: 'pendente' })),
}

type Payload = {
  total_cents: number
  version?: number
  categories: { nome: string; percent_tenths: number; fixed_cents?: number | null; spent_cents: number; status: string }[]
}

/** The server's answer: reais categories come off the top, the percentages split the rest. */
function echo(body: unknown) {
  const p = body as Payload
  const reais = p.categories.reduce((s, c) => s + (c.fixed_cents ?? 0), 0)
  const base = Math.max(0, p.total_cents - reais)
  return {
    status: 200,
    body: {
      total_cents: p.total_cents,
      spent_cents: p.categories.reduce((s, c) => s + c.spent_cents, 0),
      updated_at: '2026-11-22T15:00:00Z',
      version: (p.version ?? 0) + 1,
      categories: p.categories.map((c) => ({
        ...c,
        allocated_cents: c.fixed_cents ?? Math.round((base * c.percent_tenths) / 1000),
      })),
    },
  }
}

async function openBudget(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/session': signedIn, 'GET /api/budget': { status: 200, body: defaults }, ...routes })
  const rendered = renderApp('/app/budget')
  await screen.findByLabelText('Valor total (R$)')
  return { ...rendered, api }
}

const rows = () => screen.getAllByTestId('budget-category')

/** A R$ 100.000,00 budget split 50/50 between Buffet and Flores, saved by an echoing server. */
function openHalves() {
  const budget = echo({
    total_cents: 10000000,
    categories: [
      { nome: 'Buffet', percent_tenths: 500, spent_cents: 0, status: 'pendente' },
      { nome: 'Flores', percent_tenths: 500, spent_cents: 0, status: 'pendente' },
    ],
  }).body
  return openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })
}

describe('budget page', () => {
  it('starts from the default split and autosaves 2 s after the total is typed', async () => {
    const { user, api } = await openBudget({ 'PUT /api/budget': ({ body }) => echo(body) })
    expect(rows()).toHaveLength(8)
    expect(screen.queryByText(/Atenção: A soma/)).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Valor total (R$)'), '80.000,00')
    expect(within(rows()[0]!).getByTestId('budget-allocated')).toHaveTextContent('R$ 24.000,00')
    expect(within(screen.getByTestId('budget-total')).getByText(/80\.000,00/)).toBeInTheDocument()

    expect(await screen.findByText('Salvo automaticamente')).toBeInTheDocument()
    const puts = api.callsTo('PUT', '/api/budget')
    expect(puts).toHaveLength(1)
    const sent = puts[0]?.body as Payload
    expect(sent.total_cents).toBe(8000000)
    expect(sent.categories.map((c) => c.percent_tenths)).toEqual([300, 250, 150, 100, 80, 50, 30, 40])
  })

  it('warns when percentages do not sum to 100 and tracks spending', async () => {
    const budget = echo({ total_cents: 8000000, categories: defaults.categories }).body
    const { user } = await openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })

    const percent = within(rows()[0]!).getByLabelText('Porcentagem (%)')
    await user.clear(percent)
    await user.type(percent, '35.5')
    expect(screen.getByText('Atenção: A soma das porcentagens é 105,5%. Deve ser 100%.')).toBeInTheDocument()

    await user.type(within(rows()[1]!).getByLabelText('Gasto (R$)'), '90.000,00')
    expect(within(screen.getByTestId('budget-remaining')).getByText('Acima do orçamento')).toBeInTheDocument()
    expect(within(rows()[1]!).getByText(/Acima do alocado/)).toBeInTheDocument()
  })

  it('validates: total, category names, last category', async () => {
    const { user, api } = await openBudget()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findAllByText('Por favor, insira um valor total válido')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Adicionar Categoria' }))
    expect(await screen.findByText('Digite o nome da categoria')).toBeInTheDocument()

    for (const row of rows().slice(1)) await user.click(within(row).getByRole('button', { name: /^Remover/ }))
    expect(rows()).toHaveLength(1)
    await user.click(within(rows()[0]!).getByRole('button', { name: /^Remover/ }))
    expect(await screen.findByText('Deve haver pelo menos uma categoria')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/budget')).toHaveLength(0)
  })

  it('adds a category, restores the defaults and saves on demand', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user, api } = await openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })

    await user.type(screen.getByLabelText('Nova categoria'), 'Lembrancinhas')
    await user.click(screen.getByRole('button', { name: 'Adicionar Categoria' }))
    expect(await screen.findByText('Categoria adicionada')).toBeInTheDocument()
    expect(rows()).toHaveLength(9)

    await user.click(screen.getByRole('button', { name: 'Restaurar Padrão' }))
    expect(await screen.findByText('Orçamento resetado')).toBeInTheDocument()
    expect(rows()).toHaveLength(8)

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Orçamento salvo')).toBeInTheDocument()
    const puts = api.callsTo('PUT', '/api/budget')
    expect((puts[puts.length - 1]?.body as Payload).categories.map((c) => c.nome)).toEqual(defaults.categories.map((c) => c.nome))
  })

  it('saves a pending edit when the couple leaves the page before the pause ends', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user, api, router } = await openBudget({
      'GET /api/budget': { status: 200, body: budget },
      'PUT /api/budget': ({ body }) => echo(body),
      'GET /api/guests': { status: 200, body: { guests: [] } },
    })
    const percent = within(rows()[7]!).getByLabelText('Porcentagem (%)')
    await user.clear(percent)
    await user.type(percent, '5')
    expect(api.callsTo('PUT', '/api/budget')).toHaveLength(0)
    await act(() => router.navigate('/app/guests'))
    await waitFor(() => expect(api.callsTo('PUT', '/api/budget')).toHaveLength(1))
    expect((api.callsTo('PUT', '/api/budget')[0]?.body as Payload).categories[7]?.percent_tenths).toBe(50)
  })

  it('reports a failed save with the server message', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user } = await openBudget({
      'GET /api/budget': { status: 200, body: budget },
      'PUT /api/budget': { status: 500, body: { error: { code: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } },
    })
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Erro ao salvar orçamento')).toBeInTheDocument()
  })

  it('sets a category in reais: it comes off the total and the percentages split the rest', async () => {
    const { user, api } = await openHalves()
    const [buffet, flores] = rows() as [HTMLElement, HTMLElement]
    expect(within(buffet).getByTestId('budget-allocated')).toHaveTextContent('R$ 50.000,00')

    // Switching keeps the allocation where it was, as an amount.
    await user.click(within(buffet).getByRole('button', { name: 'Em R$' }))
    expect(within(buffet).getByRole('button', { name: 'Em R$' })).toHaveAttribute('aria-pressed', 'true')
    const amount = within(buffet).getByLabelText('Valor (R$)')
    expect(amount).toHaveValue('50.000,00')
    expect(within(buffet).queryByLabelText('Porcentagem (%)')).not.toBeInTheDocument()

    await user.clear(amount)
    await user.type(amount, '40.000,00')
    expect(within(buffet).getByTestId('budget-allocated')).toHaveTextContent('R$ 40.000,00')
    // Flores is 50 % of what Buffet leaves, and alone it must be 100 %.
    expect(within(flores).getByTestId('budget-allocated')).toHaveTextContent('R$ 30.000,00')
    expect(screen.getByText('Atenção: A soma das porcentagens é 50%. Deve ser 100%.')).toBeInTheDocument()
    const percent = within(flores).getByLabelText('Porcentagem (%)')
    await user.clear(percent)
    await user.type(percent, '100')
    expect(within(flores).getByTestId('budget-allocated')).toHaveTextContent('R$ 60.000,00')
    expect(screen.queryByText(/Atenção/)).not.toBeInTheDocument()
    expect(screen.getByTestId('budget-percent-sum')).toHaveTextContent('Soma das porcentagens: 100% de R$ 60.000,00 (o total menos as categorias em R$)')

    // The autosave may also have sent a state typed halfway (a slow machine types slower than its
    // debounce); the last save carries what the couple ended with.
    await waitFor(
      () =>
        expect((api.callsTo('PUT', '/api/budget').at(-1)?.body as Payload | undefined)?.categories).toEqual([
          { nome: 'Buffet', percent_tenths: 0, fixed_cents: 4000000, spent_cents: 0, status: 'pendente' },
          { nome: 'Flores', percent_tenths: 1000, fixed_cents: null, spent_cents: 0, status: 'pendente' },
        ]),
    )

    // Reais above the total, and reais that leave part of the total in no category, are named.
    await user.clear(amount)
    await user.type(amount, '120.000,00')
    expect(screen.getByText('Atenção: As categorias em R$ somam R$ 120.000,00, mais que o orçamento total.')).toBeInTheDocument()
    expect(within(flores).getByTestId('budget-allocated')).toHaveTextContent('R$ 0,00')
    await user.click(within(flores).getByRole('button', { name: 'Em R$' }))
    await user.clear(amount)
    await user.type(amount, '30.000,00')
    // Flores switched at R$ 0,00 allocated, so it starts empty.
    expect(within(flores).getByLabelText('Valor (R$)')).toHaveValue('')
    expect(screen.getByText('Atenção: R$ 70.000,00 do orçamento total ainda não está em nenhuma categoria.')).toBeInTheDocument()
    expect(screen.queryByTestId('budget-percent-sum')).not.toBeInTheDocument()
  })

  it('keeps autosaving after an edit that lands in the same render as the save before it', async () => {
    // The pause is ended by the test: the page's 1 s autosave timers are kept here, not run.
    const paused: (() => void)[] = []
    const setTimeoutOf = window.setTimeout.bind(window)
    const spy = vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      if (ms !== CATEGORY_AUTOSAVE_MS) return setTimeoutOf(run, ms)
      paused.push(run)
      return 0
    }) as typeof window.setTimeout)
    try {
      const { api } = await openHalves()
      const percent = within(rows()[1]!).getByLabelText('Porcentagem (%)')
      fireEvent.change(percent, { target: { value: '10' } })
      expect(paused).toHaveLength(1)
      const puts = () => api.callsTo('PUT', '/api/budget')
      await act(async () => {
        // The pause ends: the save of '10' starts, its body built now...
        paused[0]!()
        for (let tick = 0; tick < 50 && puts().length === 0; tick++) await Promise.resolve()
        // ...and the couple types again before React has rendered that (a busy phone).
        fireEvent.change(percent, { target: { value: '12' } })
      })
      expect((puts()[0]?.body as Payload).categories[1]?.percent_tenths).toBe(100)
      // The edit started a new pause, and its end saves what the couple ended with.
      expect(paused).toHaveLength(2)
      act(() => paused[1]!())
      await waitFor(() => expect(puts()).toHaveLength(2))
      expect((puts()[1]?.body as Payload).categories[1]?.percent_tenths).toBe(120)
    } finally {
      spy.mockRestore()
    }
  })

  it("shows the honeymoon's fixed 'Lua de Mel' amount read-only and keeps it on autosave", async () => {
    const budget = echo({
      total_cents: 8000000,
      categories: [
        ...defaults.categories,
        { nome: 'Lua de Mel', percent_tenths: 0, fixed_cents: 1000000, spent_cents: 250000, status: 'pendente' },
      ],
    }).body
    const { user, api } = await openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })
    const lua = rows()[8]!
    expect(within(lua).getByTestId('budget-fixed')).toHaveTextContent('Valor fixo')
    expect(within(lua).queryByLabelText('Porcentagem (%)')).not.toBeInTheDocument()
    expect(within(lua).getByTestId('budget-allocated')).toHaveTextContent('R$ 10.000,00')
    expect(within(lua).getByLabelText('Gasto (R$)')).toHaveAttribute('readonly')
    expect(within(lua).getByRole('link', { name: 'Lua de Mel' })).toHaveAttribute('href', '/app/honeymoon')
    expect(within(lua).queryByRole('button', { name: 'Em R$' })).not.toBeInTheDocument()
    // The other categories still sum to 100 %: no warning.
    expect(screen.queryByText(/Atenção: A soma/)).not.toBeInTheDocument()

    const total = screen.getByLabelText('Valor total (R$)')
    await user.clear(total)
    await user.type(total, '90.000,00')
    expect(within(lua).getByTestId('budget-allocated')).toHaveTextContent('R$ 10.000,00')
    await waitFor(() => expect(api.callsTo('PUT', '/api/budget')).toHaveLength(1))
    const sent = (api.callsTo('PUT', '/api/budget')[0]?.body as Payload).categories[8]
    expect(sent).toEqual({ nome: 'Lua de Mel', percent_tenths: 0, fixed_cents: 1000000, spent_cents: 250000, status: 'pendente' })
  })

  it("keeps the honeymoon's 'Lua de Mel' and its values when the defaults are restored", async () => {
    const budget = echo({
      total_cents: 8000000,
      categories: [
        { nome: 'Cerimônia', percent_tenths: 600, spent_cents: 0, status: 'pendente' },
        { nome: 'Festa', percent_tenths: 400, spent_cents: 120000, status: 'concluido' },
        { nome: 'Lua de Mel', percent_tenths: 0, fixed_cents: 1000000, spent_cents: 250000, status: 'pendente' },
      ],
    }).body
    const { user, api } = await openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })
    expect(rows()).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Restaurar Padrão' }))
    expect(await screen.findByText('Orçamento resetado')).toBeInTheDocument()
    expect(rows()).toHaveLength(9)
    const lua = rows()[8]!
    expect(within(lua).getByTestId('budget-fixed')).toHaveTextContent('Valor fixo')
    expect(within(lua).getByTestId('budget-allocated')).toHaveTextContent('R$ 10.000,00')
    expect(screen.queryByText(/Atenção: A soma/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Orçamento salvo')).toBeInTheDocument()
    const puts = api.callsTo('PUT', '/api/budget')
    const sent = (puts[puts.length - 1]?.body as Payload).categories
    expect(sent.map((c) => c.nome)).toEqual([...defaults.categories.map((c) => c.nome), 'Lua de Mel'])
    expect(sent[8]).toEqual({ nome: 'Lua de Mel', percent_tenths: 0, fixed_cents: 1000000, spent_cents: 250000, status: 'pendente' })
  })

  it('skips an invalid row, saves the rest and says so; the status shows the time of the save', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user, api } = await openBudget({ 'GET /api/budget': { status: 200, body: budget }, 'PUT /api/budget': ({ body }) => echo(body) })
    expect(screen.getByTestId('budget-save-state')).toHaveTextContent(/^Salvo às \d{2}:\d{2}$/)

    await user.clear(within(rows()[0]!).getByLabelText('Categoria'))
    const percent = within(rows()[1]!).getByLabelText('Porcentagem (%)')
    await user.clear(percent)
    await user.type(percent, '20')
    await waitFor(() => expect(api.callsTo('PUT', '/api/budget')).toHaveLength(1))
    const sent = api.callsTo('PUT', '/api/budget')[0]?.body as Payload
    expect(sent.version).toBe(1)
    // The nameless row is sent as it was saved, the valid edit is saved.
    expect(sent.categories.find((c) => c.nome === 'Buffet/Catering')?.percent_tenths).toBe(200)
    expect(sent.categories.find((c) => c.nome === 'Local da Cerimônia')?.percent_tenths).toBe(300)
    expect(await screen.findByText('Não salvo: corrija os campos destacados')).toBeInTheDocument()
    expect(within(rows()[0]!).getByText('Digite o nome da categoria')).toBeInTheDocument()
  })

  it('on a conflict shows the message, takes the other person’s values and keeps this person’s edits', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const theirs = echo({
      total_cents: 100000,
      version: 1,
      categories: defaults.categories.map((c) => (c.nome === 'Convites' ? { ...c, spent_cents: 12300 } : c)),
    }).body
    let conflict = true
    const { user, api } = await openBudget({
      'GET /api/budget': { status: 200, body: budget },
      'PUT /api/budget': ({ body }) => {
        if (!conflict) return echo(body)
        conflict = false
        return {
          status: 409,
          body: {
            error: {
              code: 'conflict',
              message: 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.',
              details: { current: theirs },
            },
          },
        }
      },
    })
    const total = screen.getByLabelText('Valor total (R$)')
    await user.clear(total)
    await user.type(total, '2.000,00')
    const message = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.'
    await waitFor(() => expect(screen.getByTestId('budget-save-state')).toHaveTextContent(message))
    expect(screen.getByTestId('budget-save-state')).toHaveAttribute('role', 'alert')
    expect(await screen.findAllByText(message)).toHaveLength(2) // the status line and the toast
    expect(total).toHaveValue('2.000,00')
    expect(within(rows()[6]!).getByLabelText('Gasto (R$)')).toHaveValue('123,00')

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Orçamento salvo')).toBeInTheDocument()
    const puts = api.callsTo('PUT', '/api/budget')
    const sent = puts[puts.length - 1]?.body as Payload
    expect(sent.version).toBe(2)
    expect(sent.total_cents).toBe(200000)
    expect(sent.categories[6]?.spent_cents).toBe(12300)
  })

  it('keeps an edit whose save on leaving met a conflict, and shows it merged on return', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const theirs = echo({
      total_cents: 100000,
      version: 1,
      categories: defaults.categories.map((c) => (c.nome === 'Convites' ? { ...c, spent_cents: 12300 } : c)),
    }).body
    const message = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.'
    const { user, api, router } = await openBudget({
      'GET /api/budget': { status: 200, body: budget },
      'PUT /api/budget': () => ({ status: 409, body: { error: { code: 'conflict', message, details: { current: theirs } } } }),
      'GET /api/guests': { status: 200, body: { guests: [] } },
    })
    const percent = within(rows()[7]!).getByLabelText('Porcentagem (%)')
    await user.clear(percent)
    await user.type(percent, '5')
    await act(() => router.navigate('/app/guests'))
    await waitFor(() => expect(api.callsTo('PUT', '/api/budget')).toHaveLength(1))

    // The toast offers the way back; the page shows the edit with the other member's values.
    await user.click(await screen.findByRole('button', { name: 'Revisar orçamento' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/budget'))
    expect(await screen.findByTestId('budget-save-state')).toHaveTextContent(message)
    expect(within(rows()[7]!).getByLabelText('Porcentagem (%)')).toHaveValue(5)
    expect(within(rows()[6]!).getByLabelText('Gasto (R$)')).toHaveValue('123,00')
  })

  it('rebuilds an untouched form from a refetch, and merges into an edited one', async () => {
    let served = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user, queryClient } = await openBudget({ 'GET /api/budget': () => ({ status: 200, body: served }) })
    served = echo({ total_cents: 500000, version: 1, categories: defaults.categories }).body
    await act(() => queryClient.invalidateQueries({ queryKey: ['budget'] }))
    await waitFor(() => expect(screen.getByLabelText('Valor total (R$)')).toHaveValue('5.000,00'))

    const spent = within(rows()[0]!).getByLabelText('Gasto (R$)')
    await user.type(spent, '10,00')
    served = echo({
      total_cents: 600000,
      version: 2,
      categories: defaults.categories.map((c) => (c.nome === 'Outros' ? { ...c, status: 'concluido' } : c)),
    }).body
    await act(() => queryClient.invalidateQueries({ queryKey: ['budget'] }))
    await waitFor(() => expect(screen.getByLabelText('Valor total (R$)')).toHaveValue('6.000,00'))
    expect(spent).toHaveValue('10,00')
    expect(within(rows()[7]!).getByText('Concluído')).toBeInTheDocument()
  })

  it('asks before leaving with edits that cannot be saved, and stays when asked to', async () => {
    const budget = echo({ total_cents: 100000, categories: defaults.categories }).body
    const { user, api, router } = await openBudget({
      'GET /api/budget': { status: 200, body: budget },
      'GET /api/guests': { status: 200, body: { guests: [] } },
    })
    await user.clear(screen.getByLabelText('Valor total (R$)'))
    expect(await screen.findByText('Não salvo: corrija os campos destacados')).toBeInTheDocument()
    act(() => void router.navigate('/app/guests'))
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' })
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }))
    expect(router.state.location.pathname).toBe('/app/budget')
    expect(api.callsTo('PUT', '/api/budget')).toHaveLength(0)

    act(() => void router.navigate('/app/guests'))
    await user.click(within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/guests'))
  })
})
