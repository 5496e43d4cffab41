import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, plansOk, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

function subscriptionBody(overrides: Record<string, unknown> = {}) {
  return {
    current_plan: 'premium',
    subscribed_plan: 'premium',
    subscription_status: 'active',
    plan_expires_at: '2026-12-22T15:00:00Z',
    cancel_at_period_end: false,
    features: { digital_invitations: true, pix_gifts: true, honeymoon_planner: true, weather_alerts: false },
    limits: { guests: 150, gallery_images: 50 },
    usage: { guests: 12, gallery_images: 0 },
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
})
