import { CalendarPlus, Download } from 'lucide-react'
import { googleCalendarUrl, icsDownloadPath, type AllDayEvent } from '../utils/event-links'

type Props = {
  /** The source table of the item: its event UID in the feed is `{kind}-{id}`. */
  kind: 'checklist' | 'payment'
  id: string
  event: AllDayEvent
}

/** 'Adicionar ao Google Agenda' and the single-event .ics download of one dated item. */
export function AddToCalendar({ kind, id, event }: Props) {
  const linkClass =
    'inline-flex min-h-6 items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <CalendarPlus className="size-3.5" aria-hidden="true" />
        Adicionar ao Google Agenda
      </a>
      <a href={icsDownloadPath(kind, id)} download className={linkClass} aria-label={`Baixar .ics: ${event.title}`}>
        <Download className="size-3.5" aria-hidden="true" />
        Baixar .ics
      </a>
    </span>
  )
}
