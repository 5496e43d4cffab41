import { brToIso, INVALID_BR_DATE, isoToBr } from '@/lib/calendar-date'
import { parseBRL } from '@/lib/format'
import type { HoneymoonPayload, Trip } from '../api/honeymoon'

/** Default expense categories (part 2 §3), in the tracker's order. */
export const expenseCategories = [
  'Hospedagem',
  'Passagens Aéreas',
  'Alimentação',
  'Transporte Local',
  'Passeios e Atividades',
  'Compras e Souvenirs',
  'Seguro Viagem',
  'Outros',
] as const

/** Preference options (part 2 §3). */
export const preferenceOptions = [
  'Praia',
  'Montanha',
  'Cidade',
  'Rural',
  'Aventura',
  'Relaxamento',
  'Cultura',
  'Gastronomia',
  'Vida Noturna',
  'Natureza',
  'História',
  'Compras',
] as const

export type BudgetLevel = 'Alto' | 'Médio' | 'Baixo'

/** The static suggestions (part 2 §2): clicking one fills the destination. */
export const suggestedDestinations: { name: string; type: string; budget: BudgetLevel }[] = [
  { name: 'Fernando de Noronha, PE', type: 'Praia e natureza', budget: 'Alto' },
  { name: 'Maldivas', type: 'Praia e resort', budget: 'Alto' },
  { name: 'Paris, França', type: 'Cidade e cultura', budget: 'Alto' },
  { name: 'Gramado, RS', type: 'Serra e gastronomia', budget: 'Médio' },
  { name: 'Porto de Galinhas, PE', type: 'Praia', budget: 'Médio' },
  { name: 'Buenos Aires, Argentina', type: 'Cidade e gastronomia', budget: 'Médio' },
  { name: 'Jericoacoara, CE', type: 'Praia e aventura', budget: 'Médio' },
  { name: 'Chapada Diamantina, BA', type: 'Natureza e aventura', budget: 'Baixo' },
  { name: 'Monte Verde, MG', type: 'Montanha e romance', budget: 'Baixo' },
  { name: 'Paraty, RJ', type: 'História e praia', budget: 'Baixo' },
]

/** Useful links (part 2 §2): a flights search and a bus ticket site, opened in a new tab. */
export const usefulLinks = [
  { label: 'Buscar passagens aéreas', description: 'Google Voos', href: 'https://www.google.com/travel/flights?hl=pt-BR' },
  { label: 'Passagens de ônibus', description: 'ClickBus', href: 'https://www.clickbus.com.br/' },
] as const

/** Tips card (part 2 §2): documents, vaccines, travel insurance, reservations. */
export const travelTips = [
  { title: 'Documentos', text: 'Confiram a validade do RG ou do passaporte e se o destino exige visto.' },
  { title: 'Vacinas', text: 'Vejam as vacinas exigidas ou recomendadas, como a de febre amarela, e levem o certificado.' },
  { title: 'Seguro viagem', text: 'Contratem um seguro viagem; em vários países ele é obrigatório.' },
  { title: 'Reservas', text: 'Reservem voos e hospedagem com antecedência e avisem que estão em lua de mel.' },
] as const

export const DESTINATION_REQUIRED = { title: 'Campo obrigatório', description: 'Por favor, informe o destino da lua de mel.' }
export const RETURN_BEFORE_DEPARTURE = 'A data de volta não pode ser anterior à data de ida.'
export const BUDGET_INVALID = 'Informe um valor válido, por exemplo 1.234,56'

/** The tracker's amounts as typed, per category. */
export type ExpenseDraft = { estimated: string; actual: string }

export type TripDraft = {
  destino: string
  /** dd/MM/yyyy as typed. */
  dataInicio: string
  dataFim: string
  orcamento: string
  preferencias: string[]
  observacoes: string
  expenses: Record<string, ExpenseDraft>
}

export type TripErrors = { destino?: string; dataInicio?: string; dataFim?: string; orcamento?: string }

const MAX_CENTS = 1_000_000_000_000

