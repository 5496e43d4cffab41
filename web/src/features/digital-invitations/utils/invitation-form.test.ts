import { describe, expect, it } from 'vitest'
import { invitationFormSchema, parseReminderDays, todayInWeddingZone, emptyInvitationForm } from './invitation-form'

describe('parseReminderDays', () => {
  it('reads a list farthest first and rejects what the server rejects', () => {
    expect(parseReminderDays('7, 2, 0')).toEqual([7, 2, 0])
    expect(parseReminderDays('0;14 3')).toEqual([14, 3, 0])
    expect(parseReminderDays('')).toEqual([])
    expect(parseReminderDays('366')).toBeNull()
    expect(parseReminderDays('-1')).toBeNull()
    expect(parseReminderDays('2, 2')).toBeNull()
    expect(parseReminderDays('1.5')).toBeNull()
    expect(parseReminderDays('1,2,3,4,5,6,7,8,9,10,11')).toBeNull()
  })
})

describe('todayInWeddingZone', () => {
  it('is the São Paulo calendar day, not UTC', () => {
    // 01:30 UTC on 23/11 is still 22/11 in São Paulo (UTC−3).
    expect(todayInWeddingZone(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22')
    expect(todayInWeddingZone(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-23')
  })
})

describe('invitationFormSchema', () => {
  const schema = invitationFormSchema('2026-11-22')
  const valid = { ...emptyInvitationForm, guest_name: 'Ana', guest_email: 'ana@exemplo.com', event_date: '22/11/2026' }

  it('accepts today and rejects a past date', () => {
    expect(schema.safeParse(valid).success).toBe(true)
    const past = schema.safeParse({ ...valid, event_date: '21/11/2026' })
    expect(past.success).toBe(false)
    expect(past.error?.issues[0]?.message).toBe('A data do evento já passou.')
  })

  it('rejects a bad time, phone or non-http map link', () => {
    for (const change of [{ event_time: '24:00' }, { guest_phone: 'abc' }, { map_link: 'ftp://x.com' }, { guest_email: 'ana@' }]) {
      expect(schema.safeParse({ ...valid, ...change }).success).toBe(false)
    }
  })
})
