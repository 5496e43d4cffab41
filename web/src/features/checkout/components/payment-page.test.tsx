import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, plansOk, type MockResponse } from '@/test/mock-api'
import { offerResource } from '@/lib/offer'
import { publicPlansResource } from '@/lib/plans'
import { renderApp } from '@/test/render'

beforeEach(() => {
  window.localStorage.clear()
})

// The page's heading comes before the plans do: wait until the placeholder is gone, as a
// person would, or a busy machine finds the card still loading.
async function openPayment(path = '/payment?plan=premium') {
  const rendered = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Carregando plano...' })).toBeNull())
  return rendered
}

describe('checkout /payment', () => {
  it('shows the chosen plan, its price and features, with the e-mail from localStorage', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    mockApi({ 'GET /api/plans': plansOk })
    await openPayment()

    expect(screen.getByRole('heading', { name: 'Finalizar assinatura', level: 1 })).toBeInTheDocument()
    const summary = screen.getByTestId('payment-plan')
    expect(within(summary).getByRole('heading', { name: 'Premium' })).toBeInTheDocument()
    expect(within(summary).getByText('R$ 29,90')).toBeInTheDocument()
    expect(within(summary).getByText('/mês')).toBeInTheDocument()
    expect(within(summary).getByText('Convites digitais personalizados')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com')
    expect(screen.getByRole('button', { name: 'Pagar com cartão' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
    const consent = screen.getByText(/Ao assinar você aceita os/)
    expect(consent).toHaveTextContent('Ao assinar você aceita os Termos e a Política de Privacidade.')
    expect(within(consent).getByRole('link', { name: 'Termos' })).toHaveAttribute('href', '/termos')
    expect(within(consent).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade')
  })

  it('shows the launch discount next to the crossed-out price, and for how long it lasts', async () => {
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': {
        status: 200,
        body: { active: true, percent_off: 50, months: 3, places: 100, places_left: 37, eligible: true },
      },
    })
    await openPayment()

    const summary = screen.getByTestId('payment-plan')
    const price = await within(summary).findByTestId('offer-price')
    expect(within(price).getByLabelText('Preço normal R$ 29,90').tagName).toBe('S')
    expect(within(price).getByText('R$ 14,95')).toBeInTheDocument()
    expect(within(price).getByText('50% OFF nos 3 primeiros meses; depois, R$ 29,90/mês')).toBeInTheDocument()
    expect(within(price).getByText(/Restam 37 vagas/)).toBeInTheDocument()
    expect(screen.getByText('Primeira mensalidade')).toBeInTheDocument()
    expect(screen.getByTestId('payment-total')).toHaveTextContent('R$ 29,90R$ 14,95/mês')
  })

  it('shows the full price when the offer is closed or the couple already paid', async () => {
    for (const offer of [
      { active: false, percent_off: 50, months: 3, places: 100, places_left: 0, eligible: true },
      { active: true, percent_off: 50, months: 3, places: 100, places_left: 12, eligible: false },
    ]) {
      mockApi({ 'GET /api/plans': plansOk, 'GET /api/offer': { status: 200, body: offer } })
      const { unmount } = await openPayment()
      // Loaded, not merely pending: a loading offer also shows the full price.
      await waitFor(() => expect(offerResource.status()).toBe('success'))
      // The answer renders as a transition (lib/resource), a moment after the read is done.
      const summary = await screen.findByTestId('payment-plan')
      expect(within(summary).getByText('R$ 29,90')).toBeInTheDocument()
      expect(screen.queryByTestId('offer-price')).not.toBeInTheDocument()
      expect(screen.queryByText(/OFF/)).not.toBeInTheDocument()
      expect(screen.getByText('Total mensal')).toBeInTheDocument()
      unmount()
    }
  })

  it('keeps the pay button disabled while the e-mail is empty', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    const { user } = await openPayment()

    const pay = screen.getByRole('button', { name: 'Pagar com cartão' })
    expect(screen.getByLabelText('E-mail')).toHaveValue('')
    expect(pay).toBeDisabled()
    await user.type(screen.getByLabelText('E-mail'), '   ')
    expect(pay).toBeDisabled()
    await user.type(screen.getByLabelText('E-mail'), 'bia@example.com')
    expect(pay).toBeEnabled()
  })

  it('shows "Processando..." while starting the checkout, then opens the provider in a new tab', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    let release: () => void = () => undefined
    const api = mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': () =>
        new Promise<MockResponse>((resolve) => {
          release = () => resolve({ status: 200, body: { url: 'https://pagamento.example/sessao/abc' } })
        }),
    })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    const processing = await screen.findByRole('button', { name: 'Processando...' })
    expect(processing).toBeDisabled()
    // A signed-in couple pays with the account's e-mail: none is sent.
    expect(api.callsTo('POST', '/api/checkout')[0]?.body).toEqual({ plan: 'premium' })
    expect(open).not.toHaveBeenCalled()

    release()
    expect(await screen.findByText('Redirecionando para pagamento')).toBeInTheDocument()
    expect(
      screen.getByText('Você será redirecionado para o provedor de pagamento por cartão para completar o pagamento.'),
    ).toBeInTheDocument()
    expect(open).toHaveBeenCalledWith('https://pagamento.example/sessao/abc', '_blank', 'noopener')
    expect(screen.getByRole('button', { name: 'Pagar com cartão' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Abrir página de pagamento' })).toHaveAttribute(
      'href',
      'https://pagamento.example/sessao/abc',
    )
  })

  it('toasts "Erro" / "Erro inesperado. Tente novamente." when the checkout fails', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': { status: 502, body: { error: { code: 'provider_error', message: 'Falha no provedor.' } } },
    })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    expect(await screen.findByText('Erro')).toBeInTheDocument()
    expect(screen.getByText('Erro inesperado. Tente novamente.')).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Pagar com cartão' })).toBeEnabled()
  })

  it('says "Plano não encontrado" when the server does not know the plan', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': { status: 404, body: { error: { code: 'plan_not_found', message: 'Plano não encontrado.' } } },
    })
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    expect(await screen.findByText('Plano não encontrado')).toBeInTheDocument()
  })

  it('shows a rejected e-mail under the field', async () => {
    window.localStorage.setItem('checkout_email', 'ana@')
    mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': { status: 400, body: { error: { code: 'invalid_token', message: 'Link inválido.' } } },
      'POST /api/pre-checkout': {
        status: 422,
        body: { error: { code: 'validation_failed', message: 'Dados inválidos.', fields: { email: 'invalid' } } },
      },
    })
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
  })

  it('e-mails a visitor without a link the link to payment, whoever owns the address', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const api = mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': { status: 400, body: { error: { code: 'invalid_token', message: 'Link inválido.' } } },
      'POST /api/pre-checkout': { status: 202, body: { email: 'ana@example.com' } },
    })
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    const status = await screen.findByTestId('pay-link-sent')
    expect(status).toHaveTextContent('Enviamos um link para ana@example.com')
    expect(api.callsTo('POST', '/api/pre-checkout')[0]?.body).toEqual({ email: 'ana@example.com', plan_type: 'premium' })
    expect(open).not.toHaveBeenCalled()
  })

  it('pays for the e-mail of the link a visitor opened', async () => {
    const api = mockApi({
      'GET /api/plans': plansOk,
      'POST /api/checkout': { status: 200, body: { url: 'https://pagamento.example/sessao/abc' } },
    })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await openPayment('/payment?plan=premium&token=tok123')

    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument()
    expect(screen.getByTestId('pay-link-confirmed')).toHaveTextContent('E-mail confirmado pelo link.')
    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pagamento.example/sessao/abc', '_blank', 'noopener'))
    expect(api.callsTo('POST', '/api/checkout')[0]?.body).toEqual({ plan: 'premium', token: 'tok123' })
  })

  it('never opens a non-http checkout URL', async () => {
    window.localStorage.setItem('checkout_email', 'ana@example.com')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockApi({ 'GET /api/plans': plansOk, 'POST /api/checkout': { status: 200, body: { url: 'javascript:alert(1)' } } })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await openPayment()

    await user.click(screen.getByRole('button', { name: 'Pagar com cartão' }))
    expect(await screen.findByText('Erro inesperado. Tente novamente.')).toBeInTheDocument()
    expect(open).not.toHaveBeenCalled()
  })

  it('shows "Plano não encontrado" with a link home for an unknown plan', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    await openPayment('/payment?plan=master')

    expect(screen.getByRole('heading', { name: 'Plano não encontrado' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button', { name: 'Pagar com cartão' })).not.toBeInTheDocument()
  })

  it('does not open an unknown plan as "Finalizar assinatura" while the plans load', async () => {
    let answerPlans: (response: MockResponse) => void = () => {}
    const plans = new Promise<MockResponse>((resolve) => (answerPlans = resolve))
    mockApi({ 'GET /api/plans': () => plans })
    renderApp('/payment?plan=ouro')

    expect(await screen.findByRole('status', { name: 'Carregando plano...' })).toBeInTheDocument()
    expect(screen.queryByText('Finalizar assinatura')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()

    answerPlans(plansOk)
    expect(await screen.findByRole('heading', { name: 'Plano não encontrado', level: 1 })).toBeInTheDocument()
    expect(screen.queryByText('Finalizar assinatura')).not.toBeInTheDocument()
  })

  it('shows the card at full price when the offer is slow, and the offer once it arrives', async () => {
    let answerOffer: (response: MockResponse) => void = () => {}
    const offer = new Promise<MockResponse>((resolve) => (answerOffer = resolve))
    mockApi({ 'GET /api/plans': plansOk, 'GET /api/offer': () => offer })
    renderApp('/payment?plan=premium')
    await waitFor(() => expect(publicPlansResource.status()).toBe('success'))
    // The plans alone do not show the card at first: the offer's read has a moment to arrive.
    expect(screen.getByRole('status', { name: 'Carregando plano...' })).toBeInTheDocument()
    expect(screen.queryByTestId('payment-plan')).not.toBeInTheDocument()

    // The offer's read still pending, the card comes anyway (after 1.5 s), at the full price.
    const summary = await screen.findByTestId('payment-plan')
    expect(offerResource.status()).toBe('pending')
    expect(within(summary).getByText('R$ 29,90')).toBeInTheDocument()
    expect(screen.queryByTestId('offer-price')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pagar com cartão' })).toBeInTheDocument()

    answerOffer({ status: 200, body: { active: true, percent_off: 50, months: 3, places: 100, places_left: 37, eligible: true } })
    expect(await within(summary).findByTestId('offer-price')).toHaveTextContent('R$ 14,95')
  })

  it('offers the plans when no plan is given', async () => {
    mockApi({ 'GET /api/plans': plansOk })
    await openPayment('/payment')

    expect(screen.getByRole('heading', { name: 'Escolham um plano' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Premium/ })).toHaveAttribute('href', '/payment?plan=premium')
  })

  it('offers a retry when the plans cannot be loaded', async () => {
    mockApi({ 'GET /api/plans': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } } })
    await openPayment()
    expect(screen.getByRole('heading', { name: 'Não foi possível carregar os planos.' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})

describe('/payment-cancel', () => {
  it('goes back to the same plan when the cancel URL names it', async () => {
    mockApi({})
    renderApp('/payment-cancel?plan=premium')
    expect(await screen.findByRole('heading', { name: 'Pagamento Cancelado' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/payment?plan=premium')
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/')
  })

  it('ignores a malformed plan parameter', async () => {
    mockApi({})
    renderApp('/payment-cancel?plan=%3Cscript%3E')
    expect(await screen.findByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/payment')
  })
})

describe('signed-out guard is not involved', () => {
  it('renders /payment without asking for the session', async () => {
    const api = mockApi({ 'GET /api/plans': plansOk })
    await openPayment()
    await waitFor(() => expect(api.callsTo('GET', '/api/plans')).toHaveLength(1))
    expect(api.callsTo('GET', '/api/session')).toHaveLength(0)
  })
})
