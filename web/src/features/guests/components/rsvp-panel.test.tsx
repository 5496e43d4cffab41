import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { GuestSummary } from '../api/rsvp'
import type { Guest } from '../api/schemas'

function guest(overrides: Partial<Guest> & Pick<Guest, 'id' | 'nome'>): Guest {
  return {
    email: null,
    telefone: null,
    mesa: null,
    acompanhante: false,
    status_confirmacao: 'pendente',
    acompanhantes: [],
    restricao_alimentar: null,
    mensagem: null,
    convite_enviado_em: null,
    respondido_em: null,
    rsvp_url: `https://aceito.com.br/r/tok-${overrides.id}`,
    telefone_e164: null,
    whatsapp: null,
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

const profile = {
  first_name: 'Ana',
  last_name: 'Souza',
  partner_name: 'Bruno',
  wedding_date: '2027-05-15',
  civil_ceremony_date: null,
  religious_ceremony_date: null,
  civil_ceremony_address: null,
  wedding_location: 'Espaço Jardim',
  wedding_address: null,
  phone: null,
  version: 0,
}

const summary: GuestSummary = {
  total_convidados: 4,
  total_pessoas: 7,
  confirmados: 1,
  pessoas_confirmadas: 3,
  por_faixa: { adulto: 2, '0-5': 1, '6-12': 0 },
  restricoes: [
    { restricao: 'Vegetariana', pessoas: 2 },
    { restricao: 'Sem glúten', pessoas: 1 },
  ],
  nao_responderam: 3,
  convites_enviados: 0,
}

const initialGuests = (): Guest[] => [
  guest({ id: 'g1', nome: 'Beatriz Lima', status_confirmacao: 'confirmado' }),
  guest({ id: 'g2', nome: 'Carlos Mendes', telefone: '(11) 98765-4321', whatsapp: '5511987654321' }),
  guest({ id: 'g3', nome: 'Daniela Rocha', email: 'daniela@example.com' }),
  guest({ id: 'g4', nome: 'Eduardo Reis', telefone: '(21) 99876-5432', whatsapp: '5521998765432' }),
]

/** A stateful fake of what the Confirmações tab reads and writes. */
function rsvpApi(overrides: Record<string, MockResponse | MockHandler> = {}) {
  let guests = initialGuests()
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/profile': { status: 200, body: profile },
    'GET /api/guests': () => ({ status: 200, body: { guests } }),
    'GET /api/guests/summary': { status: 200, body: summary },
    'GET /api/rsvp-settings': { status: 200, body: { prazo: '2027-04-30' } },
    'POST /api/guests/:id/sent': ({ params }) => {
      guests = guests.map((g) => (g.id === params.id ? { ...g, convite_enviado_em: '2026-11-23T10:00:00Z' } : g))
      return { status: 200, body: guests.find((g) => g.id === params.id) }
    },
    ...overrides,
  })
}

// The send links open WhatsApp or the e-mail app in a new tab; jsdom cannot navigate, so the
// default action stops here while React's onClick (which records 'Convite enviado') still runs.
const stopNavigation = (e: MouseEvent) => {
  if (e.target instanceof Element && e.target.closest('a[href]')) e.preventDefault()
}
// The page's lazy modules, loaded (and transformed by Vite) once before the tests, so no test's
// waits pay for it: on a loaded 2-core machine that alone takes longer than they wait.
beforeAll(async () => {
  await Promise.all([
    import('@/features/shell/components/app-shell'),
    import('./guests-page'),
    import('./rsvp-panel'),
  ])
}, 120_000)
beforeEach(() => document.addEventListener('click', stopNavigation))
afterEach(() => document.removeEventListener('click', stopNavigation))

async function openTab() {
  const rendered = renderApp('/app/guests')
  await screen.findByText('Beatriz Lima')
  await rendered.user.click(screen.getByRole('tab', { name: /Confirmações/ }))
  await screen.findByRole('list', { name: 'Não responderam' })
  return rendered
}

/** The number under one label of 'Pessoas confirmadas por faixa'. */
function count(label: string) {
  const bands = document.querySelector<HTMLElement>('dl[aria-label="Pessoas confirmadas por faixa"]')
  if (!bands) throw new Error('the counts by band are not on screen')
  return within(bands).getByText(label, { selector: 'dt' }).nextElementSibling
}

