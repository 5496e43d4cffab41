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

/** `location` is the venue's point on the map as typed: a Google Maps link or 'lat, lng' (see parseMapLocation). */
export type VenueFormValues = {
  venue_name: string
  venue_address: string
  venue_phone: string
  venue_email: string
  notes: string
  location: string
}

export const emptyVenueForm: VenueFormValues = { venue_name: '', venue_address: '', venue_phone: '', venue_email: '', notes: '', location: '' }

const orNull = (v: string) => (v.trim() === '' ? null : v.trim())

/**
 * The venue payload, or null when the name or the address is empty after trimming: the caller
 * then shows 'Campos obrigatórios' / 'Por favor, informe o nome e endereço do local.'.
 * `position` is the venue's point on the map (parseMapLocation), null for none.
 */
export function toVenuePayload(v: VenueFormValues, position: Position | null = null): VenuePayload | null {
  const venue_name = v.venue_name.trim()
  const venue_address = v.venue_address.trim()
  if (venue_name === '' || venue_address === '') return null
  return {
    venue_name,
    venue_address,
    venue_phone: orNull(v.venue_phone),
    venue_email: orNull(v.venue_email)?.toLowerCase() ?? null,
    venue_location_lat: position?.lat ?? null,
    venue_location_lng: position?.lng ?? null,
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
    location: c.venue_location_lat !== null && c.venue_location_lng !== null ? `${c.venue_location_lat}, ${c.venue_location_lng}` : '',
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

/** Under the 'Localização no mapa' field when its text is neither a map link with a point nor coordinates. */
export const MAP_LOCATION_INVALID = 'Não encontramos a localização. Cole o link do local no Google Maps ou as coordenadas (ex.: -23.5505, -46.6333).'

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`
// Google Maps links, most precise first: the place's pin (!3d…!4d…), then a ?q=/query=/ll= point,
// then the map's centre (@lat,lng,zoom).
const linkPatterns = [
  new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
  new RegExp(String.raw`[?&](?:q|query|ll|destination)=(${NUMBER})(?:,|%2C)\s*(${NUMBER})(?:[&#]|$)`, 'i'),
  new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`),
]
// Coordinates as Google Maps copies them ('-23.5505, -46.6333'), or pt-BR decimals with a semicolon.
const coordinates = [
  new RegExp(String.raw`^(${NUMBER})\s*[,\s]\s*(${NUMBER})$`),
  /^([-+]?\d{1,3}(?:,\d+)?)\s*;\s*([-+]?\d{1,3}(?:,\d+)?)$/,
]

/**
 * The venue's point on the map from what the couple pasted: a Google Maps link of the place
 * (found through 'Locais Próximos') or its coordinates. '' → null (no point); 'invalid' when
 * nothing readable or out of range (latitude −90..90, longitude −180..180, as the server checks).
 * A short link (maps.app.goo.gl) carries no point and is 'invalid': the message asks for the full one.
 */
export function parseMapLocation(text: string): Position | null | 'invalid' {
  const t = text.trim()
  if (t === '') return null
  const isLink = /^https?:\/\//i.test(t)
  for (const pattern of isLink ? linkPatterns : coordinates) {
    const found = pattern.exec(t)
    if (!found) continue
    const lat = Number((found[1] ?? '').replace(',', '.'))
    const lng = Number((found[2] ?? '').replace(',', '.'))
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'invalid'
    return { lat, lng }
  }
  return 'invalid'
}

/** The venue on Google Maps: its saved point when there is one, else a search for its address. */
export function venueMapUrl(c: Pick<Ceremony, 'venue_address' | 'venue_location_lat' | 'venue_location_lng'>): string {
  const query =
    c.venue_location_lat !== null && c.venue_location_lng !== null ? `${c.venue_location_lat},${c.venue_location_lng}` : c.venue_address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/** A Google Maps search for query, centred on position when the person shared it. */
export function mapsSearchUrl(query: string, position: Position | null): string {
  const q = encodeURIComponent(query).replace(/%20/g, '+')
  if (!position) return `https://www.google.com/maps/search/${q}`
  return `https://www.google.com/maps/search/${q}/@${position.lat.toFixed(6)},${position.lng.toFixed(6)},14z`
}
