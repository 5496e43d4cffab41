import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { brToIso, maskBrDate, monthGrid, todayInWeddingZone } from '@/lib/calendar-date'
import { cn } from '@/lib/utils'

const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
/** Sunday first (part 2 §9: the date picker's week starts on Sunday). */
const weekDays = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
] as const

type DateFieldProps = {
  id: string
  label: string
  /** The typed text, dd/MM/yyyy (possibly incomplete). */
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
  error?: string
  className?: string
}

/** A dd/MM/yyyy text field with a month calendar (weeks from Sunday) to pick the day. */
export function DateField({ id, label, value, onChange, onBlur, error, className }: DateFieldProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const errorId = `${id}-error`

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const pick = (iso: string) => {
    const [year, month, day] = iso.split('-')
    onChange(`${day}/${month}/${year}`)
    setOpen(false)
  }

  return (
    <Field className={cn('relative', className)}>
      <Label htmlFor={id}>{label}</Label>
      {/* Not a control: it catches Escape as it bubbles from the input and the calendar. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={wrapper}
        className="relative"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
          }
        }}
      >
        <Input
          id={id}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(maskBrDate(event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="pr-11"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          className="absolute top-1 right-1"
          aria-label={`Abrir calendário: ${label}`}
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          <CalendarDays aria-hidden="true" />
        </Button>
        {open && <Calendar selected={brToIso(value)} onPick={pick} label={label} />}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </Field>
  )
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function Calendar({
  selected,
  onPick,
  label,
}: {
  selected: string | null
  onPick: (iso: string) => void
  label: string
}) {
  // Without a selection the calendar opens on today's month in the wedding's zone.
  const start = (selected ?? todayInWeddingZone()).split('-').map(Number)
  const [view, setView] = useState({ year: start[0] ?? 2026, month: start[1] ?? 1 })
  const titleId = useId()
  const weeks = monthGrid(view.year, view.month)
  const move = (delta: number) =>
    setView(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta
      return { year: Math.floor(index / 12), month: (index % 12) + 1 }
    })

  return (
    <div
      role="dialog"
      aria-label={`Calendário: ${label}`}
      className="absolute top-full left-0 z-30 mt-2 w-72 rounded-xl border bg-card p-3 shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between">
        <Button variant="ghost" size="icon-sm" aria-label="Mês anterior" onClick={() => move(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p id={titleId} className="text-sm font-semibold" aria-live="polite">
          {capitalize(monthNames[view.month - 1] ?? '')} de {view.year}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label="Próximo mês" onClick={() => move(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekDays.map(([short, long]) => (
              <th key={long} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.iso}>
              {week.map((day) => (
                <td key={day.iso} className="p-0.5">
                  <button
                    type="button"
                    onClick={() => onPick(day.iso)}
                    aria-pressed={day.iso === selected}
                    aria-label={`${day.day} de ${monthNames[Number(day.iso.slice(5, 7)) - 1]} de ${day.iso.slice(0, 4)}`}
                    className={cn(
                      'size-9 rounded-lg tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                      !day.inMonth && 'text-muted-foreground/60',
                      day.iso === selected && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                    )}
                  >
                    {day.day}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
