import { describe, expect, it } from 'vitest'
import type { Godparent } from '../api/schemas'
import { groupGodparents, statusLabel } from './groups'

function person(id: string, tipo: Godparent['tipo'], extra: Partial<Godparent> = {}): Godparent {
  return { id, nome: id, email: null, telefone: null, tipo, is_dama_honra: false, confirmado: false, observacoes: null, created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z', ...extra }
}

describe('groupGodparents', () => {
  it('splits by tipo and lists damas de honra of either tipo, keeping the order', () => {
    const list = [
      person('Ana', 'madrinha', { is_dama_honra: true }),
      person('Bruno', 'padrinho'),
      person('Carla', 'madrinha'),
      person('Duda', 'padrinho', { is_dama_honra: true }),
    ]
    const groups = groupGodparents(list)
    expect(groups.padrinhos.map((g) => g.id)).toEqual(['Bruno', 'Duda'])
    expect(groups.madrinhas.map((g) => g.id)).toEqual(['Ana', 'Carla'])
    expect(groups.damas.map((g) => g.id)).toEqual(['Ana', 'Duda'])
  })
})

describe('statusLabel', () => {
  it('says Pendente, Confirmado or Confirmada', () => {
    expect(statusLabel({ tipo: 'padrinho', confirmado: false })).toBe('Pendente')
    expect(statusLabel({ tipo: 'madrinha', confirmado: false })).toBe('Pendente')
    expect(statusLabel({ tipo: 'padrinho', confirmado: true })).toBe('Confirmado')
    expect(statusLabel({ tipo: 'madrinha', confirmado: true })).toBe('Confirmada')
  })
})
