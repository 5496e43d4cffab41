import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi, type MockHandler } from '@/test/mock-api'
import { readRsvp, type RsvpAnswer, type RsvpPageData } from './api'
import { RsvpGuestPage } from './rsvp-guest-page'

function page(overrides: Partial<RsvpPageData> = {}): RsvpPageData {
  return {
    couple_names: 'Ana e Bruno',
    wedding_date: '2027-05-15',
    wedding_location: 'Espaço Jardim',
    wedding_address: 'Rua das Flores, 100 - São Paulo, SP',
    civil_ceremony_date: null,
    civil_ceremony_address: null,
    religious_ceremony_date: null,
    prazo: '2027-04-30',
    aberto: true,
    pessoas: [
      { id: 'p1', nome: 'Bruno Lima', faixa: 'adulto', status_confirmacao: 'pendente', restricao_alimentar: null },
      { id: 'p2', nome: 'Carla Lima', faixa: 'adulto', status_confirmacao: 'pendente', restricao_alimentar: null },
      { id: 'p3', nome: 'Davi Lima', faixa: '0-5', status_confirmacao: 'pendente', restricao_alimentar: null },
    ],
    acompanhante_sem_nome: false,
    mensagem: null,
    respondido_em: null,
    ...overrides,
  }
}

/** The public RSVP API for one token: GET answers `start`, POST applies the answer like the server. */
function rsvpApi(start: RsvpPageData, post?: MockHandler) {
  let current = start
  return mockApi({
    'GET /api/public/rsvp/:token': ({ params }) =>
      params.token === 'tok-bruno' ? { status: 200, body: current } : { status: 404, body: { error: { code: 'not_found', message: 'Convite não encontrado.' } } },
    'POST /api/public/rsvp/:token':
      post ??
      (({ body }) => {
        const answer = body as RsvpAnswer
        current = {
          ...current,
          pessoas: current.pessoas.map((p) => {
            const a = answer.pessoas.find((x) => x.id === p.id)
            return a ? { ...p, status_confirmacao: a.status_confirmacao, restricao_alimentar: a.restricao_alimentar ?? null } : p
          }),
          mensagem: answer.mensagem ?? null,
          respondido_em: '2026-11-23T10:00:00Z',
        }
        return { status: 200, body: current }
      }),
  })
}

function renderPage(token = 'tok-bruno') {
  const user = userEvent.setup()
  render(<RsvpGuestPage token={token} />)
  return { user }
}

const person = (name: string) => screen.getByRole('group', { name })

