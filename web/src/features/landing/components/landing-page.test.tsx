import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, plansOk, sessionBody, siteBody, siteUnset, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

beforeEach(() => {
  window.localStorage.clear()
})

function offerOpen(placesLeft: number): MockResponse {
  return { status: 200, body: { active: true, percent_off: 50, months: 3, places: 100, places_left: placesLeft, eligible: true } }
}

const landingEmpty: MockResponse = { status: 200, body: { couples_at_least: null, testimonials: [] } }

async function openLanding(path = '/') {
  const rendered = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  // The sections below the hero mount in a later task than the hero (LandingPage): wait for them.
  await waitFor(() => expect(screen.getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false'))
  return rendered
}

function planCard(name: string) {
  return screen.getByRole('article', { name })
}

describe('landing page', () => {
  it('has the sections in the spec order, with their anchors', async () => {
    const api = mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': offerOpen(37),
      'GET /api/landing': landingEmpty,
      'GET /api/site': { status: 200, body: siteBody() },
    })
    const { container } = await openLanding()
    expect(await screen.findByRole('heading', { name: '50% OFF para os 100 primeiros casais' })).toBeInTheDocument()

    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id)
    expect(ids).toEqual(['video', 'funcionalidades', 'depoimentos', 'planos', 'faq', 'oferta'])
    expect(screen.getByRole('link', { name: 'Ver Como Funciona' })).toHaveAttribute('href', '/#video')
    const heroStart = screen.getAllByRole('link', { name: 'Começar agora' })
    expect(heroStart.length).toBeGreaterThanOrEqual(2)
    for (const link of heroStart) expect(link).toHaveAttribute('href', '/#planos')

    const features = within(container.querySelector('#funcionalidades')!).getAllByRole('listitem')
    expect(features).toHaveLength(6)
    // No testimonials file: the app's strengths, no invented people or numbers.
    expect(container.querySelectorAll('#depoimentos figure')).toHaveLength(0)
    expect(within(screen.getByRole('list', { name: 'O que o Aceito faz' })).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByText(/Mais de .* casais/)).not.toBeInTheDocument()
    expect(screen.queryByText(/mais de R\$ 7 mil/)).not.toBeInTheDocument()
    // Only claims the code backs: the trial, cancellation, and support because a channel is set.
    const trust = screen.getByRole('list', { name: 'Por que confiar no Aceito' })
    expect(within(trust).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Teste grátis por 14 dias, sem cartão',
      'Cancele a qualquer momento',
      'Suporte dedicado',
    ])
    expect(screen.queryByText(/horas/)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cancele a qualquer momento' })).toBeInTheDocument()
    expect(screen.getByText(/nosso suporte dedicado ajuda/)).toBeInTheDocument()
    // The discounted price of the cheapest plan (R$ 15,90 at 50 %), and what happens after.
    expect(await screen.findByText('R$ 7,95/mês')).toBeInTheDocument()
    expect(screen.getByText(/depois dos 3 primeiros meses, vale o preço normal do plano/)).toBeInTheDocument()
    expect(screen.queryByText(/o preço sobe/)).not.toBeInTheDocument()
    // #depoimentos shows strengths, and every link to it says so.
    expect(screen.getByRole('heading', { name: 'Menos planilhas, mais tempo para vocês' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Depoimentos' })).not.toBeInTheDocument()
    const anchorLinks = screen.getAllByRole('link', { name: 'Por que o Aceito' })
    expect(anchorLinks.length).toBeGreaterThanOrEqual(2) // top bar and footer
    for (const link of anchorLinks) expect(link).toHaveAttribute('href', '/#depoimentos')
    expect(screen.getByRole('link', { name: /50% OFF para os 100 primeiros casais/ })).toHaveAttribute('href', '/#oferta')
    expect(screen.getByTestId('offer-places-left')).toHaveTextContent('Restam 37 vagas')
    expect(screen.getByTestId('offer-section-places-left')).toHaveTextContent('Restam 37 vagas · 50% de desconto nos 3 primeiros meses')
    expect(screen.getByRole('link', { name: 'Assine Agora 50% OFF' })).toHaveAttribute('href', '/auth')
    // The hero's read of the offer serves the sections that mount after it (issue 16).
    expect(api.callsTo('GET', '/api/offer')).toHaveLength(1)

    const footer = screen.getByRole('contentinfo')
    const entrar = within(footer).getByRole('link', { name: 'Entrar' })
    expect(entrar).toHaveAttribute('href', '/auth')
    expect(entrar).toHaveAttribute('id', 'entrar')
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade')
    expect(within(footer).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos')
    // No link leads nowhere.
    for (const link of within(footer).getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#')
  })

  it('claims no support when the operator configured no support channel', async () => {
    mockApi({ 'GET /api/plans': plansOk, 'GET /api/landing': landingEmpty, 'GET /api/site': siteUnset })
    await openLanding()
    const trust = await screen.findByRole('list', { name: 'Por que confiar no Aceito' })
    expect(within(trust).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Teste grátis por 14 dias, sem cartão',
      'Cancele a qualquer momento',
    ])
    expect(screen.queryByText(/[Ss]uporte dedicado/)).not.toBeInTheDocument()
    expect(screen.getByText(/é só cancelar\.$/)).toBeInTheDocument()
  })

  it('speaks plainly when the offer is closed or off', async () => {
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': { status: 200, body: { active: false, percent_off: 50, months: 3, places: 100, places_left: 0, eligible: true } },
      'GET /api/landing': landingEmpty,
    })
    await openLanding()

    expect(await screen.findByRole('heading', { name: 'Todo o casamento organizado em um só lugar' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Assine Agora' })).toHaveAttribute('href', '/auth')
    expect(await screen.findByText('R$ 15,90/mês')).toBeInTheDocument()
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument()
    expect(screen.queryByText(/vagas?$/)).not.toBeInTheDocument()
    expect(screen.queryByText(/condição de lançamento/)).not.toBeInTheDocument()
  })

  it('shows the real couples count and the operator\'s testimonials, and "Resta 1 vaga"', async () => {
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': offerOpen(1),
      'GET /api/landing': {
        status: 200,
        body: {
          couples_at_least: 3500,
          testimonials: [
            { couple: 'Camila & Rafael', city: 'Recife, PE', quote: 'Os lembretes salvaram a nossa sanidade.' },
            { couple: 'Ana & Bia', city: '', quote: 'Tudo num lugar só.' },
          ],
        },
      },
    })
    const { container } = await openLanding()

    const figures = await waitFor(() => {
      const found = container.querySelectorAll('#depoimentos figure')
      expect(found).toHaveLength(2)
      return found
    })
    expect(within(figures[0] as HTMLElement).getByText('Camila & Rafael')).toBeInTheDocument()
    expect(within(figures[0] as HTMLElement).getByText('Recife, PE')).toBeInTheDocument()
    expect(within(figures[0] as HTMLElement).getByText('CR')).toBeInTheDocument()
    expect(within(figures[1] as HTMLElement).getByText('“Tudo num lugar só.”')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Casais que disseram “sim” ao Aceito' })).toBeInTheDocument()
    expect(screen.getAllByText('Mais de 3.500 casais')).toHaveLength(2) // hero and trust badges
    // With testimonials, the anchor is named after them.
    for (const link of screen.getAllByRole('link', { name: 'Depoimentos' })) expect(link).toHaveAttribute('href', '/#depoimentos')
    expect(screen.queryByRole('link', { name: 'Por que o Aceito' })).not.toBeInTheDocument()
    expect(screen.getByTestId('offer-places-left')).toHaveTextContent('Resta 1 vaga')
  })

  it('opens the mobile menu with the anchors, "Entrar" and "Começar agora"', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const { user, router } = await openLanding()

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Como funciona', '/#video'],
      ['Funcionalidades', '/#funcionalidades'],
      ['Por que o Aceito', '/#depoimentos'],
      ['Planos', '/#planos'],
      ['Perguntas frequentes', '/#faq'],
      ['Entrar', '/auth'],
      ['Começar agora', '/#planos'],
    ])
    await user.click(within(menu).getByRole('link', { name: 'Começar agora' }))
    await waitFor(() => expect(menu).not.toBeInTheDocument())
    // The navigation waits for the drawer to close (its scroll lock would stop the anchor scroll).
    await waitFor(() => expect(router.state.location.hash).toBe('#planos'))
  })

  it('scrolls to the #hash once the page has rendered (e.g. /#planos from the app)', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const scrolled: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id)
    })
    await openLanding('/#planos')
    await waitFor(() => expect(scrolled).toContain('planos'))
  })

  it('lets several FAQ items be open at once', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const { user, container } = await openLanding()

    const items = [...container.querySelectorAll<HTMLDetailsElement>('#faq details')]
    expect(items).toHaveLength(4)
    await user.click(screen.getByText('Posso cancelar quando quiser?'))
    await user.click(screen.getByText('Funciona no celular?'))
    expect(items.map((item) => item.open)).toEqual([true, true, false, false])
    await user.click(screen.getByText('Posso cancelar quando quiser?'))
    expect(items.map((item) => item.open)).toEqual([false, true, false, false])
  })

  it('switches the product tour screens, advances by itself and can be paused', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const { user } = await openLanding()

    const tabs = screen.getByRole('tablist', { name: 'Telas da demonstração' })
    expect(within(tabs).getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Checklist' })).toBeInTheDocument()

    // Each screen's progress bar ends → the next screen.
    fireEvent.animationEnd(screen.getByTestId('tour-progress'))
    expect(within(tabs).getByRole('tab', { name: 'Convidados' })).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('button', { name: 'Pausar demonstração' }))
    expect(screen.queryByTestId('tour-progress')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reproduzir demonstração' }))
    expect(screen.getByTestId('tour-progress')).toBeInTheDocument()

    // A screen chosen by hand stays on.
    await user.click(within(tabs).getByRole('tab', { name: 'Orçamento' }))
    expect(screen.getByRole('tabpanel', { name: 'Orçamento' })).toBeInTheDocument()
    expect(screen.queryByTestId('tour-progress')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reproduzir demonstração' })).toBeInTheDocument()
  })

  it('plays the product tour only while it is on screen', async () => {
    const observers: { report: (isIntersecting: boolean) => void; target: Element | null }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private entry: { report: (isIntersecting: boolean) => void; target: Element | null }
        constructor(callback: IntersectionObserverCallback) {
          this.entry = {
            target: null,
            report: (isIntersecting) =>
              callback([{ isIntersecting, target: this.entry.target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
          }
          observers.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {
          this.entry.target = null
        }
      },
    )
    mockApi({ 'GET /api/plans': plansOk })
    await openLanding()
    const tour = observers.find((o) => o.target?.querySelector('[role="tablist"]'))
    expect(tour, "an observer on the tour").toBeDefined()
    const playState = () => screen.getByTestId('tour-progress').style.animationPlayState

    // Off screen until the observer says otherwise: its progress bar stands still.
    expect(playState()).toBe('paused')
    act(() => tour!.report(true))
    expect(playState()).toBe('running')
    act(() => tour!.report(false))
    expect(playState()).toBe('paused')
  })

  it("moves through the tour's tabs with the keyboard, one tab in the page's tab order", async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const { user } = await openLanding()

    const tabs = within(screen.getByRole('tablist', { name: 'Telas da demonstração' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Checklist', 'Convidados', 'Orçamento', 'Presentes'])
    // Only the chosen tab is reached with Tab; each tab names the panel it shows.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
    const panel = screen.getByRole('tabpanel', { name: 'Checklist' })
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id)
    expect(panel).toHaveAttribute('tabindex', '0')
    // The other screens are not rendered until chosen.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)

    tabs[0]!.focus()
    const selected = () => tabs.map((tab) => tab.getAttribute('aria-selected'))
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(selected()).toEqual(['false', 'true', 'false', 'false'])
    expect(screen.getByRole('tabpanel', { name: 'Convidados' })).toBeInTheDocument()
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1])
    // Chosen by hand: the tour stops playing by itself.
    expect(screen.queryByTestId('tour-progress')).not.toBeInTheDocument()

    await user.keyboard('{End}')
    expect(tabs[3]).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(tabs[3]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveFocus()
    expect(selected()).toEqual(['true', 'false', 'false', 'false'])
    // Up and down do nothing in a row of tabs; neither does an arrow with a modifier.
    await user.keyboard('{ArrowDown}{ArrowUp}{Shift>}{ArrowRight}{/Shift}')
    expect(tabs[0]).toHaveFocus()
    expect(selected()).toEqual(['true', 'false', 'false', 'false'])

    // Tab leaves the row for the play button (the panel comes before the row).
    await user.tab()
    expect(screen.getByRole('button', { name: 'Reproduzir demonstração' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(tabs[0]).toHaveFocus()
  })

  it('does not play the tour by itself when the visitor prefers reduced motion', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    )
    await openLanding()
    expect(screen.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByTestId('tour-progress')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /demonstração/ })).not.toBeInTheDocument()
  })
})

