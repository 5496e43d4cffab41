import type { Guest, GuestStatus } from '../api/schemas'

export type StatusFilter = 'todos' | GuestStatus
export type CompanionFilter = 'todos' | 'com' | 'sem'

export type GuestFilters = { status: StatusFilter; companion: CompanionFilter }

export const defaultGuestFilters: GuestFilters = { status: 'todos', companion: 'todos' }

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'pendente', label: 'Pendentes' },
  { value: 'confirmado', label: 'Confirmados' },
  { value: 'recusado', label: 'Recusados' },
]

export const companionFilterOptions: { value: CompanionFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'com', label: 'Com acompanhante' },
  { value: 'sem', label: 'Sem acompanhante' },
]

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

/** Applies the status and companion filters and sorts by name (pt-BR order). */
export function filterGuests<T extends Pick<Guest, 'nome' | 'acompanhante' | 'status_confirmacao'>>(
  guests: readonly T[],
  filters: GuestFilters,
): T[] {
  return guests
    .filter((guest) => filters.status === 'todos' || guest.status_confirmacao === filters.status)
    .filter(
      (guest) =>
        filters.companion === 'todos' || (filters.companion === 'com' ? guest.acompanhante : !guest.acompanhante),
    )
    .sort((a, b) => collator.compare(a.nome, b.nome))
}
