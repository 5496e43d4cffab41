import { describe, expect, it } from 'vitest'
import { cleanText, emptyToNull, sanitizeInput } from './sanitize'

describe('sanitizeInput', () => {
  it('removes < > " \' & and trims', () => {
    expect(sanitizeInput('  <b>ana</b>@ex&ample.com  ')).toBe('bana/b@example.com')
    expect(sanitizeInput(`Se"nh'a&123`)).toBe('Senha123')
  })

  it('trims after removing, so removed characters leave no edge spaces', () => {
    expect(sanitizeInput('< ana >')).toBe('ana')
  })

  it('keeps other characters, accents included', () => {
    expect(sanitizeInput('João!#$%')).toBe('João!#$%')
  })
})

describe('cleanText / emptyToNull', () => {
  it('trims but keeps apostrophes in names', () => {
    expect(cleanText("  Maria D'Ávila ")).toBe("Maria D'Ávila")
  })

  it('turns blank text into null', () => {
    expect(emptyToNull('   ')).toBeNull()
    expect(emptyToNull(undefined)).toBeNull()
    expect(emptyToNull(' a ')).toBe('a')
  })
})
