import { describe, expect, it } from 'vitest'
import { brToIso, isoToBr, maskBrDate, monthGrid } from './calendar-date'

describe('calendar dates', () => {
  it.each([
    ['15/05/2027', '2027-05-15'],
    [' 29/02/2028 ', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2027', null],
    ['2027-05-15', null],
    ['1/5/2027', null],
    ['15/05/1899', null],
    ['', null],
  ])('brToIso(%j) = %j', (text, iso) => {
    expect(brToIso(text)).toBe(iso)
  })

  it('round-trips and tolerates nulls', () => {
    expect(isoToBr('2027-05-15')).toBe('15/05/2027')
    expect(isoToBr(null)).toBe('')
    expect(isoToBr('15/05/2027')).toBe('')
    expect(brToIso(isoToBr('2026-12-31'))).toBe('2026-12-31')
  })

  it('masks typing into dd/MM/yyyy', () => {
    expect(maskBrDate('1')).toBe('1')
    expect(maskBrDate('150')).toBe('15/0')
    expect(maskBrDate('15052027')).toBe('15/05/2027')
    expect(maskBrDate('15/05/20279')).toBe('15/05/2027')
    expect(maskBrDate('ab15-05')).toBe('15/05')
  })

  it('builds month grids whose weeks start on Sunday', () => {
    // May 2027 starts on a Saturday: the first row is 25 Apr (Sunday) … 1 May.
    const may = monthGrid(2027, 5)
    expect(may[0]?.[0]).toEqual({ iso: '2027-04-25', day: 25, inMonth: false })
    expect(may[0]?.[6]).toEqual({ iso: '2027-05-01', day: 1, inMonth: true })
    expect(may.every((week) => week.length === 7)).toBe(true)
    expect(may.flat().filter((d) => d.inMonth)).toHaveLength(31)
    for (const week of may) expect(new Date(`${week[0]?.iso}T12:00:00Z`).getUTCDay()).toBe(0)
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthGrid(2026, 2)).toHaveLength(4)
  })
})
