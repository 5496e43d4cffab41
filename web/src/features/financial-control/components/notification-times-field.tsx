import { Minus, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FieldError, FieldHint } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { reminderZoneHint } from '@/lib/format'
import { useWeddingTimeZone } from '@/lib/session'

/** The time a new notification starts at (part 2 §9: default 08:00, an added one 12:00). */
const EXTRA_TIME = '12:00'

type Props = { times: string[]; onChange: (next: string[]) => void; error?: string }

/** A payment reminder's notification times, one or more (part 2 §9), in the one reminder form. */
export function NotificationTimesField({ times, onChange, error }: Props) {
  const timeZone = useWeddingTimeZone()
  return (
    <fieldset className="grid gap-2" aria-describedby="notification-times-zone">
      <legend className="mb-1 text-sm font-medium">Horários das notificações</legend>
      {/* The times are the wedding's wall clock, whatever this device's zone (the server fires them in it). */}
      <FieldHint id="notification-times-zone">{reminderZoneHint(timeZone)}</FieldHint>
      {times.map((time, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            type="time"
            aria-label={`Horário ${index + 1}`}
            value={time}
            onChange={(e) => onChange(times.map((t, i) => (i === index ? e.target.value : t)))}
            className="w-36"
          />
          {times.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remover horário ${time}`}
              onClick={() => onChange(times.filter((_, i) => i !== index))}
            >
              <Minus aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...times, EXTRA_TIME])}
        aria-label="Adicionar horário"
      >
        <Plus aria-hidden="true" />
        Horário
      </Button>
      <FieldError>{error}</FieldError>
    </fieldset>
  )
}
