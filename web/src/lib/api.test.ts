import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '@/test/mock-api'
import { api, ApiError, apiRequest, errorMessage, NETWORK_ERROR_CODE } from './api'
import { earliestPosition, EVENT_POSITION_HEADER, forgetPositions } from './event-position'

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials to a relative path', async () => {
    const { calls, fetchMock } = mockApi({ 'POST /api/guests': { status: 201, body: { id: 'g1' } } })
    await expect(apiRequest('/api/guests', { method: 'POST', body: { nome: 'Ana' } })).resolves.toEqual({ id: 'g1' })
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/guests', body: { nome: 'Ana' }, credentials: 'same-origin' })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it("keeps the earliest realtime position the answers carry, failed answers' too", async () => {
    forgetPositions()
    const answer = (position: string, status = 200) =>
      new Response(status === 200 ? '{}' : null, { status, headers: { [EVENT_POSITION_HEADER]: position } })
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer('f00d.9')).mockResolvedValueOnce(answer('f00d.4', 404)))
    try {
      await apiRequest('/api/guests')
      expect(earliestPosition()).toBe('f00d.9')
      await expect(apiRequest('/api/gifts')).rejects.toBeInstanceOf(ApiError)
      expect(earliestPosition()).toBe('f00d.4')
    } finally {
      vi.unstubAllGlobals()
      forgetPositions()
    }
  })

  it('returns undefined for 204', async () => {
    mockApi({ 'DELETE /api/guests/g1': { status: 204 } })
    await expect(api.send('/api/guests/g1', 'DELETE')).resolves.toBeUndefined()
  })

  it('turns the error envelope into an ApiError with status, code, message and fields', async () => {
    mockApi({
      'POST /api/auth/signup': {
        status: 409,
        body: { error: { code: 'email_taken', message: 'Este e-mail já está cadastrado.', fields: { email: 'taken' } } },
      },
    })
    const error = await apiRequest('/api/auth/signup', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'Este e-mail já está cadastrado.',
      fields: { email: 'taken' },
      fromServer: true,
    })
  })

  it('carries the details of a plan gate, keeping only well-typed fields', async () => {
    mockApi({
      'POST /api/guests': {
        status: 403,
        body: {
          error: {
            code: 'plan_limit',
            message: 'Seu plano Essencial permite até 50 convidados.',
            details: {
              feature: 'guests',
              current_usage: 50,
              limit: 50,
              current_plan: 'essencial',
              current_plan_name: 'Essencial',
              upgrade_required: true,
            },
          },
        },
      },
      'POST /api/invitations': {
        status: 403,
        body: {
          error: {
            code: 'feature_not_available',
            message: 'Indisponível no seu plano.',
            details: { feature: 42, current_usage: '3', limit: null, upgrade_required: 'yes', extra: {} },
          },
        },
      },
    })
    const limit = await apiRequest('/api/guests', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(limit).toMatchObject({
      status: 403,
      code: 'plan_limit',
      fields: {},
      details: {
        feature: 'guests',
        current_usage: 50,
        limit: 50,
        current_plan: 'essencial',
        current_plan_name: 'Essencial',
        upgrade_required: true,
      },
    })
    const feature = await apiRequest('/api/invitations', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect((feature as ApiError).details).toEqual({ limit: null })
    expect(new ApiError(400, 'invalid_json', 'y').details).toEqual({})
  })

  it('gives a generic pt-BR message when the error body is not the envelope', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })))
    const error = await apiRequest('/api/session').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: 'Erro inesperado. Tente novamente.' })
  })

  it('reports network failures as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const error = await apiRequest('/api/session').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE, fromServer: false })
  })
})

describe('errorMessage', () => {
  it('uses the server message, or the fallback for anything else', () => {
    expect(errorMessage(new ApiError(404, 'not_found', 'Convidado não encontrado.'))).toBe('Convidado não encontrado.')
    expect(errorMessage(new ApiError(0, NETWORK_ERROR_CODE, 'x'), 'Tente de novo')).toBe('Tente de novo')
    expect(errorMessage(new Error('boom'), 'Tente de novo')).toBe('Tente de novo')
  })
})
