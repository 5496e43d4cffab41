import { describe, expect, it } from 'vitest'
import { mockApi, sessionBody, unauthenticated } from '@/test/mock-api'
import { displayFirstName, getSession, isCouple, planLabel, sessionRole, parseSession } from './session'

const session = (overrides: Parameters<typeof sessionBody>[0]) => parseSession(sessionBody(overrides))

describe('displayFirstName (app shell rule)', () => {
  it("prefers the profile's first name", () => {
    expect(displayFirstName(session({ profile_first_name: 'Aninha', first_name: 'Ana' }))).toBe('Aninha')
  })

  it('falls back to the first name given at sign-up', () => {
    expect(displayFirstName(session({ profile_first_name: null, first_name: 'Ana' }))).toBe('Ana')
    expect(displayFirstName(session({ profile_first_name: '   ', first_name: 'Ana' }))).toBe('Ana')
  })

  it('falls back to the local part of the e-mail', () => {
    expect(displayFirstName(session({ profile_first_name: null, first_name: '  ', email: 'noivos2027@example.com' }))).toBe(
      'noivos2027',
    )
    expect(displayFirstName(session({ first_name: '', email: 'bia@example.com' }))).toBe('bia')
  })
})

describe('the wedding time zone', () => {
  it("is the server's, São Paulo when an older answer names none", () => {
    expect(session({}).wedding?.time_zone).toBe('America/Sao_Paulo')
    const body = sessionBody({})
    const tokyo = parseSession({ ...body, wedding: { ...body.wedding, time_zone: 'Asia/Tokyo' } })
    expect(tokyo.wedding?.time_zone).toBe('Asia/Tokyo')
  })
})

describe('planLabel', () => {
  it('shows the real plan name', () => {
    expect(planLabel(session({}))).toBe('Plano Essencial')
  })

  const trial = (status: string, end: string) =>
    parseSession({
      ...sessionBody({}),
      wedding: { ...sessionBody().wedding, plan: { id: 'premium', name: 'Premium' }, subscription_status: status, trial_ends_at: end },
    })

  it('shows the days left of the free trial instead of the plan, rounded up', () => {
    const now = new Date('2026-11-22T15:00:00Z')
    expect(planLabel(trial('trialing', '2026-12-06T15:00:00Z'), now)).toBe('Teste grátis: 14 dias restantes')
    expect(planLabel(trial('trialing', '2026-12-06T14:59:00Z'), now)).toBe('Teste grátis: 14 dias restantes')
    expect(planLabel(trial('trialing', '2026-11-23T16:00:00Z'), now)).toBe('Teste grátis: 2 dias restantes')
    expect(planLabel(trial('trialing', '2026-11-23T15:00:00Z'), now)).toBe('Teste grátis: 1 dia restante')
    expect(planLabel(trial('trialing', '2026-11-22T15:00:01Z'), now)).toBe('Teste grátis: 1 dia restante')
  })

  it('says when the free trial ended', () => {
    expect(planLabel(trial('trial_ended', '2026-11-22T15:00:00Z'))).toBe('Teste grátis encerrado')
  })

  it('says when a paid plan ended, since the wedding is read-only until the couple pays', () => {
    const lapsed = (status: string, readOnly: boolean) =>
      parseSession({
        ...sessionBody({}),
        wedding: { ...sessionBody().wedding, plan: { id: 'premium', name: 'Premium' }, subscription_status: status, read_only: readOnly },
      })
    expect(planLabel(lapsed('canceled', true))).toBe('Assinatura encerrada')
    expect(planLabel(lapsed('expired', true))).toBe('Assinatura encerrada')
    expect(planLabel(lapsed('active', false))).toBe('Plano Premium')
  })
})

describe('getSession', () => {
  it('returns the session when signed in', async () => {
    mockApi({ 'GET /api/session': { status: 200, body: sessionBody() } })
    await expect(getSession()).resolves.toMatchObject({ user: { email: 'ana.souza@example.com' } })
  })

  it('returns null on 401', async () => {
    mockApi({ 'GET /api/session': unauthenticated })
    await expect(getSession()).resolves.toBeNull()
  })

  it('throws other errors', async () => {
    mockApi({ 'GET /api/session': { status: 500, body: { error: { code: 'internal', message: 'Erro interno.' } } } })
    await expect(getSession()).rejects.toMatchObject({ status: 500 })
  })
})

describe('sessionRole', () => {
  it('reads the role; no session reads as the owner', () => {
    const base = sessionBody({})
    expect(sessionRole(parseSession(base))).toBe('owner')
    const planner = parseSession({ ...base, wedding: { ...base.wedding, role: 'planner' } })
    expect(sessionRole(planner)).toBe('planner')
    expect(isCouple(planner)).toBe(false)
    expect(isCouple(parseSession({ ...base, wedding: { ...base.wedding, role: 'partner' } }))).toBe(true)
    expect(sessionRole(null)).toBe('owner')
  })
})
