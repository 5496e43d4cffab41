import { describe, expect, it } from 'vitest'
import { buildRouteLinks } from './route-links'

describe('buildRouteLinks', () => {
  it('needs at least one address', () => {
    expect(buildRouteLinks({ civilAddress: null, weddingAddress: '   ' })).toBeNull()
  })

  it('encodes the addresses into every link', () => {
    const links = buildRouteLinks({
      civilAddress: 'Rua das Flores, 100 - São Paulo',
      weddingAddress: 'Av. Paulista & 1000',
      weddingLocation: 'Espaço Jardim',
    })
    expect(links?.places.map((p) => p.label)).toEqual(['Cerimônia civil', 'Festa — Espaço Jardim'])
    expect(links?.places[0]?.mapsUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20das%20Flores%2C%20100%20-%20S%C3%A3o%20Paulo',
    )
    expect(links?.places[1]?.wazeUrl).toBe('https://waze.com/ul?q=Av.%20Paulista%20%26%201000&navigate=yes')
    expect(links?.message).toContain('Festa — Espaço Jardim: Av. Paulista & 1000')
    expect(decodeURIComponent(links?.whatsappUrl.replace('https://wa.me/?text=', '') ?? '')).toBe(links?.message)
    expect(links?.mailtoUrl.startsWith('mailto:?subject=Como%20chegar%20ao%20nosso%20casamento&body=')).toBe(true)
  })

  it('works with only the party address', () => {
    const links = buildRouteLinks({ civilAddress: '', weddingAddress: 'Rua A, 1' })
    expect(links?.places).toHaveLength(1)
    expect(links?.places[0]?.label).toBe('Festa')
  })
})
