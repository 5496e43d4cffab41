import { describe, expect, it } from 'vitest'
import { googleCalendarUrl, icsDownloadPath } from './event-links'

describe('googleCalendarUrl', () => {
  it('builds an all-day template link with an exclusive end date', () => {
    const url = new URL(googleCalendarUrl({ title: 'Tarefa: Provar o vestido & véu', date: '2027-02-28', details: 'Prioridade alta.' }))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Tarefa: Provar o vestido & véu')
    expect(url.searchParams.get('dates')).toBe('20270228/20270301')
    expect(url.searchParams.get('details')).toBe('Prioridade alta.')
  })

  it('crosses the end of a year and leaves details out when empty', () => {
    const url = new URL(googleCalendarUrl({ title: 'Pagamento', date: '2026-12-31' }))
    expect(url.searchParams.get('dates')).toBe('20261231/20270101')
    expect(url.searchParams.has('details')).toBe(false)
  })
})

describe('icsDownloadPath', () => {
  it('names the event by its feed UID', () => {
    expect(icsDownloadPath('checklist', 'abc-123')).toBe('/api/calendar/events/checklist-abc-123')
    expect(icsDownloadPath('payment', 'x/y')).toBe('/api/calendar/events/payment-x%2Fy')
  })
})
