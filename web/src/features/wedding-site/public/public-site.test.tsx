import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, type MockHandler, type MockResponse } from '@/test/mock-api'
import { PublicSite } from './public-site'
import { readSite } from './site-api'

const site = (overrides: Record<string, unknown> = {}) => ({
  slug: 'ana-e-bruno',
  nomes: 'Ana & Bruno',
  data: '2027-05-15',
  historia: 'Nos conhecemos na faculdade.',
  cerimonia: { local: 'Igreja Matriz', endereco: 'Praça Central, 1', horario: '16:00', maps_url: 'https://www.google.com/maps/search/?api=1&query=Pra%C3%A7a+Central%2C+1' },
  festa: null,
  traje: 'Esporte fino',
  dicas: null,
  presentes: [
    { id: 'gift-1', nome: 'Jogo de panelas', descricao: null, valor_cents: 45000, cotas: 1, cotas_livres: 1, valor_cota_cents: null },
    { id: 'gift-2', nome: 'Lua de mel', descricao: 'Uma semana em Lisboa', valor_cents: 150000, cotas: 10, cotas_livres: 7, valor_cota_cents: 15000 },
  ],
  ...overrides,
})

const pix = {
  gift_id: 'gift-2',
  cota: 4,
  cotas: 10,
  valor_cents: 15000,
  txid: 'ACEITOGIFT2COTA4',
  payload: '00020126360014br.gov.bcb.pix0114+55119876543215204000053039865406150.005802BR6304ABCD',
  qr: 'data:image/png;base64,iVBORw0KGgo=',
}

const base = '/api/public/sites/ana-e-bruno'

function siteApi(routes: Record<string, MockResponse | MockHandler> = {}) {
  return mockApi({ [`GET ${base}`]: { status: 200, body: site() }, ...routes })
}

function renderSite() {
  const user = userEvent.setup()
  render(<PublicSite slug="ana-e-bruno" />)
  return { user }
}

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.useRealTimers())