// Whole-app renders with many role queries: on a 2-core machine shared with e2e runs, the
// first of them has taken 19 s of the config's 20 s.
describe("the couple's Confirmações tab", { timeout: 60_000 }, () => {
  it('shows confirmed people by band, the restrictions and who has not answered', async () => {
    rsvpApi()
    await openTab()

    await screen.findByText('Crianças de 0 a 5 anos')
    expect(count('Adultos')).toHaveTextContent('2')
    expect(count('Crianças de 0 a 5 anos')).toHaveTextContent('1')
    expect(count('Crianças de 6 a 12 anos')).toHaveTextContent('0')
    expect(count('Não responderam')).toHaveTextContent('3')
    const restrictions = screen.getByRole('list', { name: 'Restrições alimentares' })
    expect(within(restrictions).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Vegetariana: 2',
      'Sem glúten: 1',
    ])

    const pending = screen.getByRole('list', { name: 'Não responderam' })
    expect(within(pending).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Carlos Mendes',
      'Daniela Rocha',
      'Eduardo Reis',
    ])
    expect(within(pending).queryByText('Beatriz Lima')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lista para o buffet' })).toHaveAttribute('href', '/api/guests/buffet.csv')
  })

  it('says so when nobody is left to answer', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/profile': { status: 200, body: profile },
      'GET /api/guests': { status: 200, body: { guests: [guest({ id: 'g1', nome: 'Beatriz Lima', status_confirmacao: 'confirmado' })] } },
      'GET /api/guests/summary': { status: 200, body: { ...summary, nao_responderam: 0, restricoes: [] } },
      'GET /api/rsvp-settings': { status: 200, body: { prazo: null } },
    })
    const { user } = renderApp('/app/guests')
    await screen.findByText('Beatriz Lima')
    await user.click(screen.getByRole('tab', { name: /Confirmações/ }))
    expect(await screen.findByText('Todos os convidados já responderam.')).toBeInTheDocument()
    expect(await screen.findByText('Nenhuma restrição entre os confirmados.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Enviar para pendentes' })).not.toBeInTheDocument()
  })

  it("'Enviar para pendentes' steps through the pending guests, one tap each, by WhatsApp or e-mail", async () => {
    const api = rsvpApi()
    const { user } = await openTab()

    await user.click(screen.getByRole('button', { name: 'Enviar para pendentes' }))
    const step = screen.getByRole('region', { name: 'Enviar para pendentes' })
    expect(step).toHaveTextContent('1 de 3')
    expect(step).toHaveTextContent('Carlos Mendes')

    // 1: WhatsApp to Carlos's number, with the invitation, the deadline and his personal link.
    const whatsapp = within(step).getByRole('link', { name: 'Enviar pelo WhatsApp: Carlos Mendes' })
    const href = whatsapp.getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/5511987654321?text=')).toBe(true)
    const text = decodeURIComponent(href.slice(href.indexOf('?text=') + 6))
    expect(text).toContain('Confirme até 30/04/2027: https://aceito.com.br/r/tok-g2')
    expect(whatsapp).toHaveAttribute('target', '_blank')
    await user.click(whatsapp)
    await waitFor(() => expect(api.callsTo('POST', '/api/guests/g2/sent')).toHaveLength(1))

    // 2: Daniela has an e-mail and no phone, so the step offers e-mail; skipping sends nothing.
    expect(step).toHaveTextContent('2 de 3')
    const mail = within(step).getByRole('link', { name: 'Enviar por e-mail: Daniela Rocha' })
    expect(mail.getAttribute('href')).toMatch(/^mailto:daniela%40example\.com\?subject=/)
    await user.click(within(step).getByRole('button', { name: 'Pular' }))
    expect(api.callsTo('POST', '/api/guests/g3/sent')).toHaveLength(0)

    // 3: Eduardo, then the end of the queue.
    expect(step).toHaveTextContent('3 de 3')
    await user.click(within(step).getByRole('link', { name: 'Enviar pelo WhatsApp: Eduardo Reis' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/guests/g4/sent')).toHaveLength(1))
    expect(await screen.findByText('Pronto! Você passou por todos os pendentes.')).toBeInTheDocument()

    // The list shows 'Convite enviado' for the two who were sent, not for the skipped one.
    const pending = screen.getByRole('list', { name: 'Não responderam' })
    const row = (name: string) => within(pending).getByText(name).closest('li') as HTMLElement
    await waitFor(() => expect(within(row('Carlos Mendes')).getByText('Convite enviado')).toBeInTheDocument())
    expect(within(row('Eduardo Reis')).getByText('Convite enviado')).toBeInTheDocument()
    expect(within(row('Daniela Rocha')).queryByText('Convite enviado')).not.toBeInTheDocument()
  })

  it("'Parar' ends the step-through without sending", async () => {
    const api = rsvpApi()
    const { user } = await openTab()
    await user.click(screen.getByRole('button', { name: 'Enviar para pendentes' }))
    await user.click(within(screen.getByRole('region', { name: 'Enviar para pendentes' })).getByRole('button', { name: 'Parar' }))
    expect(screen.queryByRole('region', { name: 'Enviar para pendentes' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar para pendentes' })).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'POST' && c.path !== '/api/presence')).toHaveLength(0)
  })
})
