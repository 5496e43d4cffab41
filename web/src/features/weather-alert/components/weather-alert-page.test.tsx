import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockApi, signedIn } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { Weather } from '../api/weather'

const allowed = { status: 200, body: { allowed: true, current_usage: null, limit: null, upgrade_required: false } }
const thresholds = { moderate: 30, high: 60, window_before_hours: 3, window_after_hours: 3 }
const venue = {
  name: 'Campinas',
  state: 'São Paulo',
  country: 'Brasil',
  latitude: -22.90556,
  longitude: -47.06083,
  ceremony_time: '16:00',
  updated_at: '2026-11-22T15:00:00Z',
}
const base: Weather = {
  state: 'no_venue',
  venue: null,
  wedding_date: '2026-11-30',
  available_from: '2026-11-14',
  forecast: null,
  verdict: null,
  thresholds,
}
const hours = ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'].map((time, i) => ({
  time,
  probability: [55, 58, 60, 60, 60, 57, 52][i] ?? null,
  precipitation_mm: 1.2,
}))
const ready: Weather = {
  ...base,
  state: 'ready',
  venue,
  forecast: { date: '2026-11-30', probability: 60, precipitation_mm: 12.8, hours },
  verdict: { hours, probability: 60, band: 'high', text: 'Alta chance de chuva' },
}

function open(weather: Weather, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/session': signedIn,
    'POST /api/permission-check': allowed,
    'GET /api/weather': { status: 200, body: weather },
    ...extra,
  })
  renderApp('/app/weather-alert')
  return api
}

describe('weather alert page', () => {
  it('keeps the spec header and is no longer the placeholder', async () => {
    open(ready)
    expect(await screen.findByRole('heading', { name: 'Alerta de Chuva', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Previsão do tempo para o grande dia, com avisos se houver risco de chuva.')).toBeInTheDocument()
    expect(await screen.findByText('Alta chance de chuva')).toBeInTheDocument()
    expect(screen.queryByText(/Ainda não faz parte/)).not.toBeInTheDocument()
    expect(screen.queryByText('Em desenvolvimento')).not.toBeInTheDocument()
  })

  it('shows the day, the hours around the ceremony and the verdict from D-16', async () => {
    open(ready)
    expect(await screen.findByRole('group', { name: 'Chance de chuva no dia' })).toHaveTextContent('60%')
    expect(screen.getByRole('group', { name: 'Chuva prevista no dia' })).toHaveTextContent('12,8 mm')
    const table = screen.getByRole('table', { name: 'Chance de chuva por hora perto da cerimônia' })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getByText('cerimônia').closest('tr')).toHaveTextContent('16:00')
    expect(screen.getByText(/baixa abaixo de 30%, moderada de 30% a 59%, alta a partir de 60%/)).toBeInTheDocument()
  })

  it('says when the forecast becomes available before D-16', async () => {
    open({ ...base, state: 'too_early', venue, wedding_date: '2026-12-20', available_from: '2026-12-04' })
    expect(await screen.findByText(/A previsão fica disponível a partir de/)).toHaveTextContent('04/12/2026, 16 dias antes do casamento')
  })

  it('says the forecast is unavailable when the provider does not answer', async () => {
    open({ ...base, state: 'unavailable', venue })
    expect(await screen.findByText('Previsão indisponível no momento')).toBeInTheDocument()
    expect(screen.getByText('Previsão para Campinas, São Paulo, Brasil, cerimônia às 16:00.')).toBeInTheDocument()
  })

  it('searches the city and saves it with the ceremony time', async () => {
    const api = open(base, {
      'GET /api/weather/places': { status: 200, body: { places: [{ ...venue, ceremony_time: undefined, updated_at: undefined }] } },
      'PUT /api/weather/venue': { status: 200, body: ready },
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Cidade do casamento'), 'Campinas')
    await user.click(screen.getByRole('button', { name: 'Buscar' }))
    await user.click(await screen.findByRole('button', { name: 'Campinas, São Paulo, Brasil' }))
    const time = screen.getByLabelText('Horário da cerimônia')
    await user.clear(time)
    await user.type(time, '17:30')
    await user.click(screen.getByRole('button', { name: 'Salvar local' }))
    expect(await screen.findByText('Alta chance de chuva')).toBeInTheDocument()
    expect(api.callsTo('GET', '/api/weather/places')).toHaveLength(1)
    expect(api.callsTo('PUT', '/api/weather/venue')[0]?.body).toEqual({
      name: 'Campinas',
      state: 'São Paulo',
      country: 'Brasil',
      latitude: -22.90556,
      longitude: -47.06083,
      ceremony_time: '17:30',
    })
  })

  const gated = {
    status: 200,
    body: {
      allowed: false,
      reason: 'feature_not_available',
      message: 'Esta funcionalidade não está disponível no plano Premium. Faça upgrade para usar.',
      current_usage: null,
      limit: null,
      upgrade_required: true,
      current_plan: 'premium',
      current_plan_name: 'Premium',
    },
  }

  it('shows only the gated card without weather_alerts when no venue was saved', async () => {
    const api = mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': gated,
      'GET /api/weather': { status: 200, body: { ...base, state: 'locked', available_from: null } },
    })
    renderApp('/app/weather-alert')
    expect(await screen.findByTestId('gated-card')).toHaveTextContent('Plano atual: Premium')
    await waitFor(() => expect(api.callsTo('GET', '/api/weather')).toHaveLength(1))
    expect(screen.queryByTestId('weather-read-only')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Salvar local' })).not.toBeInTheDocument()
  })

  it('keeps the venue saved on a former plan visible, read-only, under the gated card (issue 15)', async () => {
    mockApi({
      'GET /api/session': signedIn,
      'POST /api/permission-check': gated,
      'GET /api/weather': { status: 200, body: { ...base, state: 'locked', venue, available_from: null } },
    })
    renderApp('/app/weather-alert')
    const card = await screen.findByTestId('weather-read-only')
    const gate = screen.getByTestId('gated-card')
    expect(gate.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy() // the gated card above
    expect(card).toHaveTextContent('Somente leitura: o local salvo continua aqui, sem previsão nem alertas.')
    expect(card).toHaveTextContent('Campinas, São Paulo, Brasil')
    expect(card).toHaveTextContent('16:00')
    expect(card).toHaveTextContent('30/11/2026')
    // No write control anywhere on the page: no search, no time input, no save.
    expect(screen.queryByRole('search')).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Horário da cerimônia', { selector: 'input' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Buscar|Salvar local/ })).not.toBeInTheDocument()
    expect(screen.queryByText('Alta chance de chuva')).not.toBeInTheDocument()
  })
})
