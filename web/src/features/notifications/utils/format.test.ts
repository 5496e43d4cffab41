import { describe, expect, it } from 'vitest'
import { badgeText, relativeTime, unreadText } from './format'

describe('badgeText', () => {
  it("shows the count up to 99 and '99+' above", () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(1234)).toBe('99+')
  })
})

describe('unreadText', () => {
  it('agrees in number and caps at 99+', () => {
    expect(unreadText(1)).toBe('1 não lida')
    expect(unreadText(2)).toBe('2 não lidas')
    expect(unreadText(100)).toBe('99+ não lidas')
  })
})

describe('relativeTime', () => {
  const now = new Date(2026, 10, 22, 15, 30) // local time, as the browser shows it
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()

  it("says 'Agora há pouco' under one hour (and for a clock slightly ahead)", () => {
    expect(relativeTime(ago(0), now)).toBe('Agora há pouco')
    expect(relativeTime(ago(59), now)).toBe('Agora há pouco')
    expect(relativeTime(ago(-2), now)).toBe('Agora há pouco')
  })

  it("says 'Há N hora(s)' under 24 hours", () => {
    expect(relativeTime(ago(60), now)).toBe('Há 1 hora')
    expect(relativeTime(ago(119), now)).toBe('Há 1 hora')
    expect(relativeTime(ago(120), now)).toBe('Há 2 horas')
    expect(relativeTime(ago(23 * 60 + 59), now)).toBe('Há 23 horas')
  })

  it("shows the date and time from 24 hours on, on the wedding's clock (São Paulo by default)", () => {
    const at = new Date('2026-11-22T18:30:00Z') // 15:30 in São Paulo
    expect(relativeTime('2026-11-21T18:30:00Z', at)).toBe('21/11/2026 às 15:30')
    expect(relativeTime('2026-01-05T11:07:00Z', at)).toBe('05/01/2026 às 08:07')
    expect(relativeTime('2026-11-21T18:30:00Z', at, 'Asia/Tokyo')).toBe('22/11/2026 às 03:30')
  })

  it("ignores the browser's time zone", () => {
    const browserZone = process.env.TZ
    process.env.TZ = 'Asia/Tokyo'
    try {
      expect(new Date('2026-11-21T18:30:00Z').getHours()).toBe(3) // the browser's clock is Tokyo's
      expect(relativeTime('2026-11-21T18:30:00Z', new Date('2026-11-23T00:00:00Z'))).toBe('21/11/2026 às 15:30')
    } finally {
      process.env.TZ = browserZone
    }
  })

  it('shows nothing for an unreadable time', () => {
    expect(relativeTime('ontem', now)).toBe('')
  })
})
