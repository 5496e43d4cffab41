import { z } from 'zod'
import { brToIso, INVALID_BR_DATE } from '@/lib/calendar-date'
import { parseMoneyInput } from '@/lib/format'

/** Contract statuses (part 2 §4); a new contract is pendente and any change is allowed. */
export const contractStatuses = ['ativo', 'pendente', 'vencido', 'pago', 'cancelado'] as const
export type ContractStatus = (typeof contractStatuses)[number]

export const contractStatusLabels: Record<ContractStatus, string> = {
  ativo: 'Ativo',
  pendente: 'Pendente',
  vencido: 'Vencido',
  pago: 'Pago',
  cancelado: 'Cancelado',
}

/** Supplier suggestions offered in the dialog (part 2 §2). */
export const supplierSuggestions = [
  'Buffet',
  'Fotógrafo',
  'Videomaker',
  'DJ/Banda',
  'Decoração',
  'Floricultura',
  'Local da Festa',
  'Vestido de Noiva',
  'Terno do Noivo',
  'Maquiagem',
  'Cabelo',
  'Convites',
  'Doces',
  'Bolo',
  'Cerimonial',
  'Segurança',
  'Transporte',
] as const

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null)

/** A contract as the API returns it (money in centavos; overdue computed by the server). */
export const contractSchema = z.object({
  id: z.string(),
  fornecedor: z.string(),
  descricao: nullable(z.string()),
  valor_cents: nullable(z.number().int()),
  prazo_pagamento: nullable(z.string()),
  status: z.enum(contractStatuses),
  overdue: z.boolean(),
  has_file: z.boolean(),
  file_name: nullable(z.string()),
  file_size: nullable(z.number().int()),
  file_type: nullable(z.string()),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
})

export type Contract = z.output<typeof contractSchema>

export const contractListSchema = z.object({ contracts: z.array(contractSchema) })

/** Limits shared with the server (internal/contract). */
export const SUPPLIER_MAX = 200
export const DESCRIPTION_MAX = 2000
export const VALUE_MAX_CENTS = 1_000_000_000_000
export const FILE_MAX_BYTES = 5 * 1024 * 1024
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const

export const contractMessages = {
  supplierRequiredTitle: 'Campo obrigatório',
  supplierRequired: 'Por favor, informe o fornecedor.',
  supplierTooLong: `O fornecedor deve ter no máximo ${SUPPLIER_MAX} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres.`,
  valueInvalid: 'Informe um valor válido, com até duas casas decimais (ex.: 1.500,00).',
  valueTooLarge: 'Valor muito alto.',
  fileTooLargeTitle: 'Arquivo muito grande',
  fileTooLarge: 'O arquivo deve ter no máximo 5MB.',
  fileType: 'Envie um arquivo PDF, DOC ou DOCX.',
  deleteConfirm: 'Tem certeza que deseja excluir este contrato? Esta ação não pode ser desfeita.',
} as const

/** The file rule the server applies too (it also checks the content): size and extension. */
export function fileProblem(file: File): string | null {
  if (file.size > FILE_MAX_BYTES) return contractMessages.fileTooLarge
  const name = file.name.toLowerCase()
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return contractMessages.fileType
  return null
}

/** What POST /api/contracts takes (sent as multipart/form-data). */
export type ContractPayload = {
  fornecedor: string
  descricao: string | null
  valor_cents: number | null
  prazo_pagamento: string | null
  arquivo: File | null
}

/** The new-contract form (part 2 §5 'Contract'). */
export const contractFormSchema = z
  .object({
    fornecedor: z.string().trim().min(1, contractMessages.supplierRequired).max(SUPPLIER_MAX, contractMessages.supplierTooLong),
    descricao: z.string().trim().max(DESCRIPTION_MAX, contractMessages.descriptionTooLong),
    valor: z.string(),
    prazo: z.string(),
    arquivo: z.custom<File | null>((value) => value === null || value instanceof File),
  })
  .superRefine((values, ctx) => {
    const cents = parseMoneyInput(values.valor)
    if (cents === undefined) ctx.addIssue({ code: 'custom', path: ['valor'], message: contractMessages.valueInvalid })
    else if (cents !== null && cents > VALUE_MAX_CENTS)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: contractMessages.valueTooLarge })
    if (values.prazo.trim() !== '' && brToIso(values.prazo) === null)
      ctx.addIssue({ code: 'custom', path: ['prazo'], message: INVALID_BR_DATE })
    const problem = values.arquivo ? fileProblem(values.arquivo) : null
    if (problem) ctx.addIssue({ code: 'custom', path: ['arquivo'], message: problem })
  })
  .transform(
    (values): ContractPayload => ({
      fornecedor: values.fornecedor,
      descricao: values.descricao === '' ? null : values.descricao,
      valor_cents: parseMoneyInput(values.valor) ?? null,
      prazo_pagamento: values.prazo.trim() === '' ? null : brToIso(values.prazo),
      arquivo: values.arquivo,
    }),
  )

export type ContractFormInput = z.input<typeof contractFormSchema>

export const emptyContractForm: ContractFormInput = { fornecedor: '', descricao: '', valor: '', prazo: '', arquivo: null }

type FormField = 'fornecedor' | 'descricao' | 'valor' | 'prazo' | 'arquivo'

const serverFieldMessages: Record<string, { field: FormField; messages: Record<string, string> }> = {
  fornecedor: {
    field: 'fornecedor',
    messages: { required: contractMessages.supplierRequired, too_long: contractMessages.supplierTooLong },
  },
  descricao: { field: 'descricao', messages: { too_long: contractMessages.descriptionTooLong } },
  valor_cents: {
    field: 'valor',
    messages: { negative: contractMessages.valueInvalid, too_large: contractMessages.valueTooLarge, invalid_type: contractMessages.valueInvalid },
  },
  prazo_pagamento: { field: 'prazo', messages: { invalid: INVALID_BR_DATE } },
  arquivo: { field: 'arquivo', messages: { too_large: contractMessages.fileTooLarge, invalid_type: contractMessages.fileType } },
}

/** The form field and text for a server field error, or null for fields the form does not show. */
export function contractFieldError(apiField: string, code: string): { field: FormField; message: string } | null {
  const entry = serverFieldMessages[apiField]
  if (!entry) return null
  return { field: entry.field, message: entry.messages[code] ?? 'Valor inválido.' }
}

/** Counts per status for the summary cards. */
export function countByStatus(contracts: Contract[]): Record<ContractStatus, number> {
  const counts: Record<ContractStatus, number> = { ativo: 0, pendente: 0, vencido: 0, pago: 0, cancelado: 0 }
  for (const c of contracts) counts[c.status] += 1
  return counts
}

/** The maps search for wedding suppliers (opened in a new tab). */
export const SUPPLIER_MAPS_URL = 'https://www.google.com/maps/search/?api=1&query=' + encodeURIComponent('fornecedores para casamento')
