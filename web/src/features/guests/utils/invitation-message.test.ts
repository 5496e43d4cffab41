import { describe, expect, it } from 'vitest'
import type { Profile } from '@/lib/profile'
import { coupleNames, generateInvitation } from './invitation-message'

const profile: Profile = {
  first_name: 'Maria',
  last_name: 'Silva',
  partner_name: 'João',
  wedding_date: '2027-05-15',
  civil_ceremony_date: '2027-05-10',
  religious_ceremony_date: null,
  civil_ceremony_address: null,
  wedding_location: 'Espaço Jardim',
  wedding_address: 'Av. Paulista, 1000 - São Paulo',
  phone: null,
  version: 0,
}

describe('generateInvitation', () => {
  it('uses the names, date (dd/MM/yyyy), place, address and the personal message', () => {
    expect(generateInvitation(' Bruno ', profile, '  Não esqueça o traje esporte fino.  ')).toBe(
      [
        'Olá, Bruno!',
        '',
        'Com muita alegria, Maria e João convidam você para celebrar o nosso casamento.',
        '',
        'Data: 15/05/2027',
        'Local: Espaço Jardim',
        'Endereço: Av. Paulista, 1000 - São Paulo',
        '',
        'Não esqueça o traje esporte fino.',
        '',
        'Sua presença é muito importante para nós!',
        'Maria e João',
      ].join('\n'),
    )
  })

  it('leaves out what the profile lacks and falls back to the ceremony date', () => {
    const text = generateInvitation('Bia', {
      ...profile,
      partner_name: null,
      wedding_date: null,
      wedding_location: null,
      wedding_address: null,
    })
    expect(text).toContain('Com muita alegria, Maria convida você')
    expect(text).toContain('Data: 10/05/2027')
    expect(text).not.toContain('Local:')
    expect(text).not.toContain('Endereço:')
  })

  it('names the couple', () => {
    expect(coupleNames({ first_name: ' ', partner_name: 'João' })).toBe('João')
    expect(coupleNames({ first_name: null, partner_name: null })).toBeNull()
  })
})
