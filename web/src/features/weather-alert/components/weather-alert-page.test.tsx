import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'

describe('weather alert', () => {
  it('is the honest placeholder for every plan: no gate, no upgrade, nothing sold', async () => {
    const api = mockApi({ 'GET /api/session': signedIn })
    renderApp('/app/weather-alert')

    expect(await screen.findByRole('heading', { name: 'O Alerta de Chuva está em desenvolvimento' })).toBeInTheDocument()
    expect(screen.getByText('Em desenvolvimento')).toBeInTheDocument()
    expect(screen.getByText(/Ainda não faz parte de nenhum plano nem é cobrada/)).toBeInTheDocument()
    expect(screen.queryByTestId('gated-card')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Fazer upgrade' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/permission-check')).toHaveLength(0)
  })
})
