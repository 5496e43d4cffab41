import { z } from 'zod'
import type { Conforms, Schemas } from '@/lib/api'
import { cleanText } from '@/lib/sanitize'

export const guestStatuses = ['pendente', 'confirmado', 'recusado'] as const
export type GuestStatus = (typeof guestStatuses)[number]

export const guestStatusLabels: Record<GuestStatus, string> = {
  pendente: 'Pendente',
  confirmado: 'Confirmado',
  recusado: 'Recusado',
}

/**
 * Age bands as Brazilian buffets price them (the server's guest.Bands): adults (13 or more),
 * children of 0–5 and of 6–12.
 */
export const ageBands = ['adulto', '0-5', '6-12'] as const
export type AgeBand = (typeof ageBands)[number]
export const ageBandLabels: Record<AgeBand, string> = {
  adulto: 'Adulto',
  '0-5': 'Criança de 0 a 5 anos',
  '6-12': 'Criança de 6 a 12 anos',
}
/** At most this many named companions per guest (the server's guest.MaxCompanions). */
export const MAX_COMPANIONS = 10

const nullableString = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? null)

export const companionSchema = z.object({
  id: z.string(),
  nome: z.string(),
  faixa: z.enum(ageBands),
  status_confirmacao: z.enum(guestStatuses),
  restricao_alimentar: nullableString(),
}) satisfies z.ZodType<Schemas['CompanionView']>
export type Companion = z.output<typeof companionSchema>

/** A guest as the API returns it. */
export const guestSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  telefone: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  mesa: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  acompanhante: z.boolean(),
  status_confirmacao: z.enum(guestStatuses),
  acompanhantes: z
    .array(companionSchema)
    .nullish()
    .transform((value) => value ?? []),
  restricao_alimentar: nullableString(),
  mensagem: nullableString(),
  convite_enviado_em: nullableString(),
  respondido_em: nullableString(),
  /** The personal RSVP link /r/{token} ('Copiar link'). */
  rsvp_url: nullableString(),
  /** telefone normalised (+5511987654321); null when it is not a valid number. */
  telefone_e164: nullableString(),
  /** E.164 digits of a mobile, for wa.me; null for a landline or no phone. */
  whatsapp: nullableString(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['Guest']>

export type Guest = z.output<typeof guestSchema>

export const guestListSchema = z.object({ guests: z.array(guestSchema) }) satisfies z.ZodType<Schemas['GuestList']>

/** What POST /api/guests takes (PATCH takes any subset). */
export type GuestPayload = Conforms<
  {
    nome: string
    email: string | null
    telefone: string | null
    mesa: number | null
    acompanhante: boolean
    status_confirmacao?: GuestStatus
    acompanhantes?: CompanionPayload[]
  },
  Schemas['GuestInput']
>

export type CompanionPayload = Conforms<
  {
    id?: string
    nome: string
    faixa: AgeBand
    status_confirmacao?: GuestStatus
    restricao_alimentar?: string | null
  },
  Schemas['Companion']
>

const text = () => z.string().overwrite(cleanText)
const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * The add/edit form (spec part 1 §5, guest schema): inputs are trimmed, empty
 * e-mail and phone become null, mesa becomes a positive integer or null.
 */
export const guestFormSchema = z.object({
  nome: text().min(2, 'Nome deve ter pelo menos 2 caracteres').max(100, 'Nome muito longo'),
  email: text()
    .refine((value) => value === '' || isEmail(value), 'E-mail inválido')
    .transform((value) => (value === '' ? null : value)),
  telefone: text().transform((value) => (value === '' ? null : value)),
  mesa: text()
    .refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))),
      'Mesa deve ser um número positivo',
    )
    .transform((value) => (value === '' ? null : Number.parseInt(value, 10))),
  acompanhante: z.boolean(),
  acompanhantes: z
    .array(
      z.object({
        id: z.string().optional(),
        nome: text().min(2, 'Nome deve ter pelo menos 2 caracteres').max(100, 'Nome muito longo'),
        faixa: z.enum(ageBands),
        // Kept as they are: the guest answers for each companion on the RSVP page.
        status_confirmacao: z.enum(guestStatuses).optional(),
        restricao_alimentar: z.string().nullable().optional(),
      }),
    )
    .max(MAX_COMPANIONS, `No máximo ${MAX_COMPANIONS} acompanhantes`)
    .default([]),
})

export type GuestFormInput = z.input<typeof guestFormSchema>
export type GuestFormValues = z.output<typeof guestFormSchema>

export const emptyGuestForm: GuestFormInput = {
  nome: '',
  email: '',
  telefone: '',
  mesa: '',
  acompanhante: false,
  acompanhantes: [],
}

export function guestToFormInput(guest: Guest): GuestFormInput {
  return {
    nome: guest.nome,
    email: guest.email ?? '',
    telefone: guest.telefone ?? '',
    mesa: guest.mesa === null ? '' : String(guest.mesa),
    acompanhante: guest.acompanhante,
    acompanhantes: guest.acompanhantes.map((c) => ({
      id: c.id,
      nome: c.nome,
      faixa: c.faixa,
      status_confirmacao: c.status_confirmacao,
      restricao_alimentar: c.restricao_alimentar,
    })),
  }
}

type GuestFormField = keyof GuestFormInput

/** Texts for the server's per-field codes (422 validation_failed), matching the form's messages. */
const guestFieldMessages: Partial<Record<GuestFormField, Partial<Record<string, string>>>> = {
  nome: {
    required: 'Nome deve ter pelo menos 2 caracteres',
    too_short: 'Nome deve ter pelo menos 2 caracteres',
    too_long: 'Nome muito longo',
  },
  email: { invalid: 'E-mail inválido' },
  mesa: { not_positive: 'Mesa deve ser um número positivo', invalid: 'Mesa deve ser um número positivo' },
}

export function isGuestFormField(name: string): name is GuestFormField {
  return name in emptyGuestForm
}

export function guestFieldMessage(field: GuestFormField, code: string, fallback: string): string {
  return guestFieldMessages[field]?.[code] ?? fallback
}
