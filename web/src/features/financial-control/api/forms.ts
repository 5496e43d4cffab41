import { z } from 'zod'
import { brToIso, INVALID_BR_DATE } from '@/lib/calendar-date'
import { parseMoneyInput } from '@/lib/format'
import { BENEFICIARY_MAX, invalidPixKeyMessage, isValidPixKey, merchantName, pixKeyTypes, pixMessages } from '@/lib/pix-key'
import { MAX_AMOUNT_CENTS } from '../utils/money'
import { reminderStatuses } from './reminders'

/** Limits shared with the server (internal/reminder). */
export const SUPPLIER_MAX = 200
export const NOTES_MAX = 2000
export const MAX_TIMES = 10

export const REQUIRED_MESSAGE = 'Preencha todos os campos obrigatórios.'

export const formMessages = {
  supplierRequired: 'Informe o fornecedor.',
  supplierTooLong: `O fornecedor deve ter no máximo ${SUPPLIER_MAX} caracteres.`,
  amountRequired: 'Informe o valor.',
  amountInvalid: 'Informe um valor válido, com até duas casas decimais (ex.: 149,90).',
  amountTooLarge: 'Valor muito alto.',
  limitNotPositive: 'O limite deve ser maior que zero.',
  dueRequired: 'Informe a data de vencimento.',
  dueInvalid: INVALID_BR_DATE,
  notesTooLong: `As observações devem ter no máximo ${NOTES_MAX} caracteres.`,
  timeInvalid: 'Informe um horário válido (HH:MM).',
  timesRepeated: 'Os horários não podem se repetir.',
  timesTooMany: `No máximo ${MAX_TIMES} horários.`,
  categoryRequired: 'Escolha a categoria.',
} as const

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

function checkAmount(text: string, ctx: z.RefinementCtx, path: string, positive: boolean) {
  const cents = parseMoneyInput(text)
  if (cents === null) ctx.addIssue({ code: 'custom', path: [path], message: formMessages.amountRequired })
  else if (cents === undefined) ctx.addIssue({ code: 'custom', path: [path], message: formMessages.amountInvalid })
  else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', path: [path], message: formMessages.amountTooLarge })
  else if (positive && cents === 0) ctx.addIssue({ code: 'custom', path: [path], message: formMessages.limitNotPositive })
}

/** Checks the list of times like the server: 1–10 distinct HH:MM. Returns a message or null. */
export function timesError(times: string[]): string | null {
  if (times.length === 0 || times.some((t) => !HHMM.test(t))) return formMessages.timeInvalid
  if (times.length > MAX_TIMES) return formMessages.timesTooMany
  if (new Set(times).size !== times.length) return formMessages.timesRepeated
  return null
}

/**
 * The payment reminder form (part 2 §5): supplier, amount (step 0,01) and due date required; trimmed.
 * The due date is typed dd/MM/yyyy and sent as YYYY-MM-DD.
 */
export const reminderFormSchema = z
  .object({
    supplier_name: z.string().trim().min(1, formMessages.supplierRequired).max(SUPPLIER_MAX, formMessages.supplierTooLong),
    amount: z.string(),
    due_date: z.string().trim(),
    status: z.enum(reminderStatuses),
    notes: z.string().trim().max(NOTES_MAX, formMessages.notesTooLong),
    notification_times: z.array(z.string()),
    // The supplier's PIX key: all three blank means none.
    pix_tipo: z.enum([...pixKeyTypes, '']),
    pix_chave: z.string().trim(),
    pix_nome: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    checkAmount(values.amount, ctx, 'amount', false)
    if (values.pix_tipo !== '' || values.pix_chave !== '' || values.pix_nome !== '') {
      if (values.pix_tipo === '') ctx.addIssue({ code: 'custom', path: ['pix_tipo'], message: pixMessages.typeRequired })
      else if (!isValidPixKey(values.pix_tipo, values.pix_chave))
        ctx.addIssue({ code: 'custom', path: ['pix_chave'], message: invalidPixKeyMessage(values.pix_tipo) })
      if (values.pix_nome === '') ctx.addIssue({ code: 'custom', path: ['pix_nome'], message: pixMessages.nameRequired })
      else if (values.pix_nome.length > BENEFICIARY_MAX) ctx.addIssue({ code: 'custom', path: ['pix_nome'], message: pixMessages.nameTooLong })
      else if (merchantName(values.pix_nome) === '') ctx.addIssue({ code: 'custom', path: ['pix_nome'], message: pixMessages.nameNoLetters })
    }
    if (values.due_date === '') ctx.addIssue({ code: 'custom', path: ['due_date'], message: formMessages.dueRequired })
    else if (brToIso(values.due_date) === null) ctx.addIssue({ code: 'custom', path: ['due_date'], message: formMessages.dueInvalid })
    const message = timesError(values.notification_times)
    if (message) ctx.addIssue({ code: 'custom', path: ['notification_times'], message })
  })
  .transform((values) => ({
    supplier_name: values.supplier_name,
    amount_cents: parseMoneyInput(values.amount) ?? 0,
    due_date: brToIso(values.due_date) ?? '',
    status: values.status,
    notes: values.notes === '' ? null : values.notes,
    notification_times: [...values.notification_times].sort(),
    pix:
      values.pix_tipo === ''
        ? null
        : { tipo_chave: values.pix_tipo, chave_pix: values.pix_chave, nome_beneficiario: values.pix_nome },
  }))

export type ReminderFormInput = z.input<typeof reminderFormSchema>

/** The spending limit form (part 2 §5): category and limit required; current spend ≥ 0. */
export const limitFormSchema = z
  .object({
    category: z.string().min(1, formMessages.categoryRequired),
    limit: z.string(),
    current: z.string(),
    is_active: z.boolean(),
    /** '' for a typed spend, else the budget category the limit follows. */
    budget_category: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmount(values.limit, ctx, 'limit', true)
    if (values.budget_category === '' && values.current.trim() !== '') {
      const cents = parseMoneyInput(values.current)
      if (cents === undefined || cents === null) ctx.addIssue({ code: 'custom', path: ['current'], message: formMessages.amountInvalid })
      else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', path: ['current'], message: formMessages.amountTooLarge })
    }
  })
  .transform((values) => ({
    category: values.category,
    limit_cents: parseMoneyInput(values.limit) ?? 0,
    current_cents: values.budget_category === '' ? (parseMoneyInput(values.current) ?? 0) : 0,
    is_active: values.is_active,
    budget_category: values.budget_category === '' ? null : values.budget_category,
  }))

export type LimitFormInput = z.input<typeof limitFormSchema>
