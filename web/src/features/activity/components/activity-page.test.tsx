import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockRequest } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import { formatActivityTime, presenceText } from '../api/activity'

const areas = [
  { key: 'checklist', label: 'Tarefas' },
  { key: 'budget', label: 'Orçamento' },
]

function page({ url }: MockRequest) {
  const all = [
    { id: 'a2', user_id: 'u2', area: 'budget', area_label: 'Orçamento', text: 'Mariana alterou o orçamento de Buffet para R$ 18.000,00', created_at: '2026-11-23T17:32:00Z' },
    { id: 'a1', user_id: 'u1', area: 'checklist', area_label: 'Tarefas', text: 'Rafael marcou "Comprar as alianças" como concluída', created_at: '2026-11-23T02:05:00Z' },
  ]
  const user = url.searchParams.get('user')
  const area = url.searchParams.get('area')
  const items = all.filter((i) => (!user || i.user_id === user) && (!area || i.area === area))
  return {
    status: 200,
    body: {
      items,
      has_more: false,
      page: 1,
      people: [
        { id: 'u2', first_name: 'Mariana' },
        { id: 'u1', first_name: 'Rafael' },
      ],
      areas,
      time_zone: 'America/Sao_Paulo',
      notify: false,
    },
  }
}

describe('ActivityPage', () => {
  it('lists who changed what, newest first, with dd/MM/yyyy HH:mm in the wedding zone, and filters by area', async () => {
    const api = mockApi({ 'GET /api/session': signedIn, 'GET /api/activity': page, 'GET /api/presence': { status: 200, body: { viewers: [] } }, 'POST /api/presence': { status: 204 } })
    const { user, router } = renderApp('/app/activity')
    await screen.findByText('Mariana alterou o orçamento de Buffet para R$ 18.000,00')
    const items = within(screen.getByLabelText('Atividade do casamento')).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Mariana alterou o orçamento de Buffet para R$ 18.000,00')
    expect(items[0]).toHaveTextContent('23/11/2026 14:32')
    expect(items[1]).toHaveTextContent('22/11/2026 23:05') // 02:05 UTC is the evening before in São Paulo
    expect(api.callsTo('POST', '/api/presence')[0]?.body).toEqual({ path: '/app/activity' })

    await user.click(screen.getByRole('combobox', { name: 'Área' }))
    await user.click(await screen.findByRole('option', { name: 'Tarefas' }))
    await waitFor(() => expect(router.state.location.search).toBe('?area=checklist'))
    await waitFor(() => expect(screen.queryByText(/Mariana alterou/)).not.toBeInTheDocument())
    expect(within(screen.getByLabelText('Atividade do casamento')).getAllByRole('listitem')).toHaveLength(1)
  })

  it('says so when there is no activity yet', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/activity': { status: 200, body: { items: [], has_more: false, page: 1, people: [], areas, time_zone: 'America/Sao_Paulo', notify: false } },
    })
    renderApp('/app/activity')
    expect(await screen.findByText('Nenhuma atividade ainda.')).toBeInTheDocument()
  })

  it("shows who else is on this page", async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/activity': page,
      'GET /api/presence': { status: 200, body: { viewers: [{ user_id: 'u2', first_name: 'Rafael', path: '/app/activity' }, { user_id: 'u3', first_name: 'Bia', path: '/app/budget' }] } },
    })
    renderApp('/app/activity')
    expect(await screen.findByText('Rafael está vendo esta página')).toHaveAttribute('role', 'status')
    expect(screen.queryByText(/Bia/)).not.toBeInTheDocument()
  })
})

describe('presenceText and formatActivityTime', () => {
  it('names one, two or more viewers once each', () => {
    expect(presenceText([])).toBeNull()
    expect(presenceText(['Rafael', 'Rafael'])).toBe('Rafael está vendo esta página')
    expect(presenceText(['Rafael', 'Mariana'])).toBe('Rafael e Mariana estão vendo esta página')
    expect(presenceText(['A', 'B', 'C'])).toBe('A, B e C estão vendo esta página')
  })
  it('formats in the given zone and survives an unknown one', () => {
    expect(formatActivityTime('2026-01-05T13:07:00Z', 'America/Sao_Paulo')).toBe('05/01/2026 10:07')
    expect(formatActivityTime('2026-01-05T13:07:00Z', 'Marte/Base')).toBe('05/01/2026 10:07')
    expect(formatActivityTime('x', 'America/Sao_Paulo')).toBe('—')
  })
})
