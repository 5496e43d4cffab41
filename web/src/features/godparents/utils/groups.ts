import type { Godparent } from '../api/schemas'

export type GodparentGroups = {
  padrinhos: Godparent[]
  madrinhas: Godparent[]
  /** Damas de honra, of either tipo. */
  damas: Godparent[]
}

/** Splits the list (already ordered by name) into the page's lists, keeping the order. */
export function groupGodparents(list: Godparent[]): GodparentGroups {
  return {
    padrinhos: list.filter((g) => g.tipo === 'padrinho'),
    madrinhas: list.filter((g) => g.tipo === 'madrinha'),
    damas: list.filter((g) => g.is_dama_honra),
  }
}

/** Spec part 2 §4: Pendente until confirmed, then Confirmado (Confirmada for a madrinha). */
export function statusLabel(g: Pick<Godparent, 'tipo' | 'confirmado'>): 'Pendente' | 'Confirmado' | 'Confirmada' {
  if (!g.confirmado) return 'Pendente'
  return g.tipo === 'madrinha' ? 'Confirmada' : 'Confirmado'
}
