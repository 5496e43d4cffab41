import { describe, expect, it } from 'vitest'
import { INVALID_BR_DATE } from '@/lib/calendar-date'
import {
  answersToValues,
  continueBody,
  formField,
  messages,
  onboardingSchema,
  progressLabel,
  resumeIndex,
  serverFieldMessage,
  skipStepBody,
  STEPS,
  stepAnswers,
  type OnboardingValues,
} from './steps'

const blank: OnboardingValues = {
  first_name: '',
  last_name: '',
  partner_name: '',
  wedding_date: '',
  ceremony_time: '',
  city: '',
  venue: '',
  ceremony_place: '',
  guest_estimate: '',
  budget_total: '',
}

const TODAY = '2026-11-23'

function errorsOf(values: Partial<OnboardingValues>, storedDate: string | null = null): Record<string, string> {
  const result = onboardingSchema(storedDate, TODAY).safeParse({ ...blank, ...values })
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

describe('onboarding steps', () => {
  it('has six steps in the spec order, with Passo N de 6', () => {
    expect(STEPS.map((s) => s.id)).toEqual(['nomes', 'parceiro', 'data', 'local', 'convidados', 'orcamento'])
    expect(progressLabel(0)).toBe('Passo 1 de 6')
    expect(progressLabel(1)).toBe('Passo 2 de 6')
    expect(progressLabel(5)).toBe('Passo 6 de 6')
  })

  it('resumes after the last saved step, and from the start once done', () => {
    expect(resumeIndex({ step: 0, done: false })).toBe(0)
    expect(resumeIndex({ step: 3, done: false })).toBe(3)
    expect(resumeIndex({ step: 6, done: false })).toBe(5)
    expect(resumeIndex({ step: -2, done: false })).toBe(0)
    expect(resumeIndex({ step: 4, done: true })).toBe(0)
  })

  it('pre-fills the form from the server, names from sign-up included', () => {
    const values = answersToValues({
      first_name: 'Ana',
      last_name: 'Souza',
      partner_name: null,
      wedding_date: '2027-07-24',
      ceremony_time: '16:30',
      city: null,
      venue: null,
      ceremony_place: null,
      guest_estimate: 120,
      budget_total_cents: 5_000_000,
    })
    expect(values).toEqual({
      ...blank,
      first_name: 'Ana',
      last_name: 'Souza',
      wedding_date: '24/07/2027',
      ceremony_time: '16:30',
      guest_estimate: '120',
      budget_total: '50000,00',
    })
  })

  it("sends only the step's own answers, converted, and leaves blank ones out", () => {
    const values: OnboardingValues = {
      ...blank,
      first_name: ' Beatriz ',
      partner_name: 'Leonardo',
      wedding_date: '24/07/2027',
      ceremony_time: '16:30',
      city: 'Campinas',
      guest_estimate: '1.200',
      budget_total: '50.000,00',
    }
    expect(stepAnswers(0, values)).toEqual({ first_name: 'Beatriz' })
    expect(stepAnswers(2, values)).toEqual({ wedding_date: '2027-07-24', ceremony_time: '16:30' })
    expect(stepAnswers(3, values)).toEqual({ city: 'Campinas' })
    expect(stepAnswers(4, values)).toEqual({ guest_estimate: 1200 })
    expect(stepAnswers(5, values)).toEqual({ budget_total_cents: 5_000_000 })
    expect(continueBody(1, values)).toEqual({ step: 2, answers: { partner_name: 'Leonardo' } })
    expect(continueBody(5, values)).toEqual({ step: 6, answers: { budget_total_cents: 5_000_000 }, finish: true })
  })

  it("'Pular' moves on without answers; on the last step it finishes", () => {
    expect(skipStepBody(2)).toEqual({ step: 3 })
    expect(skipStepBody(5)).toEqual({ step: 6, finish: true })
  })

  it('refuses a past wedding date, unless it is the one already stored', () => {
    expect(errorsOf({ wedding_date: '22/11/2026' })).toEqual({ wedding_date: messages.pastDate })
    expect(errorsOf({ wedding_date: '23/11/2026' })).toEqual({})
    expect(errorsOf({ wedding_date: '22/11/2026' }, '2026-11-22')).toEqual({})
    expect(errorsOf({ wedding_date: '31/02/2027' })).toEqual({ wedding_date: INVALID_BR_DATE })
    expect(errorsOf({})).toEqual({})
  })

  it('checks time, estimate, budget and lengths at their limits', () => {
    expect(errorsOf({ ceremony_time: '23:59' })).toEqual({})
    expect(errorsOf({ ceremony_time: '24:00' })).toEqual({ ceremony_time: messages.time })
    expect(errorsOf({ guest_estimate: '0' })).toEqual({ guest_estimate: messages.guests })
    expect(errorsOf({ guest_estimate: '1' })).toEqual({})
    expect(errorsOf({ guest_estimate: '5000' })).toEqual({})
    expect(errorsOf({ guest_estimate: '5001' })).toEqual({ guest_estimate: messages.guests })
    expect(errorsOf({ guest_estimate: '12a' })).toEqual({ guest_estimate: messages.guests })
    expect(errorsOf({ budget_total: '0,00' })).toEqual({ budget_total: messages.budget })
    expect(errorsOf({ budget_total: '0,01' })).toEqual({})
    expect(errorsOf({ budget_total: 'muito' })).toEqual({ budget_total: messages.budget })
    expect(errorsOf({ budget_total: '10.000.000.000,01' })).toEqual({ budget_total: messages.budgetTooLarge })
    expect(errorsOf({ first_name: 'a'.repeat(50), partner_name: 'b'.repeat(100), venue: 'c'.repeat(200) })).toEqual({})
    expect(errorsOf({ first_name: 'a'.repeat(51) })).toEqual({ first_name: messages.tooLong })
    expect(errorsOf({ partner_name: 'b'.repeat(101) })).toEqual({ partner_name: messages.tooLong })
  })

  it("maps the server's field codes to the form's fields and texts", () => {
    expect(formField('budget_total_cents')).toBe('budget_total')
    expect(formField('wedding_date')).toBe('wedding_date')
    expect(formField('step')).toBeNull()
    expect(serverFieldMessage('wedding_date', 'past')).toBe(messages.pastDate)
    expect(serverFieldMessage('budget_total', 'too_large')).toBe(messages.budgetTooLarge)
    expect(serverFieldMessage('venue', 'too_long')).toBe(messages.tooLong)
    expect(serverFieldMessage('guest_estimate', 'out_of_range')).toBe(messages.guests)
  })
})
