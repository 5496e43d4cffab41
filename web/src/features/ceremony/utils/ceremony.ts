import type { Ceremony, CeremonyType, VenuePayload } from '../api/ceremonies'

export const ceremonyTypeLabels: Record<CeremonyType, string> = {
  civil: 'Civil',
  religious: 'Religiosa',
  both: 'Civil + Religiosa',
}

/** Labels of the type radio of the 'Manual' tab. */
export const ceremonyTypeOptions: { value: CeremonyType; label: string }[] = [
  { value: 'civil', label: 'Civil' },
  { value: 'religious', label: 'Religiosa' },
  { value: 'both', label: 'Ambas' },
]

/** Percent of the needed documents that are done, rounded; 0 when none are needed. */
export function documentsPercent(c: Pick<Ceremony, 'documents_needed' | 'documents_completed'>): number {
  if (c.documents_needed.length === 0) return 0
  const done = c.documents_needed.filter((d) => c.documents_completed.includes(d)).length
  return Math.round((done / c.documents_needed.length) * 100)
}

export type VenueFormValues = { venue_name: string; venue_address: string; venue_phone: string; venue_email: string; notes: string }

export const emptyVenueForm: VenueFormValues = { venue_name: '', venue_address: '', venue_phone: '', venue_email: '', notes: '' }

const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/**
 * The venue payload, or null when the name or the address is empty after trimming: the caller
 * then shows 'Campos obrigatórios' / 'Por favor, informe o nome e endereço do local.'.
 */
export function toVenuePayload(v: VenueFormValues): VenuePayload | null {
  const venue_name = v.venue_name.trim()
  const venue_address = v.venue_address.trim()
  if (venue_name === '' || venue_address === '') return null
  return {
    venue_name,
    venue_address,
    venue_phone: orNull(v.venue_phone),
    venue_email: orNull(v.venue_email)?.toLowerCase() ?? null,
    notes: orNull(v.notes),
  }
}

export function ceremonyToVenueForm(c: Ceremony): VenueFormValues {
  return {
    venue_name: c.venue_name,
    venue_address: c.venue_address,
    venue_phone: c.venue_phone ?? '',
    venue_email: c.venue_email ?? '',
    notes: c.notes ?? '',
  }
}

export type AddItemResult = { ok: true; list: string[] } | { ok: false; reason: 'empty' | 'duplicate' }

/** Adds an item to a list: trimmed, non-empty and not already there (ignoring case), as the server checks. */
export function addItem(list: readonly string[], raw: string): AddItemResult {
  const item = raw.trim()
  if (item === '') return { ok: false, reason: 'empty' }
  const key = item.toLocaleLowerCase('pt-BR')
  if (list.some((x) => x.toLocaleLowerCase('pt-BR') === key)) return { ok: false, reason: 'duplicate' }
  return { ok: true, list: [...list, item] }
}

/** The maps search queries of the 'Locais Próximos' tab. */
export const venueSearches = [
  { query: 'cartório civil', label: 'Buscar cartórios' },
  { query: 'igreja paróquia', label: 'Buscar igrejas e paróquias' },
] as const

export type Position = { lat: number; lng: number }

/** A Google Maps search for query, centred on position when the person shared it. */
export function mapsSearchUrl(query: string, position: Position | null): string {
  const q = encodeURIComponent(query).replace(/%20/g, '+')
  if (!position) return `https://www.google.com/maps/search/${q}`
  return `https://www.google.com/maps/search/${q}/@${position.lat.toFixed(6)},${position.lng.toFixed(6)},14z`
}
