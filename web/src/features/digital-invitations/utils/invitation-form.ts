import { z } from 'zod'
import { isApiError } from '@/lib/api'
import { brToIso, INVALID_BR_DATE, todayInWeddingZone } from '@/lib/calendar-date'
import type { InvitationPayload } from '../api/invitations'

/** Part 2 §5 and §8: the one message for a missing guest name, e-mail or event date. */
export const REQUIRED_MESSAGE = 'Preencha todos os campos obrigatórios.'
export const SEND_ERROR = 'Não foi possível enviar o convite.'
export const SEND_SUCCESS = 'Convite digital criado e enviado com sucesso!'

/** The toast text of a failed send: the server's words when it refused the volume (429), else the spec's. */
export function sendErrorDescription(error: unknown): string {
  return isApiError(error) && error.status === 429 && error.message ? error.message : SEND_ERROR
}

/** The default reminder days (part 2 §9), as typed in the form. */
export const DEFAULT_REMINDER_DAYS = '7, 2, 0'

/** Limits shared with the server (internal/digitalinvite). */
export const MAX_MESSAGE = 2000
const MAX_NAME = 100
const MAX_LOCATION = 200
const MAX_DRESS_CODE = 100
const MAX_LINK = 500
const MAX_REMINDERS = 10

export const fieldMessages = {
  guestNameRequired: 'Informe o nome do convidado.',
  guestEmailRequired: 'Informe o e-mail do convidado.',
  emailInvalid: 'E-mail inválido.',
  eventDateRequired: 'Informe a data do evento.',
  eventDatePast: 'A data do evento já passou.',
  timeInvalid: 'Horário inválido. Use HH:MM.',
  phoneInvalid: 'Telefone inválido.',
  mapLinkInvalid: 'Use um link que comece com http:// ou https://.',
  tooLong: 'Texto muito longo.',
  messageTooLong: `A mensagem deve ter no máximo ${MAX_MESSAGE} caracteres.`,
  reminderDays: 'Informe de 0 a 10 números de dias (0 a 365), separados por vírgula, sem repetir.',
  invalid: 'Valor inválido.',
} as const

export { todayInWeddingZone }

// The server's rule (auth.ValidEmail): something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function validPhone(s: string): boolean {
  if (s.length > 30 || !/^[\d+()\-. ]+$/.test(s)) return false
  const digits = s.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15
}

function validMapLink(s: string): boolean {
  if (s.length > MAX_LINK || /\s/.test(s)) return false
  try {
    const url = new URL(s)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** '7, 2, 0' → [7, 2, 0] (farthest first); null when not a valid list. Blank means no reminders. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text.split(/[,;\s]+/).filter((p) => p !== '')
  if (parts.length > MAX_REMINDERS) return null
  const days: number[] = []
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const day = Number(part)
    if (day > 365 || days.includes(day)) return null
    days.push(day)
  }
  return days.sort((a, b) => b - a)
}

const optional = (max: number, message: string = fieldMessages.tooLong) => z.string().trim().max(max, message)

export function invitationFormSchema(today: string = todayInWeddingZone()) {
  return z
    .object({
      guest_name: z.string().trim().min(1, fieldMessages.guestNameRequired).max(MAX_NAME, fieldMessages.tooLong),
      guest_email: z
        .string()
        .trim()
        .min(1, fieldMessages.guestEmailRequired)
        .max(254, fieldMessages.emailInvalid)
        .regex(EMAIL, fieldMessages.emailInvalid),
      guest_phone: z
        .string()
        .trim()
        .refine((s) => s === '' || validPhone(s), fieldMessages.phoneInvalid),
      event_date: z
        .string()
        .trim()
        .min(1, fieldMessages.eventDateRequired)
        .refine((s) => brToIso(s) !== null, INVALID_BR_DATE)
        .refine((s) => (brToIso(s) ?? '') >= today, fieldMessages.eventDatePast),
      event_time: z
        .string()
        .trim()
        .refine((s) => s === '' || TIME.test(s), fieldMessages.timeInvalid),
      event_location: optional(MAX_LOCATION),
      map_link: z
        .string()
        .trim()
        .refine((s) => s === '' || validMapLink(s), fieldMessages.mapLinkInvalid),
      dress_code: optional(MAX_DRESS_CODE),
      host_name: optional(MAX_NAME),
      custom_message: optional(MAX_MESSAGE, fieldMessages.messageTooLong),
      reminder_days: z.string().refine((s) => parseReminderDays(s) !== null, fieldMessages.reminderDays),
      // A guest of the list: the e-mail then links to the guest's personal RSVP page.
      guest_id: z.string().optional(),
    })
    .transform(
      (v): InvitationPayload => ({
        guest_name: v.guest_name,
        guest_email: v.guest_email.toLowerCase(),
        guest_phone: v.guest_phone || null,
        event_date: brToIso(v.event_date) ?? '',
        event_time: v.event_time || null,
        event_location: v.event_location || null,
        map_link: v.map_link || null,
        dress_code: v.dress_code || null,
        host_name: v.host_name || null,
        custom_message: v.custom_message || null,
        reminder_days: parseReminderDays(v.reminder_days) ?? [],
        ...(v.guest_id ? { guest_id: v.guest_id } : {}),
      }),
    )
}

export type InvitationFormInput = z.input<ReturnType<typeof invitationFormSchema>>

export const emptyInvitationForm: InvitationFormInput = {
  guest_name: '',
  guest_email: '',
  guest_phone: '',
  event_date: '',
  event_time: '',
  event_location: '',
  map_link: '',
  dress_code: '',
  host_name: '',
  custom_message: '',
  reminder_days: DEFAULT_REMINDER_DAYS,
  guest_id: '',
}

export type InvitationFormField = keyof InvitationFormInput

export function isInvitationFormField(name: string): name is InvitationFormField {
  return name in emptyInvitationForm
}

/** True when one of the three required fields (part 2 §5) is blank. */
export function missingRequired(values: InvitationFormInput): boolean {
  return [values.guest_name, values.guest_email, values.event_date].some((v) => v.trim() === '')
}

/** The message under a field for a server field code. */
export function serverFieldMessage(field: InvitationFormField, code: string): string {
  if (code === 'required') {
    if (field === 'guest_name') return fieldMessages.guestNameRequired
    if (field === 'guest_email') return fieldMessages.guestEmailRequired
    if (field === 'event_date') return fieldMessages.eventDateRequired
  }
  if (code === 'too_long') return field === 'custom_message' ? fieldMessages.messageTooLong : fieldMessages.tooLong
  switch (field) {
    case 'guest_email':
      return fieldMessages.emailInvalid
    case 'event_date':
      return code === 'past' ? fieldMessages.eventDatePast : INVALID_BR_DATE
    case 'event_time':
      return fieldMessages.timeInvalid
    case 'guest_phone':
      return fieldMessages.phoneInvalid
    case 'map_link':
      return fieldMessages.mapLinkInvalid
    case 'reminder_days':
      return fieldMessages.reminderDays
    default:
      return fieldMessages.invalid
  }
}
