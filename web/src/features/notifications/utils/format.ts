import { formatDateTimeInZone, WEDDING_TIME_ZONE } from '@/lib/format'

/** '99+' above 99 (part 1 §2). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

const HOUR_MS = 60 * 60 * 1000

/**
 * Part 2 §2: 'Agora há pouco' under 1 hour, 'Há N hora(s)' under 24 hours, then date and time.
 * A time slightly in the future (clock skew) reads as just now. The date and time are the
 * wedding's wall clock (`timeZone`), not the browser's.
 */
export function relativeTime(createdAt: string, now: Date = new Date(), timeZone: string = WEDDING_TIME_ZONE): string {
  const date = new Date(createdAt)
  if (Number.isNaN(date.getTime())) return ''
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < HOUR_MS) return 'Agora há pouco'
  const hours = Math.floor(elapsed / HOUR_MS)
  if (hours < 24) return hours === 1 ? 'Há 1 hora' : `Há ${hours} horas`
  return formatDateTimeInZone(createdAt, timeZone)
}

/** '1 não lida', '2 não lidas', '99+ não lidas'. */
export function unreadText(count: number): string {
  return `${badgeText(count)} ${count === 1 ? 'não lida' : 'não lidas'}`
}