describe('the guest RSVP page', () => {
  it('shows only this guest’s invitation, with the deadline and a neutral greeting', async () => {
    rsvpApi(page())
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })).toBeInTheDocument()
    expect(screen.getByText('Você recebeu um convite')).toBeInTheDocument()
    expect(screen.getByText(/convidam você para o casamento/)).toHaveTextContent('Ana e Bruno convidam você para o casamento.')
    expect(screen.getByText('15/05/2027')).toBeInTheDocument()
    expect(screen.getByText('Confirme até 30/04/2027')).toBeInTheDocument()
    expect(within(person('Davi Lima')).getByText('Criança de 0 a 5 anos')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Adicionar à agenda' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apple, Outlook (.ics)' })).toHaveAttribute('href', '/api/public/rsvp/tok-bruno/agenda.ics')
  })

  it('sends one answer per person, with a restriction and a message, and thanks the family', async () => {
    const api = rsvpApi(page())
    const { user } = renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })

    await user.click(within(person('Bruno Lima')).getByRole('button', { name: 'Confirmar presença' }))
    await user.click(within(person('Carla Lima')).getByRole('button', { name: 'Confirmar presença' }))
    await user.type(within(person('Carla Lima')).getByLabelText('Restrição alimentar'), '  Vegetariana ')
    await user.click(within(person('Davi Lima')).getByRole('button', { name: 'Não poderei ir' }))
    expect(within(person('Davi Lima')).getByRole('button', { name: 'Não poderei ir' })).toHaveAttribute('aria-pressed', 'true')
    await user.type(screen.getByLabelText('Mensagem para os noivos'), 'Estaremos lá!')
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }))

    expect(await screen.findByText('Presença confirmada! Obrigado.')).toBeInTheDocument()
    const posts = api.callsTo('POST', '/api/public/rsvp/tok-bruno')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual({
      pessoas: [
        { id: 'p1', status_confirmacao: 'confirmado', restricao_alimentar: null },
        { id: 'p2', status_confirmacao: 'confirmado', restricao_alimentar: 'Vegetariana' },
        { id: 'p3', status_confirmacao: 'recusado', restricao_alimentar: null },
      ],
      mensagem: 'Estaremos lá!',
    })
  })

  it('asks for an answer for every person before sending anything', async () => {
    const api = rsvpApi(page())
    const { user } = renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })
    await user.click(within(person('Bruno Lima')).getByRole('button', { name: 'Confirmar presença' }))
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha uma resposta para cada pessoa.')
    expect(api.callsTo('POST', '/api/public/rsvp/tok-bruno')).toHaveLength(0)
  })

  it("says 'Que pena!' when nobody of the family can come", async () => {
    rsvpApi(page({ pessoas: [page().pessoas[0]!], acompanhante_sem_nome: true }))
    const { user } = renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })
    expect(screen.getByText('Seu acompanhante segue a sua resposta.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Não poderei ir' }))
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }))
    expect(await screen.findByText('Que pena! Sua resposta foi registrada.')).toBeInTheDocument()
    expect(screen.queryByText('Presença confirmada! Obrigado.')).not.toBeInTheDocument()
  })

  it('shows an earlier answer, which the guest may change until the deadline', async () => {
    const answered = page({
      pessoas: page().pessoas.map((p) =>
        p.id === 'p2' ? { ...p, status_confirmacao: 'confirmado', restricao_alimentar: 'Sem glúten' } : { ...p, status_confirmacao: 'confirmado' },
      ),
      mensagem: 'Até lá!',
      respondido_em: '2026-11-20T10:00:00Z',
    })
    rsvpApi(answered)
    renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })
    expect(within(person('Carla Lima')).getByRole('button', { name: 'Confirmar presença' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(person('Carla Lima')).getByLabelText('Restrição alimentar')).toHaveValue('Sem glúten')
    expect(screen.getByLabelText('Mensagem para os noivos')).toHaveValue('Até lá!')
    expect(screen.getByText('Você já respondeu; pode mudar a resposta até o prazo.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeEnabled()
  })

  it('after the deadline shows the answer read-only and cannot send', async () => {
    rsvpApi(page({ aberto: false, prazo: '2026-11-01' }))
    renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'O prazo para responder terminou em 01/11/2026. Para mudar sua resposta, fale com os noivos.',
    )
    expect(screen.queryByText('Confirme até 01/11/2026')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar resposta' })).not.toBeInTheDocument()
    for (const name of ['Bruno Lima', 'Carla Lima', 'Davi Lima']) {
      expect(within(person(name)).getByRole('button', { name: 'Confirmar presença' })).toBeDisabled()
      expect(within(person(name)).getByLabelText('Restrição alimentar')).toBeDisabled()
    }
  })

  it("shows the server's message when the answer is refused, and keeps the choices", async () => {
    rsvpApi(page({ pessoas: [page().pessoas[0]!] }), () => ({
      status: 409,
      body: { error: { code: 'rsvp_closed', message: 'O prazo para responder terminou.' } },
    }))
    const { user } = renderPage()
    await screen.findByRole('heading', { name: 'Olá, Bruno Lima!' })
    await user.click(screen.getByRole('button', { name: 'Confirmar presença' }))
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('O prazo para responder terminou.')
    expect(screen.queryByText('Presença confirmada! Obrigado.')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirmar presença' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says the invitation was not found for an unknown or revoked link', async () => {
    rsvpApi(page())
    renderPage('tok-antigo')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Convite não encontrado' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('peça um novo link aos noivos')
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Carregando convite' })).not.toBeInTheDocument())
  })
})

describe('RsvpGuestPage with its first read made (rsvp-main.tsx reads before it renders)', () => {
  it('shows the invitation at once, with no spinner and no second read', async () => {
    const api = rsvpApi(page())
    const initial = await readRsvp('tok-bruno')
    expect(api.callsTo('GET', '/api/public/rsvp/tok-bruno')).toHaveLength(1)

    render(<RsvpGuestPage token="tok-bruno" initial={initial} />)
    // The first render is the invitation: what the server painted is replaced by the same.
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Bruno Lima!' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Carregando convite' })).not.toBeInTheDocument()
    // Effects have run (the form is there) and read nothing more.
    await act(async () => {})
    expect(screen.getByRole('form', { name: 'Sua resposta' })).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/public/rsvp/tok-bruno')).toHaveLength(1)
  })

  it('shows why the link did not open, from the read it was given', async () => {
    rsvpApi(page())
    const initial = await readRsvp('tok-outro')
    expect(initial.error?.status).toBe(404)
    render(<RsvpGuestPage token="tok-outro" initial={initial} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Convite não encontrado' })).toBeInTheDocument()
  })
})
