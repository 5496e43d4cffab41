import { describe, expect, it } from 'vitest'
import type { ChecklistItem } from '../api/checklist'
import {
  countChecklist,
  filterChecklist,
  isOverdue,
  todayInWeddingZone,
  maskClock,
  toChecklistPayload,
  validatePrazo,
  reminderErrorMessage,
  validateReminder,
} from './checklist'

const item = (id: string, status: ChecklistItem['status'], prazo: string | null = null): ChecklistItem => ({
  id,
  tarefa: `Tarefa ${id}`,
  status,
  prioridade: 'media',
  prazo,
  horario_lembrete: null,
  notas: null,
  conclusao_automatica: null,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
})

describe('checklist helpers', () => {
  const items = [item('a', 'pendente'), item('b', 'concluido'), item('c', 'pendente')]

  it('filters and counts by status', () => {
    expect(filterChecklist(items, 'todas').map((i) => i.id)).toEqual(['a', 'b', 'c'])
    expect(filterChecklist(items, 'pendentes').map((i) => i.id)).toEqual(['a', 'c'])
    expect(filterChecklist(items, 'concluidas').map((i) => i.id)).toEqual(['b'])
    expect(countChecklist(items)).toEqual({ todas: 3, pendentes: 2, concluidas: 1 })
    expect(countChecklist([])).toEqual({ todas: 0, pendentes: 0, concluidas: 0 })
  })

  it('ignores an empty description and trims the rest', () => {
    expect(toChecklistPayload({ tarefa: '   ', prazo: '01/01/2027', horario_lembrete: '', prioridade: 'alta' })).toBeNull()
    expect(
      toChecklistPayload({ tarefa: '  Comprar alianças ', prazo: '', horario_lembrete: '09:30', prioridade: 'media' }),
    ).toEqual({ tarefa: 'Comprar alianças', prazo: null, horario_lembrete: '09:30', prioridade: 'media' })
  })

  it('sends the deadline typed dd/MM/yyyy as YYYY-MM-DD', () => {
    expect(
      toChecklistPayload({ tarefa: 'Alianças', prazo: ' 20/03/2027 ', horario_lembrete: '', prioridade: 'alta' }),
    ).toEqual({ tarefa: 'Alianças', prazo: '2027-03-20', horario_lembrete: null, prioridade: 'alta' })
  })

  it.each([
    ['', true],
    ['  ', true],
    ['20/03/2027', true],
    ['29/02/2028', true],
    ['29/02/2027', 'Data inválida. Use o formato dd/mm/aaaa.'],
    ['31/04/2027', 'Data inválida. Use o formato dd/mm/aaaa.'],
    ['20/03/27', 'Data inválida. Use o formato dd/mm/aaaa.'],
    ['2027-03-20', 'Data inválida. Use o formato dd/mm/aaaa.'],
    ['01/01/1899', 'Data inválida. Use o formato dd/mm/aaaa.'],
    ['01/01/2201', 'Data inválida. Use o formato dd/mm/aaaa.'],
  ])('validates the deadline %j', (text, expected) => {
    expect(validatePrazo(text)).toBe(expected)
  })

  it('refuses a past deadline, except the one an old task already has', () => {
    const today = '2026-11-22'
    expect(validatePrazo('21/11/2026', null, today)).toBe('O prazo não pode estar no passado.')
    expect(validatePrazo('01/01/2020', null, today)).toBe('O prazo não pode estar no passado.')
    expect(validatePrazo('22/11/2026', null, today)).toBe(true)
    expect(validatePrazo('21/11/2026', '2026-11-21', today)).toBe(true)
    expect(validatePrazo('20/11/2026', '2026-11-21', today)).toBe('O prazo não pode estar no passado.')
  })

  it('masks the reminder into HH:MM and accepts only 24-hour times', () => {
    expect(maskClock('0930')).toBe('09:30')
    expect(maskClock('9')).toBe('9')
    expect(maskClock('09h30min')).toBe('09:30')
    expect(maskClock('123456')).toBe('12:34')
    for (const ok of ['', '00:00', '09:30', '23:59']) expect(validateReminder(ok)).toBe(true)
    for (const bad of ['9:30', '24:00', '12:60', '0930', '09:3']) {
      expect(validateReminder(bad)).toBe('Horário inválido. Use hh:mm, de 00:00 a 23:59.')
    }
    // A reminder fires on the deadline's day: without one it is refused (issue 15).
    expect(validateReminder('09:30', { prazo: '' })).toBe('Informe o prazo para receber o lembrete')
    expect(validateReminder('09:30', { prazo: '20/03/2027' })).toBe(true)
    expect(validateReminder('', { prazo: '' })).toBe(true)
    expect(reminderErrorMessage('deadline_required')).toBe('Informe o prazo para receber o lembrete')
    expect(reminderErrorMessage('invalid')).toBe('Horário inválido. Use hh:mm, de 00:00 a 23:59.')
  })

  it("computes today in São Paulo, not in UTC", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(todayInWeddingZone(new Date('2027-03-01T02:00:00Z'))).toBe('2027-02-28')
    expect(todayInWeddingZone(new Date('2027-03-01T04:00:00Z'))).toBe('2027-03-01')
  })

  it('marks only pending tasks with a past deadline as overdue', () => {
    expect(isOverdue(item('a', 'pendente', '2027-02-27'), '2027-02-28')).toBe(true)
    expect(isOverdue(item('a', 'pendente', '2027-02-28'), '2027-02-28')).toBe(false)
    expect(isOverdue(item('a', 'concluido', '2027-02-01'), '2027-02-28')).toBe(false)
    expect(isOverdue(item('a', 'pendente'), '2027-02-28')).toBe(false)
  })
})
