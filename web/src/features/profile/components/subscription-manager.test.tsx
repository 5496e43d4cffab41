import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, plansBody, plansOk, signedIn, siteBody, siteUnset } from '@/test/mock-api'
import { renderApp } from '@/test/render'

function subscriptionBody(overrides: Record<string, unknown> = {}) {
  return {
    current_plan: 'premium',
    subscribed_plan: 'premium',
    subscription_status: 'active',
    plan_expires_at: '2026-12-22T15:00:00Z',
    cancel_at_period_end: false,
    features: {
      digital_invitations: true,
      pix_gifts: true,
      honeymoon_planner: true,
      calendar_integration: true,
      whatsapp_support: false,
      weather_alerts: false,
      automatic_backup: false,
    },
    limits: { guests: 150, gallery_images: 50 },
    usage: { guests: 12, gallery_images: 0, storage_bytes: 0 },
    provider: 'local',
    ...overrides,
  }
}

async function openManager() {
  const rendered = renderApp('/app/profile')
  const card = await screen.findByRole('heading', { name: 'Plano atual' })
  await screen.findByTestId('subscription-plan')
  return { ...rendered, card }
}

afterEach(() => vi.restoreAllMocks())

describe('subscription manager', () => {
  it('shows the plan, its status colour, the expiry and upgrade/downgrade by plan order', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/plans': plansOk, 'GET /api/subscription': { status: 200, body: subscriptionBody() } })
    await openManager()

    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Plano Premium')
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Ativa')
    expect(screen.getByTestId('subscription-status').className).toContain('emerald')
    expect(screen.getByText(/Válido até 22\/12\/2026/)).toBeInTheDocument()
    expect(screen.getByText('Convidados: 12/150')).toBeInTheDocument()
    const luxo = screen.getByRole('listitem', { name: 'Plano Luxo' })
    expect(within(luxo).getByText('Upgrade')).toBeInTheDocument()
    expect(within(luxo).getByRole('button', { name: 'Fazer upgrade para Luxo' })).toBeInTheDocument()
    const essencial = screen.getByRole('listitem', { name: 'Plano Essencial' })
    expect(within(essencial).getByText('Downgrade')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Plano Premium' })).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the launch discount with its end date and the full price after it, and nothing without one', async () => {
    const launch_discount = { percent_off: 50, price_cents: 1495, full_price_cents: 2990, ends_at: '2027-02-22T15:00:00Z' }
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody({ launch_discount }) },
    })
    const { unmount } = await openManager()
    expect(screen.getByTestId('subscription-discount')).toHaveTextContent(
      '50% de desconto até 22/02/2027: R$ 14,95/mês. Depois, R$ 29,90/mês.',
    )
    unmount()

    mockApi({ 'GET /api/session': signedIn, 'GET /api/plans': plansOk, 'GET /api/subscription': { status: 200, body: subscriptionBody() } })
    await openManager()
    expect(screen.queryByTestId('subscription-discount')).not.toBeInTheDocument()
    expect(screen.queryByText(/desconto/)).not.toBeInTheDocument()
  })

  it('shows an ended subscription in grey with the fallback plan', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody({ current_plan: 'essencial', subscription_status: 'expired' }) },
    })
    await openManager()
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Plano Essencial')
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Expirada')
    expect(screen.getByTestId('subscription-status').className).toContain('zinc')
    expect(screen.getByText(/terminou em 22\/12\/2026/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument()
  })

  it('shows the free trial, offers every plan, and the read-only state after it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T15:00:00Z'), toFake: ['Date'] })
    const trial = { current_plan: 'premium', subscription_status: 'trialing', plan_expires_at: null, trial_ends_at: '2026-12-06T15:00:00Z' }
    mockApi({ 'GET /api/session': signedIn, 'GET /api/plans': plansOk, 'GET /api/subscription': { status: 200, body: subscriptionBody(trial) } })
    const { unmount } = await openManager()
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Teste grátis: 14 dias restantes')
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Teste grátis')
    expect(screen.getByText(/Teste grátis por 14 dias, sem cartão: plano Premium completo até 06\/12\/2026/)).toBeInTheDocument()
    for (const name of ['Essencial', 'Premium', 'Luxo']) {
      const card = screen.getByRole('listitem', { name: `Plano ${name}` })
      expect(within(card).getByRole('button', { name: `Assinar ${name}` })).toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument()
    unmount()

    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody({ ...trial, subscription_status: 'trial_ended', read_only: true }) },
    })
    await openManager()
    expect(screen.getByTestId('subscription-plan')).toHaveTextContent('Teste grátis encerrado')
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Teste encerrado')
    expect(screen.getByText(/só para leitura/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Assinar Premium' })).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('cancels after confirmation and says so', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody() },
      'POST /api/subscription/cancel': { status: 200, body: subscriptionBody({ cancel_at_period_end: true }) },
    })
    const { user } = await openManager()

    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' })
    expect(dialog).toHaveTextContent('continua ativo até 22/12/2026')
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }))

    expect(await screen.findByText('Assinatura atualizada')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/subscription/cancel')).toHaveLength(1)
    expect(await screen.findByRole('button', { name: 'Reativar assinatura' })).toBeInTheDocument()
    expect(screen.getByText(/Cancelamento agendado/)).toBeInTheDocument()
  })

  it('opens the plan change and the portal in a new tab, with the spec errors on failure', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody() },
      'POST /api/checkout': { status: 200, body: { url: 'http://localhost:3000/billing/local/abc' } },
      'POST /api/subscription/portal': { status: 502, body: { error: { code: 'provider_error', message: 'x' } } },
    })
    const { user } = await openManager()

    await user.click(screen.getByRole('button', { name: 'Fazer upgrade para Luxo' }))
    expect(open).toHaveBeenCalledWith('http://localhost:3000/billing/local/abc', '_blank', 'noopener')

    vi.spyOn(console, 'error').mockImplementation(() => {})
    await user.click(screen.getByRole('button', { name: 'Gerenciar assinatura' }))
    expect(await screen.findByText('Não foi possível abrir o portal de gerenciamento. Tente novamente.')).toBeInTheDocument()
  })

  it('shows every line of every plan card', async () => {
    mockApi({ 'GET /api/session': signedIn, 'GET /api/plans': plansOk, 'GET /api/subscription': { status: 200, body: subscriptionBody() } })
    await openManager()
    for (const plan of plansBody().plans) {
      const card = screen.getByRole('listitem', { name: `Plano ${plan.name}` })
      const lines = within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
      expect(lines).toEqual(plan.features)
    }
    expect(within(screen.getByRole('listitem', { name: 'Plano Premium' })).getAllByRole('listitem')).toHaveLength(7)
  })

  it('gives a Luxo couple the WhatsApp number the server sends', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/site': { status: 200, body: siteBody() },
      'GET /api/subscription': {
        status: 200,
        body: subscriptionBody({
          current_plan: 'luxo',
          subscribed_plan: 'luxo',
          support_whatsapp: { display: '(11) 98765-4321', url: 'https://wa.me/5511987654321' },
        }),
      },
    })
    await openManager()
    const link = screen.getByRole('link', { name: 'Suporte pelo WhatsApp: (11) 98765-4321' })
    expect(link).toHaveAttribute('href', 'https://wa.me/5511987654321')
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('link', { name: 'Falar com o suporte' })).not.toBeInTheDocument()
  })

  it('offers the support e-mail to other plans, and no support link when nothing is configured', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/site': { status: 200, body: siteBody() },
      'GET /api/subscription': { status: 200, body: subscriptionBody() },
    })
    const first = await openManager()
    expect(await screen.findByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@aceito.com.br',
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    first.unmount()

    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/site': siteUnset,
      'GET /api/subscription': { status: 200, body: subscriptionBody() },
    })
    const second = await openManager()
    await waitFor(() => expect(second.queryClient.getQueryState(['site'])?.status).toBe('success'))
    expect(screen.queryByRole('link', { name: /suporte/i })).not.toBeInTheDocument()
  })

  it("shows the storage the files use against the plan's", async () => {
    const plans = {
      plans: plansBody().plans.map((p) =>
        p.id === 'premium' ? { ...p, limits: { ...p.limits, storage_bytes: 500 * 1024 * 1024 } } : p,
      ),
    }
    const subscription = subscriptionBody({ usage: { guests: 12, gallery_images: 3, storage_bytes: 12.5 * 1024 * 1024 } })
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': { status: 200, body: plans },
      'GET /api/subscription': { status: 200, body: subscription },
    })
    await openManager()
    expect(screen.getByTestId('subscription-storage')).toHaveTextContent('Fotos e contratos: 12,5 MB de 500 MB')
  })

  it('shows why an upgrade is refused while a payment is pending', async () => {
    const message =
      "O último pagamento da assinatura não foi aprovado. Atualizem a forma de pagamento em 'Gerenciar assinatura' antes de mudar de plano."
    mockApi({
      'GET /api/session': signedIn,
      'GET /api/plans': plansOk,
      'GET /api/subscription': { status: 200, body: subscriptionBody({ subscription_status: 'past_due' }) },
      'POST /api/checkout': { status: 409, body: { error: { code: 'subscription_past_due', message } } },
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await openManager()

    await user.click(screen.getByRole('button', { name: 'Fazer upgrade para Luxo' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    // Part 1 §8: the toast's title for a failed plan change.
    expect(screen.getByText('Erro ao atualizar plano do usuário')).toBeInTheDocument()
  })
})
