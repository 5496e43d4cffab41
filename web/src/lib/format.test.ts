import { describe, expect, it } from 'vitest'
import {
  formatBRL,
  formatDate,
  formatDateTimeInZone,
  formatFileSize,
  formatInteger,
  parseBRL,
  reminderZoneHint,
} from './format'

// Intl puts a non-breaking space between "R$" and the amount.
const nbsp = '\u00a0'

describe('formatBRL', () => {
  it('formats centavos in pt-BR', () => {
    expect(formatBRL(123456)).toBe(`R$${nbsp}1.234,56`)
    expect(formatBRL(0)).toBe(`R$${nbsp}0,00`)
    expect(formatBRL(5)).toBe(`R$${nbsp}0,05`)
    expect(formatBRL(1590)).toBe(`R$${nbsp}15,90`)
    expect(formatBRL(100000000)).toBe(`R$${nbsp}1.000.000,00`)
  })

  it('formats negative amounts', () => {
    expect(formatBRL(-250)).toBe(`-R$${nbsp}2,50`)
  })

  // Written by hand (no Intl object on the landing); it must say what Intl's pt-BR currency says.
  it('writes what Intl writes', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 999999, 1000000, 2147483647, 900719925474099]
    for (const cents of [...amounts, ...amounts.map((c) => -c).filter((c) => c !== 0)]) {
      expect(formatBRL(cents), String(cents)).toBe(intl.format(cents / 100))
    }
  })
})

describe('formatInteger', () => {
  it('groups thousands as toLocaleString pt-BR does', () => {
    for (const n of [0, 7, 42, 100, 999, 1000, 1234, 10000, 99999, 100000, 1234567, 2147483647, -1, -1000, -1234567]) {
      expect(formatInteger(n), String(n)).toBe(n.toLocaleString('pt-BR'))
    }
  })
})

describe('parseBRL', () => {
  it('parses pt-BR money text to centavos', () => {
    expect(parseBRL('1.234,56')).toBe(123456)
    expect(parseBRL('R$ 10')).toBe(1000)
    expect(parseBRL('10,5')).toBe(1050)
    expect(parseBRL(`R$${nbsp}29,90`)).toBe(2990)
    expect(parseBRL('1234')).toBe(123400)
  })

  it('rejects what is not an amount', () => {
    expect(parseBRL('')).toBeNull()
    expect(parseBRL('abc')).toBeNull()
    expect(parseBRL('1,234.56')).toBeNull()
    expect(parseBRL('1,999')).toBeNull()
  })
})

describe('formatDate', () => {
  it('shows calendar dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-12-05')).toBe('05/12/2026')
    expect(formatDate('2027-01-01')).toBe('01/01/2027')
  })

  it('shows instants as their date in São Paulo', () => {
    expect(formatDate('2026-11-22T18:31:00Z')).toBe('22/11/2026')
    // 01:30 UTC is still the previous evening in São Paulo (UTC−3).
    expect(formatDate('2026-11-23T01:30:00Z')).toBe('22/11/2026')
  })

  it('gives a dash for invalid input', () => {
    expect(formatDate('2026-02-30')).toBe('—')
    expect(formatDate('ontem')).toBe('—')
  })
})

describe('formatFileSize', () => {
  it('writes KB, MB with one decimal and GB', () => {
    expect(formatFileSize(2048)).toBe('2 KB')
    expect(formatFileSize(12.5 * 1024 * 1024)).toBe('12,5 MB')
    expect(formatFileSize(500 * 1024 * 1024)).toBe('500 MB')
    expect(formatFileSize(2 * 1024 * 1024 * 1024)).toBe('2 GB')
  })
})

describe('formatDateTimeInZone', () => {
  it("shows an instant on the wedding's wall clock, São Paulo by default", () => {
    expect(formatDateTimeInZone('2026-11-21T18:30:00Z')).toBe('21/11/2026 às 15:30')
    expect(formatDateTimeInZone('2026-11-21T18:30:00Z', 'Asia/Tokyo')).toBe('22/11/2026 às 03:30')
    expect(formatDateTimeInZone('2026-11-21T18:30:00Z', 'Não/Existe')).toBe('21/11/2026 às 15:30')
    expect(formatDateTimeInZone('ontem')).toBe('—')
  })

  it("does not depend on the browser's zone", () => {
    const browserZone = process.env.TZ
    process.env.TZ = 'Asia/Tokyo'
    try {
      expect(formatDateTimeInZone('2026-11-21T02:05:00Z')).toBe('20/11/2026 às 23:05')
    } finally {
      process.env.TZ = browserZone
    }
  })
})

describe('reminderZoneHint', () => {
  it("names the wedding's zone under reminder times", () => {
    expect(reminderZoneHint()).toBe('Horário de Brasília')
    expect(reminderZoneHint('America/Sao_Paulo')).toBe('Horário de Brasília')
    expect(reminderZoneHint('America/Manaus')).toBe('Fuso do casamento: America/Manaus')
  })
})
