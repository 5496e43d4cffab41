import { describe, expect, it } from 'vitest'
import { formToProfile, profileFormSchema, profileToForm } from './profile-form'

const empty = {
  first_name: null,
  last_name: null,
  partner_name: null,
  wedding_date: null,
  civil_ceremony_date: null,
  religious_ceremony_date: null,
  civil_ceremony_address: null,
  wedding_location: null,
  wedding_address: null,
  phone: null,
}

describe('profile form', () => {
  it('sends blank strings as null and dates as YYYY-MM-DD', () => {
    const form = { ...profileToForm({ ...empty, version: 0 }), first_name: ' Maria ', last_name: '   ', wedding_date: '15/05/2027' }
    expect(formToProfile(form)).toEqual({ ...empty, first_name: 'Maria', wedding_date: '2027-05-15' })
  })

  it('shows stored dates as dd/MM/yyyy', () => {
    expect(profileToForm({ ...empty, version: 0, civil_ceremony_date: '2027-05-10' }).civil_ceremony_date).toBe('10/05/2027')
  })

  it('validates dates, phone and lengths like the server', () => {
    const base = profileToForm({ ...empty, version: 0 })
    const errors = (values: Partial<typeof base>) => {
      const result = profileFormSchema.safeParse({ ...base, ...values })
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
    }
    expect(errors({ wedding_date: '31/02/2027' })).toEqual({ wedding_date: 'Data inválida. Use o formato dd/mm/aaaa.' })
    expect(errors({ religious_ceremony_date: '2027-05-15' })).toHaveProperty('religious_ceremony_date')
    expect(errors({ phone: 'ligue-me' })).toHaveProperty('phone')
    expect(errors({ phone: '+55 (11) 98765-4321' })).toEqual({})
    expect(errors({ first_name: 'a'.repeat(51) })).toEqual({ first_name: 'Texto muito longo' })
    expect(errors({})).toEqual({})
  })
})
