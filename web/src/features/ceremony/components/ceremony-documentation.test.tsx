import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Ceremony } from '../api/ceremonies'

const civil = (overrides: Partial<Ceremony> = {}): Ceremony => ({
  id: 'c1',
  ceremony_type: 'civil',
  venue_name: '1º Cartório',
  venue_address: 'Av. Paulista, 1000',
  venue_phone: null,
  venue_email: null,
  venue_location_lat: null,
  venue_location_lng: null,
  documents_needed: ['RG e CPF', 'Comprovante de residência'],
  documents_completed: [],
  tasks_needed: ['Escolher o cartório'],
  tasks_completed: [],
  notes: null,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
  ...overrides,
})

async function openDocumentation(ceremonies: Ceremony[], routes = {}) {
  const api = mockApi({
    'GET /api/session': signedIn,
    'GET /api/checklist': { status: 200, body: { items: [] } },
    'GET /api/ceremonies': () => ({ status: 200, body: { ceremonies } }),
    ...routes,
  })
  const rendered = renderApp('/app/planning')
  // The first wait may pay for the lazy page chunk.
  await rendered.user.click(await screen.findByRole('tab', { name: 'Documentação' }))
  return { ...rendered, api }
}

// Whole-app renders on a busy 2-core machine: a generous per-test budget.
describe('ceremony documentation', { timeout: 15_000 }, () => {
  it('shows the empty state, and requires the venue name and address before sending', async () => {
    const { user, api } = await openDocumentation([])
    expect(await screen.findByText('Nenhuma documentação criada')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Nova Cerimônia' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Cerimônia' })
    expect(within(dialog).getByRole('link', { name: 'Buscar igrejas e paróquias' })).toHaveAttribute(
      'href',
      expect.stringContaining('igreja+par%C3%B3quia'),
    )
    await user.click(within(dialog).getByRole('tab', { name: 'Manual' }))
    await user.type(within(dialog).getByLabelText('Nome do local*'), 'Cartório')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument()
    expect(screen.getByText('Por favor, informe o nome e endereço do local.')).toBeInTheDocument()
    expect(within(dialog).getByText('Informe o endereço do local')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/ceremonies')).toHaveLength(0)
  })

  it('creates a ceremony and refreshes the checklist that received its tasks', async () => {
    const created = civil({ ceremony_type: 'both', venue_name: 'Paróquia São José', venue_location_lat: -23.5614141, venue_location_lng: -46.6558819 })
    const list: Ceremony[] = []
    const { user, api } = await openDocumentation(list, {
      'POST /api/ceremonies': () => {
        list.push(created)
        return { status: 201, body: created }
      },
    })
    await user.click((await screen.findAllByRole('button', { name: 'Nova Cerimônia' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Cerimônia' })
    await user.click(within(dialog).getByRole('tab', { name: 'Manual' }))
    await user.click(within(dialog).getByLabelText('Ambas'))
    await user.type(within(dialog).getByLabelText('Nome do local*'), ' Paróquia São José ')
    await user.type(within(dialog).getByLabelText('Endereço*'), 'Rua das Flores, 100')
    // The point on the map: a text that is no link nor coordinates is refused in the form.
    const location = within(dialog).getByLabelText('Localização no mapa')
    await user.type(location, 'perto da praça')
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText(/^Não encontramos a localização\./)).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/ceremonies')).toHaveLength(0)
    // The place's link, copied from the maps search of 'Locais Próximos', gives its pin.
    await user.clear(location)
    await user.click(location)
    await user.paste('https://www.google.com/maps/place/Par%C3%B3quia/@-23.561,-46.656,17z/data=!3m1!4b1!4m6!3m5!8m2!3d-23.5614141!4d-46.6558819')
    const checklistLoads = api.callsTo('GET', '/api/checklist').length
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('POST', '/api/ceremonies')[0]?.body).toEqual({
      ceremony_type: 'both',
      venue_name: 'Paróquia São José',
      venue_address: 'Rua das Flores, 100',
      venue_phone: null,
      venue_email: null,
      venue_location_lat: -23.5614141,
      venue_location_lng: -46.6558819,
      notes: null,
    })
    const card = await screen.findByTestId('ceremony-card')
    expect(card).toHaveTextContent('Civil + Religiosa')
    expect(within(card).getByRole('link', { name: 'Ver Paróquia São José no mapa (abre em nova aba)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-23.5614141%2C-46.6558819',
    )
    // The checklist tab is not mounted; its query was invalidated, so it refetches when shown.
    await user.click(screen.getByRole('tab', { name: 'Tarefas gerais' }))
    await waitFor(() => expect(api.callsTo('GET', '/api/checklist').length).toBeGreaterThan(checklistLoads))
  })

  it("shows the saved point in the edit dialog, and clearing it clears both coordinates", async () => {
    const placed = civil({ venue_location_lat: -23.5503, venue_location_lng: -46.6339 })
    const { user, api } = await openDocumentation([placed], {
      'PATCH /api/ceremonies/:id': ({ body }: { body: unknown }) => ({ status: 200, body: { ...placed, ...(body as Partial<Ceremony>) } }),
    })
    const card = await screen.findByTestId('ceremony-card')
    await user.click(within(card).getByRole('button', { name: /Editar/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar Cerimônia' })
    const location = within(dialog).getByLabelText('Localização no mapa')
    expect(location).toHaveValue('-23.5503, -46.6339')
    await user.clear(location)
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH', '/api/ceremonies/c1')).toHaveLength(1))
    expect(api.callsTo('PATCH', '/api/ceremonies/c1')[0]?.body).toMatchObject({ venue_location_lat: null, venue_location_lng: null })
  })

  it('ticks a document, shows the percent, and rolls back when refused', async () => {
    const { user } = await openDocumentation([civil()], {
      'PATCH /api/ceremonies/:id/items': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    })
    const card = await screen.findByTestId('ceremony-card')
    expect(within(card).getByTestId('documents-percent')).toHaveTextContent('0%')
    const doc = within(card).getByRole('checkbox', { name: 'RG e CPF' })
    await user.click(doc)
    expect(await screen.findByText('Erro ao atualizar status do documento.')).toBeInTheDocument()
    await waitFor(() => expect(doc).not.toBeChecked())
    expect(within(card).getByTestId('documents-percent')).toHaveTextContent('0%')
  })

  it('shows the percent of documents done', async () => {
    await openDocumentation([civil({ documents_completed: ['RG e CPF'] })])
    const card = await screen.findByTestId('ceremony-card')
    expect(within(card).getByTestId('documents-percent')).toHaveTextContent('50%')
    expect(within(card).getByRole('tab', { name: 'Documentos (1/2)' })).toBeInTheDocument()
  })
})
