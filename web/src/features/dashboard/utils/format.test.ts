import { describe, expect, it } from 'vitest'
import { barWidthPercent, daysLeftLabel, formatTenthsPercent, inDaysText, percentOf, plural } from './format'

describe('dashboard formatting', () => {
  it('shows tenths of a percent with one pt-BR decimal', () => {
    expect(formatTenthsPercent(352)).toBe('35,2%')
    expect(formatTenthsPercent(1205)).toBe('120,5%')
    expect(formatTenthsPercent(0)).toBe('0,0%')
    expect(formatTenthsPercent(12345)).toBe('1.234,5%')
  })

  it('caps bars at 100 % and never goes below 0', () => {
    expect(barWidthPercent(1205)).toBe(100)
    expect(barWidthPercent(352)).toBe(35.2)
    expect(barWidthPercent(-5)).toBe(0)
  })

  it('uses the singular for one day only', () => {
    expect(daysLeftLabel(1)).toBe('dia restante')
    expect(daysLeftLabel(2)).toBe('dias restantes')
    expect(inDaysText(1)).toBe('em 1 dia')
    expect(inDaysText(30)).toBe('em 30 dias')
  })

  it('rounds the task progress and copes with no tasks', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(2, 3)).toBe(67)
    expect(percentOf(0, 0)).toBe(0)
    expect(plural(1, 'convidado', 'convidados')).toBe('1 convidado')
    expect(plural(0, 'convidado', 'convidados')).toBe('0 convidados')
  })
})
