import { describe, expect, it } from 'vitest'
import { mailtoUrl, whatsAppUrl } from './whatsapp'

describe('whatsAppUrl', () => {
  it('puts the number and the percent-encoded UTF-8 text', () => {
    const url = whatsAppUrl('5511987654321', 'Olá, Zé & Cia! 100% https://x.br/r/a?b=1')
    expect(url).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Z%C3%A9%20%26%20Cia!%20100%25%20https%3A%2F%2Fx.br%2Fr%2Fa%3Fb%3D1',
    )
    expect(new URL(url).searchParams.get('text')).toBe('Olá, Zé & Cia! 100% https://x.br/r/a?b=1')
  })
  it('leaves the number out when there is none', () => {
    expect(whatsAppUrl(null, 'a\nb')).toBe('https://wa.me/?text=a%0Ab')
  })
  it('builds a mailto link', () => {
    expect(mailtoUrl('ana@x.com', 'Oi')).toBe('mailto:ana%40x.com?subject=Convite%20de%20casamento&body=Oi')
  })
})
