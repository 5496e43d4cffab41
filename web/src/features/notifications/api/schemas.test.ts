import { describe, expect, it } from 'vitest'
import { notificationSchema } from './schemas'

const base = { id: 'n1', user_id: null, title: 'Olá', message: '', priority: 1, read_at: null, created_at: '2026-11-22T10:00:00Z' }

describe('notificationSchema', () => {
  it('keeps links inside the app and drops any other', () => {
    const link = (value: string | null) => notificationSchema.parse({ ...base, type: 'info', link: value }).link
    expect(link('/app/planning')).toBe('/app/planning')
    expect(link('https://mal.example')).toBeNull()
    expect(link('//mal.example')).toBeNull()
    expect(link('/\\mal.example')).toBeNull()
    expect(link('javascript:alert(1)')).toBeNull()
    expect(link(null)).toBeNull()
  })

  it('reads an unknown type as info', () => {
    expect(notificationSchema.parse({ ...base, type: 'novidade', link: null }).type).toBe('info')
    expect(notificationSchema.parse({ ...base, type: 'reminder', link: null }).type).toBe('reminder')
  })
})
