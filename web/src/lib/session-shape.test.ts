import { describe, expect, it } from 'vitest'
import { parseAccepted } from '@/features/auth/api/auth-api'
import { sessionBody } from '@/test/mock-api'
import { parseSession } from './session-shape'
import { ShapeError } from './shape'

// /auth's own entry checks the session and the sign-up answer by hand (issue 16, no zod): a body
// of the wrong shape is refused (the read fails) as the schemas refused it, never passed on.
describe('parseSession', () => {
  it('keeps a good session, with trial_ends_at and profile.first_name null or a text', () => {
    const body = sessionBody({ profile_first_name: 'Aninha' })
    const session = parseSession({ ...body, wedding: { ...body.wedding, role: 'planner', trial_ends_at: '2026-12-06T15:00:00Z' } })
    expect(session.wedding.role).toBe('planner')
    expect(session.wedding.trial_ends_at).toBe('2026-12-06T15:00:00Z')
    expect(session.profile.first_name).toBe('Aninha')
    expect(parseSession(sessionBody()).wedding.trial_ends_at).toBeNull()
  })

  const body = sessionBody()
  const { trial_ends_at: _dropped, ...weddingWithoutTrialEnd } = body.wedding
  const { wedding: _wedding, ...bodyWithoutWedding } = body
  it.each([
    ['an unknown wedding.role', { ...body, wedding: { ...body.wedding, role: 'guest' } }, 'wedding.role'],
    ['no wedding', bodyWithoutWedding, 'wedding'],
    ['no wedding.trial_ends_at (it must be there, a text or null)', { ...body, wedding: weddingWithoutTrialEnd }, 'wedding.trial_ends_at'],
    ['a number as profile.first_name', { ...body, profile: { first_name: 42 } }, 'profile.first_name'],
    ['a text as user.is_admin', { ...body, user: { ...body.user, is_admin: 'false' } }, 'user.is_admin'],
  ])('refuses %s', (_case, value, path) => {
    expect(() => parseSession(value)).toThrow(ShapeError)
    expect(() => parseSession(value)).toThrow(`API answer: ${path} is not`)
  })
})

describe('parseAccepted (the sign-up answer)', () => {
  it('keeps the address', () => {
    expect(parseAccepted({ email: 'ana@exemplo.com.br' })).toEqual({ email: 'ana@exemplo.com.br' })
  })

  it('refuses a number as the address', () => {
    expect(() => parseAccepted({ email: 42 })).toThrow('API answer: email is not a text')
  })
})
