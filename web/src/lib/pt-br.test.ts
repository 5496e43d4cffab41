import { describe, expect, it } from 'vitest'
import { agree } from './pt-br'

describe('agree', () => {
  it('agrees the verb with one or more hosts', () => {
    for (const one of ['Ana', 'Família Souza', 'Tia Rosa', 'Ana Eduarda']) expect(agree(one, 'tem', 'têm')).toBe('tem')
    for (const many of ['Ana e Bruno', 'Beatriz & Leonardo', 'Ana, Bruno e família', 'Os pais da noiva']) {
      expect(agree(many, 'tem', 'têm')).toBe('têm')
    }
  })
})