describe('the public wedding site', () => {
  it('shows the names, the date with a countdown, the places and the gifts', async () => {
    // Only Date is faked: Testing Library's waits still use real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 4, 5, 12, 0) })
    siteApi()
    renderSite()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Bruno' })).toBeInTheDocument()
    expect(screen.getByText('15/05/2027')).toBeInTheDocument()
    expect(screen.getByTestId('countdown')).toHaveTextContent('Faltam 10 dias')
    expect(screen.getByText('Nos conhecemos na faculdade.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', site().cerimonia.maps_url)
    expect(screen.getByText('Esporte fino')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Ana & Bruno · Casamento'))

    const gifts = within(screen.getByRole('list', { name: 'Presentes' })).getAllByTestId('site-gift')
    expect(gifts).toHaveLength(2)
    expect(gifts[0]).toHaveTextContent('Jogo de panelas')
    expect(gifts[0]).toHaveTextContent('R$ 450,00')
    expect(within(gifts[0]!).getByRole('button', { name: 'Presentear' })).toBeInTheDocument()
    expect(gifts[1]).toHaveTextContent('10 cotas de R$ 150,00')
    expect(gifts[1]).toHaveTextContent('7 disponíveis')
    expect(within(gifts[1]!).getByRole('button', { name: 'Presentear uma cota' })).toBeInTheDocument()
  })

  it.each([
    [new Date(2027, 4, 14, 23, 59), 'É amanhã!'],
    [new Date(2027, 4, 15, 0, 1), 'É hoje!'],
    [new Date(2027, 4, 16, 8, 0), 'Já dissemos sim!'],
  ])('counts down in the guest’s own calendar (%s → %s)', async (now, text) => {
    vi.useFakeTimers({ toFake: ['Date'], now })
    siteApi()
    renderSite()
    expect(await screen.findByTestId('countdown')).toHaveTextContent(text)
  })

  it('has no gift list when the couple publishes none', async () => {
    siteApi({ [`GET ${base}`]: { status: 200, body: site({ presentes: null }) } })
    renderSite()
    await screen.findByRole('heading', { level: 1, name: 'Ana & Bruno' })
    expect(screen.queryByRole('heading', { name: 'Lista de presentes' })).not.toBeInTheDocument()
  })

  it('says so when every gift was given', async () => {
    siteApi({ [`GET ${base}`]: { status: 200, body: site({ presentes: [] }) } })
    renderSite()
    expect(await screen.findByRole('heading', { name: 'Lista de presentes' })).toBeInTheDocument()
    expect(screen.getByText('Todos os presentes já foram escolhidos. Agradecemos o carinho!')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Presentes' })).not.toBeInTheDocument()
  })

  it("shows the PIX of one cota and sends 'Já fiz o PIX' with the giver's name and message", async () => {
    let remaining = 7
    const api = siteApi({
      [`GET ${base}`]: () => ({ status: 200, body: site({ presentes: [{ ...site().presentes[1], cotas_livres: remaining }] }) }),
      [`GET ${base}/gifts/gift-2/pix`]: { status: 200, body: pix },
      [`POST ${base}/gifts/gift-2/claims`]: () => {
        remaining -= 1
        return { status: 201, body: { cota: 4 } }
      },
    })
    const { user } = renderSite()
    await user.click(await screen.findByRole('button', { name: 'Presentear uma cota' }))

    const panel = await screen.findByTestId('pix-panel')
    expect(panel).toHaveTextContent('Cota 4 de 10')
    expect(panel).toHaveTextContent('PIX de R$ 150,00')
    expect(within(panel).getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute('src', pix.qr)
    expect(within(panel).getByLabelText('PIX copia e cola')).toHaveValue(pix.payload)
    expect(panel).toHaveTextContent('Código da transação: ACEITOGIFT2COTA4')

    // The name is required before anything is sent.
    await user.click(within(panel).getByRole('button', { name: 'Já fiz o PIX' }))
    expect(within(panel).getByRole('alert')).toHaveTextContent('Informe seu nome.')
    expect(api.callsTo('POST', `${base}/gifts/gift-2/claims`)).toHaveLength(0)

    await user.type(within(panel).getByLabelText('Seu nome'), ' Tia Marta ')
    await user.type(within(panel).getByLabelText('Mensagem para os noivos'), 'Boa viagem!')
    await user.click(within(panel).getByRole('button', { name: 'Já fiz o PIX' }))

    expect(await screen.findByText('Agradecemos o presente! Os noivos vão confirmar quando o PIX chegar.')).toBeInTheDocument()
    expect(api.callsTo('POST', `${base}/gifts/gift-2/claims`)[0]?.body).toEqual({ cota: 4, nome: 'Tia Marta', mensagem: 'Boa viagem!' })
    expect(screen.queryByTestId('pix-panel')).not.toBeInTheDocument()
    // The list is read again and shows the cotas left.
    expect(await screen.findByText(/6 disponíveis/)).toBeInTheDocument()
  })

  it('closes the PIX and says so when someone else took the cota first', async () => {
    siteApi({
      [`GET ${base}/gifts/gift-2/pix`]: { status: 200, body: pix },
      [`POST ${base}/gifts/gift-2/claims`]: {
        status: 409,
        body: { error: { code: 'cota_taken', message: 'Esta cota acabou de ser escolhida. Escolha outra.' } },
      },
    })
    const { user } = renderSite()
    await user.click(await screen.findByRole('button', { name: 'Presentear uma cota' }))
    const panel = await screen.findByTestId('pix-panel')
    await user.type(within(panel).getByLabelText('Seu nome'), 'Tia Marta')
    await user.click(within(panel).getByRole('button', { name: 'Já fiz o PIX' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta cota acabou de ser escolhida. Escolha outra.')
    expect(screen.queryByTestId('pix-panel')).not.toBeInTheDocument()
  })

  it('asks for the password of a protected site, says when it is wrong, and remembers the right one', async () => {
    const sent: (string | null)[] = []
    const api = mockApi({ [`GET ${base}`]: { status: 200, body: site() } })
    api.fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const password = (init?.headers as Record<string, string> | undefined)?.['X-Site-Password'] ?? null
      sent.push(password)
      if (password === encodeURIComponent('céu azul')) return Response.json(site())
      const code = password ? 'site_password_wrong' : 'site_password_required'
      return Response.json({ error: { code, message: 'Este site é protegido por senha.' } }, { status: 401 })
    })
    const { user } = renderSite()

    expect(await screen.findByRole('heading', { name: 'Site protegido' })).toBeInTheDocument()
    expect(screen.queryByText('Senha incorreta.')).not.toBeInTheDocument()
    expect(screen.queryByText('Ana & Bruno')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Senha do site'), 'errada')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Senha incorreta.')
    expect(screen.getByLabelText('Senha do site')).toHaveAttribute('aria-invalid', 'true')
    expect(sessionStorage.getItem('aceito-site-senha:ana-e-bruno')).toBeNull()

    await user.clear(screen.getByLabelText('Senha do site'))
    await user.type(screen.getByLabelText('Senha do site'), 'céu azul')
    await user.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & Bruno' })).toBeInTheDocument()
    expect(sent).toEqual([null, 'errada', encodeURIComponent('céu azul')])
    expect(sessionStorage.getItem('aceito-site-senha:ana-e-bruno')).toBe('céu azul')
  })

  it('says the site was not found for an unknown or unpublished slug', async () => {
    mockApi({})
    renderSite()
    expect(await screen.findByRole('heading', { name: 'Site não encontrado' })).toBeInTheDocument()
    expect(screen.getByText('Confira o endereço que os noivos enviaram.')).toBeInTheDocument()
  })
})

describe('the public wedding site with its first read made (site-main.tsx reads before it renders)', () => {
  it('shows the site at once, with no loading state and no second read', async () => {
    const api = siteApi()
    const initial = await readSite('ana-e-bruno')
    expect(api.callsTo('GET', base)).toHaveLength(1)
    render(<PublicSite slug="ana-e-bruno" initial={initial} />)
    // The first render is the site: what the server painted is replaced by the same.
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & Bruno' })).toBeInTheDocument()
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument()
    await act(async () => {})
    expect(screen.getByRole('heading', { level: 2, name: 'Lista de presentes' })).toBeInTheDocument()
    expect(api.callsTo('GET', base)).toHaveLength(1)
  })

  it('reads with the password this tab remembers, and forgets it when it no longer opens the site', async () => {
    const sent: (string | null)[] = []
    const api = siteApi()
    api.fetchMock.mockImplementation(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const password = (init?.headers as Record<string, string> | undefined)?.['X-Site-Password'] ?? null
      sent.push(password)
      if (password === 'certa') return Response.json(site())
      return Response.json({ error: { code: 'site_password_wrong', message: 'Senha incorreta.' } }, { status: 401 })
    })
    sessionStorage.setItem('aceito-site-senha:ana-e-bruno', 'certa')
    expect((await readSite('ana-e-bruno')).site?.nomes).toBe('Ana & Bruno')
    expect(sessionStorage.getItem('aceito-site-senha:ana-e-bruno')).toBe('certa')

    sessionStorage.setItem('aceito-site-senha:ana-e-bruno', 'antiga')
    const stale = await readSite('ana-e-bruno')
    expect(stale.failure?.code).toBe('site_password_wrong')
    expect(sessionStorage.getItem('aceito-site-senha:ana-e-bruno')).toBeNull()
    expect(sent).toEqual(['certa', 'antiga'])
    render(<PublicSite slug="ana-e-bruno" initial={stale} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Site protegido' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Senha incorreta.')
  })
})