describe('plan picker', () => {
  it('shows a skeleton, then the three plans from the API with formatted prices', async () => {
    let answer: (response: MockResponse) => void = () => undefined
    const api = mockApi({ 'GET /api/plans': () => new Promise((resolve) => (answer = resolve)) })
    await openLanding()

    expect(screen.getByRole('status', { name: 'Carregando planos...' })).toBeInTheDocument()
    // The read starts in an effect, which React may run after the skeleton is on screen.
    await waitFor(() => expect(api.callsTo('GET', '/api/plans')).toHaveLength(1))
    act(() => answer(plansOk))

    const essencial = await screen.findByRole('article', { name: 'Essencial' })
    const premium = planCard('Premium')
    const luxo = planCard('Luxo')
    expect(within(essencial).getByText('R$ 15,90')).toBeInTheDocument()
    expect(within(premium).getByText('R$ 29,90')).toBeInTheDocument()
    expect(within(luxo).getByText('R$ 49,90')).toBeInTheDocument()
    for (const card of [essencial, premium, luxo]) {
      expect(within(card).getByText('/mês')).toBeInTheDocument()
      expect(within(card).getByText('Sem taxa de adesão')).toBeInTheDocument()
    }
    expect(within(premium).getByText('Mais popular')).toBeInTheDocument()
    expect(within(essencial).queryByText('Mais popular')).not.toBeInTheDocument()
    expect(within(luxo).queryByText('Mais popular')).not.toBeInTheDocument()
    expect(within(essencial).getByText('Até 50 convidados')).toBeInTheDocument()
    expect(within(luxo).getByText('Convidados ilimitados')).toBeInTheDocument()
    expect(within(premium).getByText('Tudo para planejar sem estresse.')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Escolher / }).map((button) => button.textContent)).toEqual([
      'Escolher Essencial',
      'Escolher Premium',
      'Escolher Luxo',
    ])
  })

  it('shows an error with a retry button when the plans fail to load', async () => {
    let answer: MockResponse = { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } }
    mockApi({ 'GET /api/plans': () => answer })
    const { user } = await openLanding()

    expect(await screen.findByText('Não foi possível carregar os planos.')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Premium' })).not.toBeInTheDocument()
    answer = plansOk
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument()
  })

  it('asks for the e-mail: blank after trimming gives the "Email obrigatório" toast and saves nothing', async () => {
    const api = mockApi({ 'GET /api/plans': plansOk, 'POST /api/pre-checkout': { status: 204 } })
    const { user, router } = await openLanding()

    await user.click(await screen.findByRole('button', { name: 'Escolher Premium' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    // The heading takes the focus in an effect after the form's first render.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Premium' })).toHaveFocus())
    const form = screen.getByRole('form', { name: 'Dados para assinatura' })
    await user.type(within(form).getByLabelText('E-mail'), '   ')
    await user.click(within(form).getByRole('button', { name: 'Continuar para o pagamento' }))

    expect(await screen.findByText('Email obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Por favor, preencha seu email.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/pre-checkout')).toHaveLength(0)
    expect(window.localStorage.getItem('checkout_email')).toBeNull()
    expect(router.state.location.pathname).toBe('/')

    await user.click(screen.getByRole('button', { name: 'Voltar' }))
    const choose = await screen.findByRole('button', { name: 'Escolher Premium' })
    await waitFor(() => expect(choose).toHaveFocus())
  })

  it('refuses a malformed e-mail under the field', async () => {
    const api = mockApi({ 'GET /api/plans': plansOk, 'POST /api/pre-checkout': { status: 204 } })
    const { user } = await openLanding()

    await user.click(await screen.findByRole('button', { name: 'Escolher Luxo' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    await user.type(screen.getByLabelText('E-mail'), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }))
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST', '/api/pre-checkout')).toHaveLength(0)
  })

  it('e-mails a visitor the link to payment and says so, whoever owns the address', async () => {
    let release: () => void = () => undefined
    const api = mockApi({
      'GET /api/plans': plansOk,
      'POST /api/pre-checkout': () =>
        new Promise((resolve) => (release = () => resolve({ status: 202, body: { email: 'ana@example.com' } }))),
    })
    const { user, router } = await openLanding()

    await user.click(await screen.findByRole('button', { name: 'Escolher Premium' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    await user.type(screen.getByLabelText('E-mail'), '  ana@example.com ')
    const submit = screen.getByRole('button', { name: 'Continuar para o pagamento' })
    await user.click(submit)

    await waitFor(() => expect(submit).toBeDisabled())
    expect(api.callsTo('POST', '/api/pre-checkout')[0]?.body).toEqual({ email: 'ana@example.com', plan_type: 'premium' })
    release()

    expect(await screen.findByTestId('pay-link-sent')).toHaveTextContent('Enviamos um link para ana@example.com')
    expect(router.state.location.pathname).toBe('/')
    expect(window.localStorage.getItem('checkout_email')).toBe('ana@example.com')
  })

  it('says when the link cannot be sent, and stays', async () => {
    mockApi({
      'GET /api/plans': plansOk,
      'POST /api/pre-checkout': {
        status: 429,
        body: { error: { code: 'too_many_attempts', message: 'Muitas tentativas. Tente novamente em 1 hora.' } },
      },
    })
    const { user, router } = await openLanding()

    await user.click(await screen.findByRole('button', { name: 'Escolher Essencial' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    await user.type(screen.getByLabelText('E-mail'), 'bia@example.com')
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }))

    expect(await screen.findByText('Não foi possível enviar o link')).toBeInTheDocument()
    expect(screen.getByText('Muitas tentativas. Tente novamente em 1 hora.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByTestId('pay-link-sent')).not.toBeInTheDocument()
  })
})

describe('a signed-in couple changing plan', () => {
  it('starts the pre-checkout with the account e-mail', async () => {
    mockApi({ 'GET /api/plans': plansOk, 'GET /api/session': { status: 200, body: sessionBody() } })
    const { user } = renderApp('/')

    await user.click(await screen.findByRole('button', { name: 'Escolher Premium' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    const form = screen.getByRole('form', { name: 'Dados para assinatura' })
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(sessionBody().user.email))
  })

  it('leaves the field to the visitor once chosen, even if the account e-mail arrives after', async () => {
    const sessions: Array<(answer: MockResponse) => void> = []
    mockApi({ 'GET /api/plans': plansOk, 'GET /api/session': () => new Promise<MockResponse>((resolve) => sessions.push(resolve)) })
    const { user } = renderApp('/')

    await user.click(await screen.findByRole('button', { name: 'Escolher Premium' }))
    const form = await screen.findByRole('form', { name: 'Dados para assinatura' })
    const field = within(form).getByLabelText('E-mail')
    await user.click(field)
    await act(async () => sessions.forEach((answer) => answer({ status: 200, body: sessionBody() })))
    await user.type(field, 'ana@example.com')
    expect(field).toHaveValue('ana@example.com')
  })

  it('goes on to /payment (no link to wait for), and only logs a failed save', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = mockApi({
      'GET /api/plans': plansOk,
      'GET /api/session': { status: 200, body: sessionBody() },
      'POST /api/pre-checkout': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } },
    })
    const { user, router } = renderApp('/')

    await user.click(await screen.findByRole('button', { name: 'Escolher Luxo' }))
    await screen.findByRole('form', { name: 'Dados para assinatura' }) // the form's chunk loads on the choice
    const form = screen.getByRole('form', { name: 'Dados para assinatura' })
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(sessionBody().user.email))
    await user.click(within(form).getByRole('button', { name: 'Continuar para o pagamento' }))

    await waitFor(() => expect(router.state.location.search).toBe('?plan=luxo'))
    expect(api.callsTo('POST', '/api/pre-checkout')).toHaveLength(1)
    expect(consoleError).toHaveBeenCalled()
  })
})
