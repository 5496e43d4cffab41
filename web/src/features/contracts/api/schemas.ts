import { z } from 'zod'
import type { Conforms, RequestBody, Schemas } from '@/lib/api'
import { isHeic } from './photo'
import { brToIso, INVALID_BR_DATE, isoToBr } from '@/lib/calendar-date'
import { centsToInput, parseMoneyInput } from '@/lib/format'

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
  budget_category: nullable(z.string()),
  sinal_cents: nullable(z.number().int()),
  sinal_vencimento: nullable(z.string()),
  parcelas: z.number().int().optional().default(0),
  primeira_parcela: nullable(z.string()),
  payments: z
    .object({ count: z.number().int(), paid: z.number().int(), paid_cents: z.number().int() })
    .optional()
    .default({ count: 0, paid: 0, paid_cents: 0 }),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Schemas['Contract']>

export type Contract = z.output<typeof contractSchema>

export const contractListSchema = z.object({ contracts: z.array(contractSchema) }) satisfies z.ZodType<Schemas['ContractList']>

/** Limits shared with the server (internal/contract). */
export const SUPPLIER_MAX = 200
export const DESCRIPTION_MAX = 2000
export const VALUE_MAX_CENTS = 1_000_000_000_000
export const FILE_MAX_BYTES = 5 * 1024 * 1024
/** Documents, and photos of a paper contract (issue 18 §4; HEIC is converted first, see photo.ts). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'] as const

export const contractMessages = {
  supplierRequiredTitle: 'Campo obrigatório',
  supplierRequired: 'Por favor, informe o fornecedor.',
  supplierTooLong: `O fornecedor deve ter no máximo ${SUPPLIER_MAX} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres.`,
  valueInvalid: 'Informe um valor válido, com até duas casas decimais (ex.: 1.500,00).',
  valueTooLarge: 'Valor muito alto.',
  fileTooLargeTitle: 'Arquivo muito grande',
  fileTooLarge: 'O arquivo deve ter no máximo 5MB.',
  fileType: 'Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.',
  heicUnconverted: 'Este navegador não converte fotos HEIC. Envie a foto em JPEG ou PNG.',
  deleteConfirm: 'Tem certeza que deseja excluir este contrato? Esta ação não pode ser desfeita.',
} as const

/** The file rule the server applies too (it also checks the content): size and extension. */
export function fileProblem(file: File): string | null {
  if (file.size > FILE_MAX_BYTES) return contractMessages.fileTooLarge
  const name = file.name.toLowerCase()
  if (isHeic(file)) return contractMessages.heicUnconverted
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return contractMessages.fileType
  return null
}

/** What POST /api/contracts takes (sent as multipart/form-data), and PUT /api/contracts/{id} as JSON without the file. */
export type ContractPayload = Conforms<
  {
    fornecedor: string
    descricao: string | null
    valor_cents: number | null
    prazo_pagamento: string | null
    budget_category: string | null
    sinal_cents: number | null
    sinal_vencimento: string | null
    parcelas: number
    primeira_parcela: string | null
  },
  RequestBody<'/api/contracts/{id}', 'put'>
> & { arquivo: File | null }

/** The most parcelas a contract may have (internal/contract MaxParcelas). */
export const MAX_PARCELAS = 24

export const scheduleMessages = {
  valueRequired: 'Informe o valor do contrato para dividir em sinal e parcelas.',
  sinalTooLarge: 'O sinal não pode ser maior que o valor do contrato.',
  sinalDateRequired: 'Informe a data de vencimento do sinal.',
  parcelasInvalid: `Use de 0 a ${MAX_PARCELAS} parcelas.`,
  parcelasRequired: 'Informe em quantas parcelas será pago o restante.',
  nothingLeft: 'Não sobra valor para as parcelas depois do sinal.',
  firstDateRequired: 'Informe a data de vencimento da primeira parcela.',
  categoryMissing: 'Essa categoria não existe no orçamento.',
} as const

