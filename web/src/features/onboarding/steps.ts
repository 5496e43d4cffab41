import { z } from 'zod'
import { brToIso, INVALID_BR_DATE, isoToBr, todayInWeddingZone } from '@/lib/calendar-date'
import { centsToInput, parseMoneyInput } from '@/lib/format'
import type { Onboarding, OnboardingAnswers, OnboardingSave } from '@/lib/onboarding'

/**
 * The first-run flow (issue 18 §2): six skippable steps. The form holds every answer as the
 * text typed; each step sends only its own answers (blank ones keep what the server has).
 */
export type OnboardingValues = {
  first_name: string
  last_name: string
  partner_name: string
  wedding_date: string
  ceremony_time: string
  city: string
  venue: string
  ceremony_place: string
  guest_estimate: string
  budget_total: string
}

export type OnboardingField = keyof OnboardingValues

export type Step = {
  id: string
  title: string
  description: string
  fields: readonly OnboardingField[]
}

export const STEPS: readonly Step[] = [
  {
    id: 'nomes',
    title: 'Vamos começar por você',
    description: 'Confira seu nome como ele vai aparecer no Aceito.',
    fields: ['first_name', 'last_name'],
  },
  {
    id: 'parceiro',
    title: 'Quem vai casar com você?',
    description: 'O nome do seu amor aparece com o seu no dashboard e nos convites.',
    fields: ['partner_name'],
  },
  {
    id: 'data',
    title: 'Quando é o grande dia?',
    description: 'Com a data, o Aceito monta o cronograma de tarefas de vocês.',
    fields: ['wedding_date', 'ceremony_time'],
  },
  {
    id: 'local',
    title: 'Onde vai ser?',
    description: 'Se vocês ainda não sabem, é só pular: dá para preencher depois em Configurações.',
    fields: ['city', 'venue', 'ceremony_place'],
  },
  {
    id: 'convidados',
    title: 'Quantos convidados vocês esperam?',
    description: 'Uma estimativa basta: a lista de convidados vem depois.',
    fields: ['guest_estimate'],
  },
  {
    id: 'orcamento',
    title: 'Qual é o orçamento total?',
    description: 'Dividimos o valor nas categorias sugeridas; vocês ajustam quando quiserem.',
    fields: ['budget_total'],
  },
]

export const MAX_GUEST_ESTIMATE = 5000
/** R$ 10 bilhões, the budget's own limit (internal/budget MaxCents). */
const MAX_BUDGET_CENTS = 1_000_000_000_000

export const messages = {
  tooLong: 'Texto muito longo',
  pastDate: 'A data do casamento não pode estar no passado.',
  time: 'Horário inválido. Use o formato hh:mm.',
  guests: `Informe um número de 1 a ${MAX_GUEST_ESTIMATE.toLocaleString('pt-BR')}.`,
  budget: 'Informe um valor maior que zero, como 50.000,00.',
  budgetTooLarge: 'Valor muito alto.',
} as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const text = (max: number) => z.string().trim().max(max, messages.tooLong)

/**
 * The form's schema. storedDate (YYYY-MM-DD) is the wedding date the server already has: sending
 * it again is allowed even once it has passed, as the server does; any other past date is refused.
 */
export function onboardingSchema(storedDate: string | null, today: string = todayInWeddingZone()) {
  return z.object({
    first_name: text(50),
    last_name: text(50),
    partner_name: text(100),
    wedding_date: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') return
        const iso = brToIso(value)
        if (iso === null) ctx.addIssue({ code: 'custom', message: INVALID_BR_DATE })
        else if (iso < today && iso !== storedDate) ctx.addIssue({ code: 'custom', message: messages.pastDate })
      }),
    ceremony_time: z
      .string()
      .trim()
      .refine((value) => value === '' || TIME.test(value), messages.time),
    city: text(100),
    venue: text(200),
    ceremony_place: text(200),
    guest_estimate: z
      .string()
      .trim()
      .refine((value) => {
        if (value === '') return true
        if (!/^\d+$/.test(value.replace(/\./g, ''))) return false
        const n = Number(value.replace(/\./g, ''))
        return n >= 1 && n <= MAX_GUEST_ESTIMATE
      }, messages.guests),
    budget_total: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (value === '') return
        const cents = parseMoneyInput(value)
        if (cents === undefined || cents === null || cents <= 0) ctx.addIssue({ code: 'custom', message: messages.budget })
        else if (cents > MAX_BUDGET_CENTS) ctx.addIssue({ code: 'custom', message: messages.budgetTooLarge })
      }),
  })
}

