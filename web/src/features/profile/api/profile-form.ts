import { z } from 'zod'
import { brToIso, INVALID_BR_DATE, isoToBr } from '@/lib/calendar-date'
import type { Profile, ProfileField } from '@/lib/profile'

/**
 * The wedding-info form: every field optional, dates typed dd/MM/yyyy. Same
 * limits as the server (internal/profile).
 */
const PHONE_MESSAGE = 'Telefone inválido. Use apenas números, espaços e + ( ) - .'

const optionalText = (max: number) => z.string().trim().max(max, 'Texto muito longo')
const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || brToIso(text) !== null, INVALID_BR_DATE)

function validPhone(text: string): boolean {
  if (text === '') return true
  if (!/^[\d\s+().-]+$/.test(text)) return false
  const digits = text.replace(/\D/g, '').length
  return digits >= 8 && digits <= 15
}

export const profileFormSchema = z.object({
  first_name: optionalText(50),
  last_name: optionalText(50),
  partner_name: optionalText(100),
  wedding_date: optionalDate(),
  civil_ceremony_date: optionalDate(),
  religious_ceremony_date: optionalDate(),
  civil_ceremony_address: optionalText(300),
  wedding_location: optionalText(200),
  wedding_address: optionalText(300),
  phone: z.string().trim().max(30, 'Texto muito longo').refine(validPhone, PHONE_MESSAGE),
})

export type ProfileFormValues = z.infer<typeof profileFormSchema>

const dateFields = new Set<ProfileField>(['wedding_date', 'civil_ceremony_date', 'religious_ceremony_date'])

export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    partner_name: profile.partner_name ?? '',
    wedding_date: isoToBr(profile.wedding_date),
    civil_ceremony_date: isoToBr(profile.civil_ceremony_date),
    religious_ceremony_date: isoToBr(profile.religious_ceremony_date),
    civil_ceremony_address: profile.civil_ceremony_address ?? '',
    wedding_location: profile.wedding_location ?? '',
    wedding_address: profile.wedding_address ?? '',
    phone: profile.phone ?? '',
  }
}

/** Blank strings become null (part 2 §5 'Profile save'); dates go out as YYYY-MM-DD. The caller adds the version. */
export function formToProfile(values: ProfileFormValues): Omit<Profile, 'version'> {
  const out = {} as Omit<Profile, 'version'>
  for (const [key, raw] of Object.entries(values) as [ProfileField, string][]) {
    const text = raw.trim()
    out[key] = text === '' ? null : dateFields.has(key) ? brToIso(text) : text
  }
  return out
}

/** The pt-BR text of a server field code. */
export function profileFieldMessage(code: string): string {
  switch (code) {
    case 'invalid_date':
      return INVALID_BR_DATE
    case 'too_long':
      return 'Texto muito longo'
    case 'invalid':
      return PHONE_MESSAGE
    default:
      return 'Valor inválido'
  }
}