/** The new-contract form (part 2 §5 'Contract'). */
export const contractFormSchema = z
  .object({
    fornecedor: z.string().trim().min(1, contractMessages.supplierRequired).max(SUPPLIER_MAX, contractMessages.supplierTooLong),
    descricao: z.string().trim().max(DESCRIPTION_MAX, contractMessages.descriptionTooLong),
    valor: z.string(),
    prazo: z.string(),
    categoria: z.string(),
    sinal: z.string(),
    sinalVencimento: z.string(),
    parcelas: z.string(),
    primeiraParcela: z.string(),
    arquivo: z.custom<File | null>((value) => value === null || value instanceof File),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const cents = parseMoneyInput(values.valor)
    if (cents === undefined) issue('valor', contractMessages.valueInvalid)
    else if (cents !== null && cents > VALUE_MAX_CENTS) issue('valor', contractMessages.valueTooLarge)
    if (values.prazo.trim() !== '' && brToIso(values.prazo) === null) issue('prazo', INVALID_BR_DATE)
    const problem = values.arquivo ? fileProblem(values.arquivo) : null
    if (problem) issue('arquivo', problem)

    // The schedule (issue 18 §4): the sinal and the parcelas pay exactly the value.
    const sinal = parseMoneyInput(values.sinal)
    if (sinal === undefined || sinal === 0) issue('sinal', contractMessages.valueInvalid)
    const parcelas = values.parcelas.trim() === '' ? 0 : Number(values.parcelas)
    if (!Number.isInteger(parcelas) || parcelas < 0 || parcelas > MAX_PARCELAS) issue('parcelas', scheduleMessages.parcelasInvalid)
    if (!sinal && !(parcelas > 0)) return
    if (!cents) {
      issue('valor', scheduleMessages.valueRequired)
      return
    }
    if (sinal) {
      if (sinal > cents) issue('sinal', scheduleMessages.sinalTooLarge)
      if (brToIso(values.sinalVencimento) === null) issue('sinalVencimento', scheduleMessages.sinalDateRequired)
    }
    const rest = cents - (sinal ?? 0)
    if (parcelas === 0 && rest > 0) issue('parcelas', scheduleMessages.parcelasRequired)
    if (parcelas > 0 && rest < parcelas) issue('parcelas', scheduleMessages.nothingLeft)
    if (parcelas > 0 && brToIso(values.primeiraParcela) === null) issue('primeiraParcela', scheduleMessages.firstDateRequired)
  })
  .transform((values): ContractPayload => {
    const sinal = parseMoneyInput(values.sinal) ?? null
    const parcelas = values.parcelas.trim() === '' ? 0 : Number(values.parcelas)
    return {
      fornecedor: values.fornecedor,
      descricao: values.descricao === '' ? null : values.descricao,
      valor_cents: parseMoneyInput(values.valor) ?? null,
      prazo_pagamento: values.prazo.trim() === '' ? null : brToIso(values.prazo),
      budget_category: values.categoria === '' ? null : values.categoria,
      sinal_cents: sinal,
      sinal_vencimento: sinal === null ? null : brToIso(values.sinalVencimento),
      parcelas,
      primeira_parcela: parcelas > 0 ? brToIso(values.primeiraParcela) : null,
      arquivo: values.arquivo,
    }
  })

export type ContractFormInput = z.input<typeof contractFormSchema>

export const emptyContractForm: ContractFormInput = {
  fornecedor: '',
  descricao: '',
  valor: '',
  prazo: '',
  categoria: '',
  sinal: '',
  sinalVencimento: '',
  parcelas: '',
  primeiraParcela: '',
  arquivo: null,
}

/** The form filled with a saved contract, to edit it. */
export function contractToForm(c: Contract): ContractFormInput {
  return {
    fornecedor: c.fornecedor,
    descricao: c.descricao ?? '',
    valor: centsToInput(c.valor_cents),
    prazo: c.prazo_pagamento ? isoToBr(c.prazo_pagamento) : '',
    categoria: c.budget_category ?? '',
    sinal: centsToInput(c.sinal_cents),
    sinalVencimento: c.sinal_vencimento ? isoToBr(c.sinal_vencimento) : '',
    parcelas: c.parcelas > 0 ? String(c.parcelas) : '',
    primeiraParcela: c.primeira_parcela ? isoToBr(c.primeira_parcela) : '',
    arquivo: null,
  }
}

/** 'Sinal + 3 parcelas' (or '3 parcelas', 'Sinal'), for a contract with a schedule. */
export function scheduleText(c: Pick<Contract, 'sinal_cents' | 'parcelas'>): string | null {
  const parcelas = c.parcelas === 1 ? 'parcela única' : `${c.parcelas} parcelas`
  if (c.sinal_cents !== null && c.parcelas > 0) return `Sinal + ${parcelas}`
  if (c.sinal_cents !== null) return 'Sinal'
  if (c.parcelas > 0) return parcelas.charAt(0).toUpperCase() + parcelas.slice(1)
  return null
}

type FormField = 'fornecedor' | 'descricao' | 'valor' | 'prazo' | 'categoria' | 'sinal' | 'sinalVencimento' | 'parcelas' | 'primeiraParcela' | 'arquivo'

const serverFieldMessages: Record<string, { field: FormField; messages: Record<string, string> }> = {
  fornecedor: {
    field: 'fornecedor',
    messages: { required: contractMessages.supplierRequired, too_long: contractMessages.supplierTooLong },
  },
  descricao: { field: 'descricao', messages: { too_long: contractMessages.descriptionTooLong } },
  valor_cents: {
    field: 'valor',
    messages: {
      negative: contractMessages.valueInvalid,
      too_large: contractMessages.valueTooLarge,
      invalid_type: contractMessages.valueInvalid,
      required_for_schedule: scheduleMessages.valueRequired,
    },
  },
  prazo_pagamento: { field: 'prazo', messages: { invalid: INVALID_BR_DATE } },
  budget_category: { field: 'categoria', messages: { not_found: scheduleMessages.categoryMissing } },
  sinal_cents: { field: 'sinal', messages: { exceeds_total: scheduleMessages.sinalTooLarge } },
  sinal_vencimento: { field: 'sinalVencimento', messages: { invalid: scheduleMessages.sinalDateRequired } },
  parcelas: {
    field: 'parcelas',
    messages: { invalid: scheduleMessages.parcelasInvalid, required: scheduleMessages.parcelasRequired, nothing_left: scheduleMessages.nothingLeft },
  },
  primeira_parcela: { field: 'primeiraParcela', messages: { invalid: scheduleMessages.firstDateRequired } },
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
