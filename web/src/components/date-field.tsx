import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { addDaysIso, addMonthsIso, brToIso, maskBrDate, monthGrid, todayInWeddingZone } from '@/lib/calendar-date'
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

/**
 * A dd/MM/yyyy text field with a month calendar (weeks from Sunday) to pick the day. The calendar
 * follows the WAI-ARIA date picker dialog: opening it moves focus to the selected day (or today),
 * the arrow keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month,
 * Enter picks, and Escape or a pick returns focus to the calendar button (issue 16 §3).
 */
export function DateField({ id, label, value, onChange, onBlur, error, className }: DateFieldProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const errorId = `${id}-error`
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }

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
    close()
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
            close()
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
          ref={trigger}
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
  // Without a selection the calendar opens on today's month in the wedding's zone. The focused
  // day is the one Tab reaches (roving tabindex); the month shown is always the focused day's.
  const [focused, setFocused] = useState(() => selected ?? todayInWeddingZone())
  const year = Number(focused.slice(0, 4))
  const month = Number(focused.slice(5, 7))
  const titleId = useId()
  const weeks = monthGrid(year, month)
  const grid = useRef<HTMLTableElement>(null)
  const moveFocus = useRef(true) // focus follows the focused day after a key, and on opening
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus()
  }, [focused])

  const go = (iso: string) => {
    moveFocus.current = true
    setFocused(iso)
  }
  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay()
    const target = {
      ArrowLeft: addDaysIso(iso, -1),
      ArrowRight: addDaysIso(iso, 1),
      ArrowUp: addDaysIso(iso, -7),
      ArrowDown: addDaysIso(iso, 7),
      Home: addDaysIso(iso, -weekday),
      End: addDaysIso(iso, 6 - weekday),
      PageUp: addMonthsIso(iso, -1),
      PageDown: addMonthsIso(iso, 1),
    }[event.key]
    if (!target) return
    event.preventDefault()
    go(target)
  }

  return (
    <div
      role="dialog"
      aria-label={`Calendário: ${label}`}
      className="absolute top-full left-0 z-30 mt-2 w-72 rounded-xl border bg-card p-3 shadow-lg"
    >
      <div className="mb-2 flex items-center justify-between">
        <Button variant="ghost" size="icon-sm" aria-label="Mês anterior" onClick={() => setFocused(addMonthsIso(focused, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p id={titleId} className="text-sm font-semibold" aria-live="polite">
          {capitalize(monthNames[month - 1] ?? '')} de {year}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label="Próximo mês" onClick={() => setFocused(addMonthsIso(focused, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} className="w-full table-fixed border-collapse text-center text-sm" aria-labelledby={titleId}>
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
                    data-iso={day.iso}
                    tabIndex={day.iso === focused ? 0 : -1}
                    onClick={() => onPick(day.iso)}
                    onKeyDown={(event) => onDayKey(event, day.iso)}
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