/**
 * An expense amount in centavos. Part 2 §5: amounts are parsed as decimals and invalid input
 * becomes 0. Accepts '1.234,56', '1234,5' and '1234.56'; anything else (or negative) is 0.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  let cents = parseBRL(trimmed)
  if (cents === null && /^\d+\.\d{1,2}$/.test(trimmed)) cents = Math.round(Number(trimmed) * 100)
  if (cents === null || !Number.isFinite(cents) || cents < 0 || cents > MAX_CENTS) return 0
  return cents
}

const moneyInput = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 123456 → '1.234,56'; 0 → '' (an empty input reads as zero). */
export function centsToInput(cents: number | null | undefined): string {
  return cents ? moneyInput.format(cents / 100) : ''
}

export function emptyDraft(): TripDraft {
  return {
    destino: '',
    dataInicio: '',
    dataFim: '',
    orcamento: '',
    preferencias: [],
    observacoes: '',
    expenses: Object.fromEntries(expenseCategories.map((c) => [c, { estimated: '', actual: '' }])),
  }
}

export function draftFromTrip(trip: Trip | null): TripDraft {
  if (!trip) return emptyDraft()
  const draft = emptyDraft()
  for (const e of trip.expenses) {
    draft.expenses[e.category] = { estimated: centsToInput(e.estimated_cents), actual: centsToInput(e.actual_cents) }
  }
  return {
    ...draft,
    destino: trip.destino,
    dataInicio: isoToBr(trip.data_inicio),
    dataFim: isoToBr(trip.data_fim),
    orcamento: centsToInput(trip.orcamento_cents),
    preferencias: trip.preferencias,
    observacoes: trip.observacoes ?? '',
  }
}

/** The tracker's totals: what the budget's 'Lua de Mel' category receives on save. */
export function expenseTotals(expenses: Record<string, ExpenseDraft>): { estimated: number; actual: number } {
  let estimated = 0
  let actual = 0
  for (const c of expenseCategories) {
    estimated += parseAmount(expenses[c]?.estimated ?? '')
    actual += parseAmount(expenses[c]?.actual ?? '')
  }
  return { estimated, actual }
}

/** Checks the draft with the server's rules and builds the PUT body. */
export function validateTrip(draft: TripDraft): { payload: HoneymoonPayload | null; errors: TripErrors } {
  const errors: TripErrors = {}
  const destino = draft.destino.trim()
  if (destino === '') errors.destino = DESTINATION_REQUIRED.description
  else if (destino.length > 200) errors.destino = 'O destino deve ter no máximo 200 caracteres.'

  const inicio = draft.dataInicio.trim() === '' ? null : brToIso(draft.dataInicio)
  const fim = draft.dataFim.trim() === '' ? null : brToIso(draft.dataFim)
  if (draft.dataInicio.trim() !== '' && inicio === null) errors.dataInicio = INVALID_BR_DATE
  if (draft.dataFim.trim() !== '' && fim === null) errors.dataFim = INVALID_BR_DATE
  else if (inicio && fim && fim < inicio) errors.dataFim = RETURN_BEFORE_DEPARTURE

  let orcamento: number | null = null
  if (draft.orcamento.trim() !== '') {
    orcamento = parseBRL(draft.orcamento)
    if (orcamento === null || orcamento < 0 || orcamento > MAX_CENTS) errors.orcamento = BUDGET_INVALID
  }

  const expenses = expenseCategories.map((category) => ({
    category,
    estimated_cents: parseAmount(draft.expenses[category]?.estimated ?? ''),
    actual_cents: parseAmount(draft.expenses[category]?.actual ?? ''),
  }))
  const ok = Object.keys(errors).length === 0
  const observacoes = draft.observacoes.trim()
  return {
    payload: ok
      ? {
          destino,
          orcamento_cents: orcamento,
          data_inicio: inicio,
          data_fim: fim,
          preferencias: preferenceOptions.filter((p) => draft.preferencias.includes(p)),
          observacoes: observacoes === '' ? null : observacoes,
          expenses,
        }
      : null,
    errors,
  }
}
