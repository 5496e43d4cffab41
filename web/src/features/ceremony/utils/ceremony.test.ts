import { describe, expect, it } from 'vitest'
import { addItem, documentsPercent, mapsSearchUrl, parseMapLocation, toVenuePayload, venueMapUrl } from './ceremony'

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
    const base = { venue_name: 'Cartório', venue_address: 'Rua 1', venue_phone: '', venue_email: '', notes: ' ', location: '' }
    expect(toVenuePayload({ ...base, venue_name: '  ' })).toBeNull()
    expect(toVenuePayload({ ...base, venue_address: '' })).toBeNull()
    expect(toVenuePayload({ ...base, venue_email: ' Cartorio@Exemplo.com ' })).toEqual({
      venue_name: 'Cartório',
      venue_address: 'Rua 1',
      venue_phone: null,
      venue_email: 'cartorio@exemplo.com',
      venue_location_lat: null,
      venue_location_lng: null,
      notes: null,
    })
    expect(toVenuePayload(base, { lat: -23.5505, lng: -46.6333 })).toMatchObject({ venue_location_lat: -23.5505, venue_location_lng: -46.6333 })
  })

  it("reads the venue's point from a Google Maps link or typed coordinates", () => {
    const pin = { lat: -23.5614141, lng: -46.6558819 }
    // A place's link: its pin (!3d!4d) wins over the map's centre (@).
    expect(
      parseMapLocation(
        'https://www.google.com/maps/place/Par%C3%B3quia+S%C3%A3o+Jos%C3%A9/@-23.5610000,-46.6560000,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1!8m2!3d-23.5614141!4d-46.6558819',
      ),
    ).toEqual(pin)
    expect(parseMapLocation('https://www.google.com/maps/@-23.5614141,-46.6558819,15z')).toEqual(pin)
    expect(parseMapLocation('https://maps.google.com/?q=-23.5614141,-46.6558819')).toEqual(pin)
    expect(parseMapLocation('https://www.google.com/maps/search/?api=1&query=-23.5614141%2C-46.6558819')).toEqual(pin)
    // Coordinates as Google Maps copies them, or with pt-BR decimals.
    expect(parseMapLocation(' -23.5614141, -46.6558819 ')).toEqual(pin)
    expect(parseMapLocation('-23,5614141; -46,6558819')).toEqual(pin)
    expect(parseMapLocation('')).toBeNull()
    expect(parseMapLocation('   ')).toBeNull()
    // Nothing readable, a short link without a point, or out of range.
    expect(parseMapLocation('Igreja da Sé')).toBe('invalid')
    expect(parseMapLocation('https://maps.app.goo.gl/AbC123')).toBe('invalid')
    expect(parseMapLocation('-91, 10')).toBe('invalid')
    expect(parseMapLocation('10, 180.5')).toBe('invalid')
    expect(parseMapLocation('-23.5')).toBe('invalid')
  })

  it('opens the venue on the map by its point, else by its address', () => {
    expect(venueMapUrl({ venue_address: 'Praça da Sé, São Paulo', venue_location_lat: -23.5503, venue_location_lng: -46.6339 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-23.5503%2C-46.6339',
    )
    expect(venueMapUrl({ venue_address: 'Praça da Sé, São Paulo', venue_location_lat: null, venue_location_lng: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Pra%C3%A7a%20da%20S%C3%A9%2C%20S%C3%A3o%20Paulo',
    )
  })

  it('builds a maps search, centred when the position is known', () => {
    expect(mapsSearchUrl('cartório civil', null)).toBe('https://www.google.com/maps/search/cart%C3%B3rio+civil')
    expect(mapsSearchUrl('igreja paróquia', { lat: -23.55052, lng: -46.633308 })).toBe(
      'https://www.google.com/maps/search/igreja+par%C3%B3quia/@-23.550520,-46.633308,14z',
    )
  })
})
