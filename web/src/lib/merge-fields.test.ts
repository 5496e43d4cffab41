import { describe, expect, it } from 'vitest'
import { mergeFields } from './merge-fields'

describe('mergeFields', () => {
  it("keeps this person's changed fields and takes the rest from the server", () => {
    const base = { destino: 'Noronha', notas: '', tags: ['Praia'] }
    const mine = { destino: 'Noronha', notas: 'Levar protetor', tags: ['Praia'] }
    const server = { destino: 'Bonito', notas: '', tags: ['Praia', 'Natureza'] }
    expect(mergeFields(base, mine, server)).toEqual({ destino: 'Bonito', notas: 'Levar protetor', tags: ['Praia', 'Natureza'] })
  })

  it('keeps a changed array as a whole', () => {
    const base = { tags: ['Praia'] }
    expect(mergeFields(base, { tags: ['Praia', 'Cidade'] }, { tags: [] as string[] })).toEqual({ tags: ['Praia', 'Cidade'] })
  })
})
