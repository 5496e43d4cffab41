import { formatDate, WEDDING_TIME_ZONE } from '@/lib/format'

const timeInZone = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: WEDDING_TIME_ZONE })

/** An RFC 3339 instant as 'dd/MM/yyyy às HH:mm' in São Paulo time; invalid input gives '—'. */
export function formatDateTime(value: string): string {
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return '—'
  return `${formatDate(value)} às ${timeInZone.format(instant)}`
}
