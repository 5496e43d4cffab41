import { describe, expect, it } from 'vitest'
import { addItem, documentsPercent, mapsSearchUrl, toVenuePayload } from './ceremony'

describe('ceremony helpers', () => {
  it('computes the percent of documents done, ignoring stale ticks', () => {
    expect(documentsPercent({ documents_needed: [], documents_completed: [] })).toBe(0)
    expect(documentsPercent({ documents_needed: ['a', 'b', 'c'], documents_completed: ['b'] })).toBe(33)
    expect(documentsPercent({ documents_needed: ['a', 'b'], documents_completed: ['a', 'b', 'gone'] })).toBe(100)
  })

  it('adds trimmed, non-empty, unique items', () => {
    expect(addItem(['RG'], '  CPF ')).toEqual({ ok: true, list: ['RG', 'CPF'] })
    expect(addItem(['RG'], '   ')).toEqual({ ok: false, reason: 'empty' })
    expect(addItem(['Certidão de Batismo'], ' certidão de batismo')).toEqual({ ok: false, reason: 'duplicate' })
  })

  it('requires venue name and address, and sends blanks as null', () => {
    const base = { venue_name: 'Cartório', venue_address: 'Rua 1', venue_phone: '', venue_email: '', notes: ' ' }
    expect(toVenuePayload({ ...base, venue_name: '  ' })).toBeNull()
    expect(toVenuePayload({ ...base, venue_address: '' })).toBeNull()
    expect(toVenuePayload({ ...base, venue_email: ' Cartorio@Exemplo.com ' })).toEqual({
      venue_name: 'Cartório',
      venue_address: 'Rua 1',
      venue_phone: null,
      venue_email: 'cartorio@exemplo.com',
      notes: null,
    })
  })

  it('builds a maps search, centred when the position is known', () => {
    expect(mapsSearchUrl('cartório civil', null)).toBe('https://www.google.com/maps/search/cart%C3%B3rio+civil')
    expect(mapsSearchUrl('igreja paróquia', { lat: -23.55052, lng: -46.633308 })).toBe(
      'https://www.google.com/maps/search/igreja+par%C3%B3quia/@-23.550520,-46.633308,14z',
    )
  })
})
