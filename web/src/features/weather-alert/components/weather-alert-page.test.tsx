import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'

function permission(answer: MockResponse) {
  return mockApi({ 'GET /api/session': signedIn, 'POST /api/permission-check': answer })
}

describe('weather alert', () => {
  it('shows the gated card to a plan without weather_alerts', async () => {
    const api = permission({
      status: 200,
      body: {
        allowed: false,
        reason: 'feature_not_available',
        message: 'Alertas de chuva estão disponíveis no plano Luxo.',
        current_usage: null,
        limit: null,
        upgrade_required: true,
        current_plan: 'essencial',
        current_plan_name: 'Essencial',
      },
    })
    renderApp('/app/weather-alert')

    const card = await screen.findByRole('region', { name: 'Funcionalidade Premium' })
    expect(card).toHaveTextContent('Alertas de chuva estão disponíveis no plano Luxo.')
    expect(card).toHaveTextContent('Plano atual: Essencial')
    expect(screen.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos')
    expect(screen.queryByText('Em desenvolvimento')).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check')[0]?.body).toEqual({ feature: 'weather_alerts' })
  })

  it('shows the under-development screen to Luxo', async () => {
    permission({
      status: 200,
      body: { allowed: true, current_usage: null, limit: null, upgrade_required: false, current_plan: 'luxo', current_plan_name: 'Luxo' },
    })
    renderApp('/app/weather-alert')

    expect(await screen.findByRole('heading', { name: 'O Alerta de Chuva está em desenvolvimento' })).toBeInTheDocument()
    expect(screen.getByText('Em desenvolvimento')).toBeInTheDocument()
    expect(screen.queryByTestId('gated-card')).not.toBeInTheDocument()
  })

  it('offers a retry when the check fails', async () => {
    permission({ status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } })
    renderApp('/app/weather-alert')
    expect(await screen.findByText('Não foi possível verificar o acesso do seu plano.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })
})
