import { describe, expect, it } from 'vitest'
import type { GuestStatus } from '../api/schemas'
import { filterGuests } from './filter'

const guests = [
  { nome: 'Zeca', status_confirmacao: 'confirmado' as GuestStatus, acompanhante: true },
  { nome: 'Ana', status_confirmacao: 'pendente' as GuestStatus, acompanhante: false },
  { nome: 'Ícaro', status_confirmacao: 'recusado' as GuestStatus, acompanhante: true },
  { nome: 'bruno', status_confirmacao: 'confirmado' as GuestStatus, acompanhante: false },
]
const names = (list: { nome: string }[]) => list.map((guest) => guest.nome)

describe('filterGuests', () => {
  it('sorts by name in pt-BR order when nothing is filtered', () => {
    expect(names(filterGuests(guests, { status: 'todos', companion: 'todos' }))).toEqual(['Ana', 'bruno', 'Ícaro', 'Zeca'])
  })

  it('filters by status', () => {
    expect(names(filterGuests(guests, { status: 'confirmado', companion: 'todos' }))).toEqual(['bruno', 'Zeca'])
    expect(names(filterGuests(guests, { status: 'recusado', companion: 'todos' }))).toEqual(['Ícaro'])
  })

  it('filters by companion and combines filters', () => {
    expect(names(filterGuests(guests, { status: 'todos', companion: 'com' }))).toEqual(['Ícaro', 'Zeca'])
    expect(names(filterGuests(guests, { status: 'todos', companion: 'sem' }))).toEqual(['Ana', 'bruno'])
    expect(names(filterGuests(guests, { status: 'confirmado', companion: 'sem' }))).toEqual(['bruno'])
  })

  it('does not change the given list', () => {
    const copy = [...guests]
    filterGuests(guests, { status: 'todos', companion: 'todos' })
    expect(guests).toEqual(copy)
  })
})