/** The form's starting values: what the server has (names pre-filled from sign-up). */
export function answersToValues(answers: OnboardingAnswers): OnboardingValues {
  return {
    first_name: answers.first_name ?? '',
    last_name: answers.last_name ?? '',
    partner_name: answers.partner_name ?? '',
    wedding_date: isoToBr(answers.wedding_date),
    ceremony_time: answers.ceremony_time ?? '',
    city: answers.city ?? '',
    venue: answers.venue ?? '',
    ceremony_place: answers.ceremony_place ?? '',
    guest_estimate: answers.guest_estimate === null ? '' : String(answers.guest_estimate),
    budget_total: centsToInput(answers.budget_total_cents),
  }
}

/** The answers of one step as the API takes them; a blank answer is left out (kept as stored). */
export function stepAnswers(index: number, values: OnboardingValues): NonNullable<OnboardingSave['answers']> {
  const out: NonNullable<OnboardingSave['answers']> = {}
  for (const field of STEPS[index]?.fields ?? []) {
    const raw = values[field].trim()
    if (raw === '') continue
    switch (field) {
      case 'wedding_date':
        out.wedding_date = brToIso(raw)
        break
      case 'guest_estimate':
        out.guest_estimate = Number(raw.replace(/\./g, ''))
        break
      case 'budget_total':
        out.budget_total_cents = parseMoneyInput(raw) ?? null
        break
      default:
        out[field] = raw
    }
  }
  return out
}

/** The body of a step's 'Continuar' (or 'Concluir' on the last): its answers and the next step. */
export function continueBody(index: number, values: OnboardingValues): OnboardingSave {
  const last = index === STEPS.length - 1
  return { step: index + 1, answers: stepAnswers(index, values), ...(last ? { finish: true } : {}) }
}

/** The body of a step's 'Pular': the next step, with no answers (the last one finishes). */
export function skipStepBody(index: number): OnboardingSave {
  const last = index === STEPS.length - 1
  return { step: index + 1, ...(last ? { finish: true } : {}) }
}

/** Where the flow opens: the step after the last one saved; from the start once it is done. */
export function resumeIndex(state: Pick<Onboarding, 'step' | 'done'>): number {
  if (state.done) return 0
  return Math.min(Math.max(state.step, 0), STEPS.length - 1)
}

/** 'Passo 2 de 6' */
export function progressLabel(index: number): string {
  return `Passo ${index + 1} de ${STEPS.length}`
}

/** The form field a server field name belongs to. */
export function formField(serverField: string): OnboardingField | null {
  if (serverField === 'budget_total_cents') return 'budget_total'
  const fields = STEPS.flatMap((s) => s.fields) as string[]
  return fields.includes(serverField) ? (serverField as OnboardingField) : null
}

/** The pt-BR text of a server field code. */
export function serverFieldMessage(field: OnboardingField, code: string): string {
  switch (code) {
    case 'past':
      return messages.pastDate
    case 'invalid_date':
      return INVALID_BR_DATE
    case 'too_long':
      return messages.tooLong
    case 'invalid':
      return messages.time
    case 'out_of_range':
      return messages.guests
    case 'not_positive':
      return messages.budget
    case 'too_large':
      return field === 'budget_total' ? messages.budgetTooLarge : messages.tooLong
    default:
      return 'Valor inválido'
  }
}
