import { Church, Heart, MapPin } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { plural } from '../utils/format'

/** Weeks and days, for the line under the big number: '6 semanas e 3 dias'. */
function weeksAndDays(days: number): string | null {
  const weeks = Math.floor(days / 7)
  const rest = days % 7
  if (weeks === 0) return null
  const weekText = plural(weeks, 'semana', 'semanas')
  return rest === 0 ? weekText : `${weekText} e ${plural(rest, 'dia', 'dias')}`
}

type CountdownCardProps = {
  daysLeft: number
  weddingDate: string
  location: string | null
  /** From the first-run flow: the ceremony's time, its church or cartório, and the city. */
  ceremonyTime?: string | null
  ceremonyPlace?: string | null
  city?: string | null
}

/** The large countdown, shown while the wedding is still ahead (days left above 0). */
export function CountdownCard({ daysLeft, weddingDate, location, ceremonyTime, ceremonyPlace, city }: CountdownCardProps) {
  const breakdown = weeksAndDays(daysLeft)
  const place = [location, city].filter(Boolean).join(', ')
  return (
    <section
      aria-labelledby="dashboard-countdown-title"
      data-testid="dashboard-countdown"
      className="relative isolate flex flex-col justify-between gap-6 overflow-hidden rounded-2xl bg-gradient-to-br from-primary via-[#b3486a] to-[#c97f8f] p-6 text-primary-foreground shadow-soft sm:p-8"
    >
      <Heart
        aria-hidden="true"
        className="pointer-events-none absolute -top-6 -right-6 -z-10 size-40 rotate-12 fill-white/10 text-white/10 sm:size-52"
      />
      <h2 id="dashboard-countdown-title" className="text-xs font-semibold tracking-[0.18em] text-white/80 uppercase">
        Contagem regressiva
      </h2>
      <div>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-serif text-6xl leading-none font-semibold tabular-nums sm:text-7xl">{daysLeft}</span>
          <span className="font-serif text-xl sm:text-2xl">{daysLeft === 1 ? 'dia para o sim' : 'dias para o sim'}</span>
        </p>
        {breakdown && <p className="mt-2 text-sm text-white/80">{breakdown}</p>}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Data</dt>
          <dd className="rounded-full bg-white/15 px-3 py-1 font-medium tabular-nums">
            {formatDate(weddingDate)}
            {ceremonyTime && ` às ${ceremonyTime}`}
          </dd>
        </div>
        {ceremonyPlace && (
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <Church className="size-4 text-white/80" aria-hidden="true" />
              <span className="sr-only">Cerimônia</span>
            </dt>
            <dd className="min-w-0 truncate">{ceremonyPlace}</dd>
          </div>
        )}
        {place && (
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <MapPin className="size-4 text-white/80" aria-hidden="true" />
              <span className="sr-only">Local</span>
            </dt>
            <dd className="min-w-0 truncate">{place}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
