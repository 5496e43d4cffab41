import { brToIso, INVALID_BR_DATE, isoToBr, todayInWeddingZone } from '@/lib/calendar-date'
import type { ChecklistEditPayload, ChecklistItem, ChecklistPayload, Priority } from '../api/checklist'

export type ChecklistFilter = 'todas' | 'pendentes' | 'concluidas'

export const filterLabels: Record<ChecklistFilter, string> = {
  todas: 'Todas',
  pendentes: 'Pendentes',
  concluidas: 'Concluídas',
}

export function filterChecklist(items: readonly ChecklistItem[], filter: ChecklistFilter): ChecklistItem[] {
  if (filter === 'pendentes') return items.filter((it) => it.status === 'pendente')
  if (filter === 'concluidas') return items.filter((it) => it.status === 'concluido')
  return [...items]
}

export function countChecklist(items: readonly ChecklistItem[]): Record<ChecklistFilter, number> {
  const done = items.filter((it) => it.status === 'concluido').length
  return { todas: items.length, pendentes: items.length - done, concluidas: done }
}

/** The add form as typed: `prazo` is dd/MM/yyyy text (possibly incomplete), `horario_lembrete` HH:MM. */
export type AddFormValues = { tarefa: string; prazo: string; horario_lembrete: string; prioridade: Priority }

export const emptyAddForm: AddFormValues = { tarefa: '', prazo: '', horario_lembrete: '', prioridade: 'media' }

/** The server's code and text for a deadline before the wedding's today (issue 18 §3). */
export const PAST_DEADLINE = 'O prazo não pode estar no passado.'

/**
 * The deadline is optional; when typed it must be a real dd/MM/yyyy date (same range as the
 * server) and not before today in the wedding's zone. `keep` is the deadline the task already
 * has (YYYY-MM-DD): an old task keeps its past date while it is edited, as the server allows.
 */
export function validatePrazo(text: string, keep: string | null = null, today: string = todayInWeddingZone()): true | string {
  if (text.trim() === '') return true
  const iso = brToIso(text)
  if (iso === null) return INVALID_BR_DATE
  if (iso < today && iso !== keep) return PAST_DEADLINE
  return true
}

export const INVALID_REMINDER = 'Horário inválido. Use hh:mm, de 00:00 a 23:59.'

/**
 * Keeps what is typed in the HH:MM shape: digits only, colon added. A text field rather than
 * the native time input, which an English-locale browser shows as 12-hour AM/PM.
 */
export function maskClock(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`
}

/** A reminder fires on the deadline's day: without a deadline it could never fire (issue 15). */
export const REMINDER_NEEDS_DEADLINE = 'Informe o prazo para receber o lembrete'

/**
 * The reminder is optional; when typed it must be a 24-hour HH:MM time, as the server checks, and
 * the task needs a deadline (the day the reminder fires).
 */
export function validateReminder(text: string, values?: { prazo: string }): true | string {
  if (text.trim() === '') return true
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text.trim())) return INVALID_REMINDER
  return values && values.prazo.trim() === '' ? REMINDER_NEEDS_DEADLINE : true
}

/** The message for the server's field code of horario_lembrete. */
export function reminderErrorMessage(code: string): string {
  return code === 'deadline_required' ? REMINDER_NEEDS_DEADLINE : INVALID_REMINDER
}

/**
 * The add form's payload, or null when the description is empty after trimming: the spec
 * says such a submit is silently ignored. Empty date and time are sent as null; the deadline
 * goes out as YYYY-MM-DD (the caller has validated it with validatePrazo).
 */
export function toChecklistPayload(values: AddFormValues): ChecklistPayload | null {
  const tarefa = values.tarefa.trim()
  if (tarefa === '') return null
  return {
    tarefa,
    prioridade: values.prioridade,
    prazo: values.prazo.trim() === '' ? null : brToIso(values.prazo),
    horario_lembrete: values.horario_lembrete.trim() === '' ? null : values.horario_lembrete.trim(),
  }
}

export { todayInWeddingZone }

/** A pending task whose deadline is before today (in the wedding's zone) is late. */
export function isOverdue(item: ChecklistItem, today: string): boolean {
  return item.status === 'pendente' && item.prazo !== null && item.prazo < today
}

/** The task editor's form: the add form's fields and the notes. */
export type EditFormValues = AddFormValues & { notas: string }

export const MAX_NOTAS = 2000

/** The editor's starting values, from the stored task. */
export function toEditForm(item: ChecklistItem): EditFormValues {
  return {
    tarefa: item.tarefa,
    prazo: isoToBr(item.prazo),
    horario_lembrete: item.horario_lembrete ?? '',
    prioridade: item.prioridade,
    notas: item.notas ?? '',
  }
}

/** The editor's PATCH body, or null when the description was emptied (a task needs one). */
export function toEditPayload(values: EditFormValues): ChecklistEditPayload | null {
  const base = toChecklistPayload(values)
  if (!base) return null
  const notas = values.notas.trim()
  return { ...base, notas: notas === '' ? null : notas }
}
