import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Godparent } from '../api/schemas'

function person(overrides: Partial<Godparent> & Pick<Godparent, 'id' | 'nome' | 'tipo'>): Godparent {
  return {
    email: null,
    telefone: null,
    is_dama_honra: false,
    confirmado: false,
    observacoes: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

const initial = (): Godparent[] => [
  person({ id: 'p1', nome: 'Bruno Alves', tipo: 'padrinho', confirmado: true }),
  person({ id: 'p2', nome: 'Carla Dias', tipo: 'madrinha', confirmado: true, email: 'carla@x.com' }),
  person({ id: 'p3', nome: 'Marcos Lima', tipo: 'padrinho' }),
]

/** A stateful fake of the godparents API, ordered by name like the server. */
function godparentsApi(start: Godparent[] = initial(), overrides: Record<string, MockResponse | MockHandler> = {}) {
  let list = [...start]
  const sorted = () => [...list].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/godparents': () => ({ status: 200, body: { godparents: sorted() } }),
    'POST /api/godparents': ({ body }) => {
      const created = person({ id: `p${list.length + 10}`, ...(body as Partial<Godparent> & Pick<Godparent, 'nome' | 'tipo'>) })
      list = [...list, created]
      return { status: 201, body: created }
    },
    'PATCH /api/godparents/:id': ({ body, params }) => {
      list = list.map((g) => (g.id === params.id ? { ...g, ...(body as Partial<Godparent>) } : g))
      return { status: 200, body: list.find((g) => g.id === params.id) }
    },
    'DELETE /api/godparents/:id': ({ params }) => {
      list = list.filter((g) => g.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
}

function counter(label: string) {
  return within(screen.getByRole('group', { name: label })).getByTestId('counter-value')
}

function list(name: string) {
  return screen.getByRole('list', { name })
}

function names(name: string) {
  return within(list(name))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
}

async function openPage() {
  const rendered = renderApp('/app/godparents')
  await screen.findByRole('heading', { name: 'Padrinhos e Madrinhas', level: 1 })
  await screen.findByText('Bruno Alves')
  return rendered
}

async function chooseTipo(user: ReturnType<typeof renderApp>['user'], label: 'Padrinho' | 'Madrinha') {
  await user.click(screen.getByRole('combobox', { name: 'Tipo*' }))
  await user.click(await screen.findByRole('option', { name: label }))
}

describe('godparents page', () => {
  it('shows the counters, the two lists in name order and the status labels; no damas list without damas', async () => {
    godparentsApi()
    await openPage()

    expect(counter('Padrinhos')).toHaveTextContent('2')
    expect(counter('Madrinhas')).toHaveTextContent('1')
    expect(counter('Damas de Honra')).toHaveTextContent('0')
    expect(names('Padrinhos')).toEqual(['Bruno Alves', 'Marcos Lima'])
    expect(names('Madrinhas')).toEqual(['Carla Dias'])
    expect(screen.queryByRole('list', { name: 'Damas de Honra' })).not.toBeInTheDocument()

    expect(within(screen.getByRole('listitem', { name: 'Bruno Alves' })).getByTestId('godparent-status')).toHaveTextContent('Confirmado')
    expect(within(screen.getByRole('listitem', { name: 'Carla Dias' })).getByTestId('godparent-status')).toHaveTextContent('Confirmada')
    expect(within(screen.getByRole('listitem', { name: 'Marcos Lima' })).getByTestId('godparent-status')).toHaveTextContent('Pendente')
  })

  it('shows empty lists when nobody was added', async () => {
    godparentsApi([])
    renderApp('/app/godparents')
    expect(await screen.findByText('Nenhum padrinho adicionado ainda.')).toBeInTheDocument()
    expect(screen.getByText('Nenhuma madrinha adicionada ainda.')).toBeInTheDocument()
    expect(counter('Padrinhos')).toHaveTextContent('0')
  })

  it('requires nome and tipo before calling the server', async () => {
    const api = godparentsApi()
    const { user } = await openPage()
    const form = screen.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' })

    await user.type(within(form).getByLabelText('E-mail'), 'ana@')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))

    expect(await within(form).findByText('Informe o nome')).toBeInTheDocument()
    expect(within(form).getByText('Selecione o tipo')).toBeInTheDocument()
    expect(within(form).getByText('E-mail inválido')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/godparents')).toHaveLength(0)
  })

  it('adds a madrinha dama de honra: toast, lists, counters and the damas list', async () => {
    const api = godparentsApi()
    const { user } = await openPage()
    const form = screen.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' })

    await user.type(within(form).getByLabelText('Nome*'), '  Ana Souza ')
    await chooseTipo(user, 'Madrinha')
    await user.type(within(form).getByLabelText('Telefone'), '(11) 98888-7777')
    await user.click(within(form).getByLabelText('Dama de honra'))
    await user.type(within(form).getByLabelText('Observações'), 'Prima da noiva')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))

    expect(await screen.findByText('Padrinho/Madrinha adicionado')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/godparents')[0]?.body).toEqual({
      nome: 'Ana Souza',
      tipo: 'madrinha',
      email: null,
      telefone: '(11) 98888-7777',
      is_dama_honra: true,
      confirmado: false,
      observacoes: 'Prima da noiva',
    })
    await waitFor(() => expect(names('Madrinhas')).toEqual(['Ana Souza', 'Carla Dias']))
    expect(names('Damas de Honra')).toEqual(['Ana Souza'])
    expect(counter('Madrinhas')).toHaveTextContent('2')
    expect(counter('Damas de Honra')).toHaveTextContent('1')
    // The form is ready for the next person.
    expect(within(form).getByLabelText('Nome*')).toHaveValue('')
    expect(within(form).getByRole('combobox', { name: 'Tipo*' })).toHaveTextContent('Selecione')
    expect(within(form).getByLabelText('Dama de honra')).not.toBeChecked()
  })

  it('edits a person in the form and confirms another from the list', async () => {
    const api = godparentsApi()
    const { user } = await openPage()

    await user.click(screen.getByRole('button', { name: 'Editar Marcos Lima' }))
    const form = await screen.findByRole('form', { name: 'Editar Padrinho/Madrinha' })
    const nome = within(form).getByLabelText('Nome*')
    expect(nome).toHaveValue('Marcos Lima')
    await user.clear(nome)
    await user.type(nome, 'Marcos Lima Filho')
    await user.click(within(form).getByLabelText('Presença confirmada'))
    await user.click(within(form).getByRole('button', { name: 'Salvar alterações' }))

    expect(await screen.findByText('Informações atualizadas')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/api/godparents/p3')[0]?.body).toMatchObject({ nome: 'Marcos Lima Filho', tipo: 'padrinho', confirmado: true })
    const marcos = await screen.findByRole('listitem', { name: 'Marcos Lima Filho' })
    expect(within(marcos).getByTestId('godparent-status')).toHaveTextContent('Confirmado')
    expect(screen.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Marcar Carla Dias como pendente' }))
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Carla Dias' })).getByTestId('godparent-status')).toHaveTextContent('Pendente'),
    )
    expect(api.callsTo('PATCH', '/api/godparents/p2')[0]?.body).toEqual({ confirmado: false })
  })

  it('asks before removing and toasts "Pessoa removida"', async () => {
    const api = godparentsApi()
    const { user } = await openPage()

    await user.click(screen.getByRole('button', { name: 'Remover Bruno Alves' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover pessoa?' })
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }))

    expect(await screen.findByText('Pessoa removida')).toBeInTheDocument()
    expect(api.callsTo('DELETE', '/api/godparents/p1')).toHaveLength(1)
    await waitFor(() => expect(names('Padrinhos')).toEqual(['Marcos Lima']))
    expect(counter('Padrinhos')).toHaveTextContent('1')
  })

  it('shows the spec error titles with the server message', async () => {
    const failure = { status: 500, body: { error: { code: 'internal', message: 'Erro interno do servidor.' } } }
    godparentsApi(initial(), {
      'POST /api/godparents': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Verifique os campos destacados.', fields: { nome: 'too_long' } } },
      },
      'PATCH /api/godparents/:id': failure,
      'DELETE /api/godparents/:id': failure,
    })
    const { user } = await openPage()
    const form = screen.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' })

    await user.type(within(form).getByLabelText('Nome*'), 'Ana')
    await chooseTipo(user, 'Madrinha')
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Erro ao adicionar')).toBeInTheDocument()
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument()
    expect(within(form).getByText('Nome muito longo')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Confirmar Marcos Lima' }))
    expect(await screen.findByText('Erro ao atualizar')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remover Marcos Lima' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }))
    expect(await screen.findByText('Erro ao remover')).toBeInTheDocument()
    expect(screen.getAllByText('Erro interno do servidor.').length).toBeGreaterThan(0)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(names('Padrinhos')).toEqual(['Bruno Alves', 'Marcos Lima'])
  })

  it('toasts "Erro ao carregar padrinhos" when the list fails to load', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/godparents': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
    })
    renderApp('/app/godparents')
    expect(await screen.findByText('Erro ao carregar padrinhos')).toBeInTheDocument()
    expect(screen.getByText('Erro interno.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
