import { z } from 'zod'
import type { Conforms, RequestBody, Schemas } from '@/lib/api'
import { centsToInput, parseMoneyInput } from '@/lib/format'

export const giftStatuses = ['pendente', 'recebido', 'doacao'] as const
export type GiftStatus = (typeof giftStatuses)[number]

export const giftStatusLabels: Record<GiftStatus, string> = {
  pendente: 'Pendente',
  recebido: 'Recebido',
  doacao: 'Doação',
}

const nullableString = () =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? null)

/** A gift as the API returns it (part 2 §3 gifts; money in centavos). */
export const giftSchema = z.object({
  id: z.string(),
  nome: z.string(),
  descricao: nullableString(),
  valor_cents: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  status: z.enum(giftStatuses),
  doador: nullableString(),
  data_recebimento: nullableString(),
  /** 1, or the number of cotas the gift is split into on the wedding site. */
  cotas: z.number().int().optional().default(1),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['Gift']>

export type Gift = z.output<typeof giftSchema>

export const giftListSchema = z.object({ gifts: z.array(giftSchema) }) satisfies z.ZodType<Schemas['GiftList']>

/** What POST /api/gifts takes (PATCH takes any subset). The received date is the server's. */
export type GiftPayload = Conforms<
  {
    nome: string
    descricao: string | null
    valor_cents: number | null
    status: GiftStatus
    doador: string | null
    cotas: number
  },
  RequestBody<'/api/gifts', 'post'>
>

/** Limits shared with the server (internal/gift). */
export const GIFT_NAME_MAX = 100
export const GIFT_DESCRIPTION_MAX = 500
export const GIFT_GIVER_MAX = 100
export const GIFT_VALUE_MAX_CENTS = 1_000_000_000_000
export const GIFT_COTAS_MAX = 100

export const giftMessages = {
  nameRequired: 'Informe o nome do presente.',
  nameTooLong: `O nome deve ter no máximo ${GIFT_NAME_MAX} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${GIFT_DESCRIPTION_MAX} caracteres.`,
  valueInvalid: 'Informe um valor válido, com até duas casas decimais (ex.: 149,90).',
  valueTooLarge: 'Valor muito alto.',
  giverTooLong: `O nome deve ter no máximo ${GIFT_GIVER_MAX} caracteres.`,
  cotasInvalid: `Informe de 1 a ${GIFT_COTAS_MAX} cotas.`,
  cotasNeedValue: 'Para dividir em cotas, informe o valor total.',
  cotasNotDivisible: 'O valor total precisa se dividir igualmente entre as cotas (ex.: R$ 1.500,00 em 10 cotas).',
} as const

/** Gift value typed in the form (the shared rule in lib/format). */
export const parseGiftValue = parseMoneyInput

export { centsToInput }

/**
 * The add/edit form (part 2 §5 'Gift'): name required; value optional with step 0,01; the giver
 * only when the status is recebido (dropped otherwise, as the server does).
 */
export const giftFormSchema = z
  .object({
    nome: z.string().trim().min(1, giftMessages.nameRequired).max(GIFT_NAME_MAX, giftMessages.nameTooLong),
    descricao: z.string().trim().max(GIFT_DESCRIPTION_MAX, giftMessages.descriptionTooLong),
    valor: z.string(),
    status: z.enum(giftStatuses),
    doador: z.string().trim(),
    cotas: z.string().trim().default('1'),
  })
  .superRefine((values, ctx) => {
    const cents = parseGiftValue(values.valor)
    if (cents === undefined) ctx.addIssue({ code: 'custom', path: ['valor'], message: giftMessages.valueInvalid })
    else if (cents !== null && cents > GIFT_VALUE_MAX_CENTS)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: giftMessages.valueTooLarge })
    if (values.status === 'recebido' && values.doador.length > GIFT_GIVER_MAX)
      ctx.addIssue({ code: 'custom', path: ['doador'], message: giftMessages.giverTooLong })
    const cotas = parseCotas(values.cotas)
    if (cotas === null) ctx.addIssue({ code: 'custom', path: ['cotas'], message: giftMessages.cotasInvalid })
    else if (cotas > 1 && !cents) ctx.addIssue({ code: 'custom', path: ['cotas'], message: giftMessages.cotasNeedValue })
    else if (cotas > 1 && cents && cents % cotas !== 0)
      ctx.addIssue({ code: 'custom', path: ['cotas'], message: giftMessages.cotasNotDivisible })
  })
  .transform(
    (values): GiftPayload => ({
      nome: values.nome,
      descricao: values.descricao === '' ? null : values.descricao,
      valor_cents: parseGiftValue(values.valor) ?? null,
      status: values.status,
      doador: values.status === 'recebido' && values.doador !== '' ? values.doador : null,
      cotas: parseCotas(values.cotas) ?? 1,
    }),
  )

/** The number of cotas typed in the form ('' is 1), or null when it is not 1 to 100. */
export function parseCotas(text: string): number | null {
  if (text === '') return 1
  if (!/^\d{1,3}$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= GIFT_COTAS_MAX ? n : null
}

export type GiftFormInput = z.input<typeof giftFormSchema>

export const emptyGiftForm: GiftFormInput = { nome: '', descricao: '', valor: '', status: 'pendente', doador: '', cotas: '1' }

export function giftToFormInput(gift: Gift): GiftFormInput {
  return {
    nome: gift.nome,
    descricao: gift.descricao ?? '',
    valor: centsToInput(gift.valor_cents),
    status: gift.status,
    doador: gift.doador ?? '',
    cotas: String(gift.cotas),
  }
}

type GiftFormField = keyof GiftFormInput

/** Texts for the server's per-field codes (422), matching the form's. */
const serverFieldMessages: Record<string, { field: GiftFormField; messages: Record<string, string> }> = {
  nome: { field: 'nome', messages: { required: giftMessages.nameRequired, too_long: giftMessages.nameTooLong } },
  descricao: { field: 'descricao', messages: { too_long: giftMessages.descriptionTooLong } },
  valor_cents: {
    field: 'valor',
    messages: {
      negative: giftMessages.valueInvalid,
      too_large: giftMessages.valueTooLarge,
      invalid_type: giftMessages.valueInvalid,
      required_for_cotas: giftMessages.cotasNeedValue,
      not_divisible: giftMessages.cotasNotDivisible,
    },
  },
  doador: { field: 'doador', messages: { too_long: giftMessages.giverTooLong } },
  cotas: {
    field: 'cotas',
    messages: { out_of_range: giftMessages.cotasInvalid, below_claimed: 'Um convidado já escolheu uma cota acima deste número.' },
  },
}

/** The form field and text for a server field error, or null for fields the form does not show. */
export function giftFieldError(apiField: string, code: string): { field: GiftFormField; message: string } | null {
  const entry = serverFieldMessages[apiField]
  if (!entry) return null
  return { field: entry.field, message: entry.messages[code] ?? 'Valor inválido.' }
}
