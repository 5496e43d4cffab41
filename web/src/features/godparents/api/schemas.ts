import { z } from 'zod'
import type { Conforms, RequestBody, Schemas } from '@/lib/api'
import { cleanText } from '@/lib/sanitize'

export const godparentTipos = ['padrinho', 'madrinha'] as const
export type GodparentTipo = (typeof godparentTipos)[number]

export const tipoLabels: Record<GodparentTipo, string> = { padrinho: 'Padrinho', madrinha: 'Madrinha' }

/** A padrinho or madrinha as the API returns it (spec part 2 §3 godparents). */
export const godparentSchema = z.object({
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
  tipo: z.enum(godparentTipos),
  is_dama_honra: z.boolean(),
  confirmado: z.boolean(),
  observacoes: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['Godparent']>

export type Godparent = z.output<typeof godparentSchema>

export const godparentListSchema = z.object({ godparents: z.array(godparentSchema) }) satisfies z.ZodType<Schemas['GodparentList']>

/** What POST /api/godparents takes (PATCH takes any subset). */
export type GodparentPayload = Conforms<
  {
    nome: string
    email: string | null
    telefone: string | null
    tipo: GodparentTipo
    is_dama_honra: boolean
    confirmado: boolean
    observacoes: string | null
  },
  RequestBody<'/api/godparents', 'post'>
>

const text = () => z.string().overwrite(cleanText)
const optionalText = (max: number, message: string) =>
  text()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
const isEmail = (value: string) => z.email().safeParse(value).success

export const messages = {
  nomeRequired: 'Informe o nome',
  nomeShort: 'Nome deve ter pelo menos 2 caracteres',
  nomeLong: 'Nome muito longo',
  tipoRequired: 'Selecione o tipo',
  email: 'E-mail inválido',
  telefone: 'Telefone muito longo (máximo 30 caracteres)',
  observacoes: 'Observações muito longas (máximo 1000 caracteres)',
} as const

/**
 * The add/edit form (spec part 2 §5: nome and tipo required, e-mail an address), with the
 * server's limits: nome 2–100 after trimming, telefone up to 30, observações up to 1000.
 * Blank optional fields are sent as null.
 */
export const godparentFormSchema = z.object({
  nome: text()
    .min(1, messages.nomeRequired)
    .min(2, messages.nomeShort)
    .max(100, messages.nomeLong),
  // A string in the form ('' until chosen), the enum once validated.
  tipo: z.string().pipe(z.enum(godparentTipos, { error: messages.tipoRequired })),
  email: text()
    .refine((value) => value === '' || isEmail(value), messages.email)
    .transform((value) => (value === '' ? null : value)),
  telefone: optionalText(30, messages.telefone),
  is_dama_honra: z.boolean(),
  confirmado: z.boolean(),
  observacoes: optionalText(1000, messages.observacoes),
})

export type GodparentFormInput = z.input<typeof godparentFormSchema>
export type GodparentFormValues = z.output<typeof godparentFormSchema>

export const emptyGodparentForm: GodparentFormInput = {
  nome: '',
  tipo: '',
  email: '',
  telefone: '',
  is_dama_honra: false,
  confirmado: false,
  observacoes: '',
}

export function godparentToFormInput(g: Godparent): GodparentFormInput {
  return {
    nome: g.nome,
    tipo: g.tipo,
    email: g.email ?? '',
    telefone: g.telefone ?? '',
    is_dama_honra: g.is_dama_honra,
    confirmado: g.confirmado,
    observacoes: g.observacoes ?? '',
  }
}

type FormField = keyof GodparentFormInput

/** Texts for the server's per-field codes (422 validation_failed), matching the form's. */
const fieldMessages: Partial<Record<FormField, Partial<Record<string, string>>>> = {
  nome: { required: messages.nomeRequired, too_short: messages.nomeShort, too_long: messages.nomeLong },
  tipo: { required: messages.tipoRequired, invalid: messages.tipoRequired },
  email: { invalid: messages.email },
  telefone: { too_long: messages.telefone },
  observacoes: { too_long: messages.observacoes },
}

export function isGodparentFormField(name: string): name is FormField {
  return name in emptyGodparentForm
}

export function godparentFieldMessage(field: FormField, code: string, fallback: string): string {
  return fieldMessages[field]?.[code] ?? fallback
}
