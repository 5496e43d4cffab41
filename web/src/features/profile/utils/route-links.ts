/**
 * The share-routes card's links (part 2 §7): map directions, a navigation-app
 * deep link, a messaging-app share and an e-mail, all built in the browser from
 * the civil ceremony address and the party address.
 */

export type RoutePlace = { label: string; address: string; mapsUrl: string; wazeUrl: string }

export type RouteLinks = {
  places: RoutePlace[]
  /** The text shared by WhatsApp, e-mail and the copy button. */
  message: string
  whatsappUrl: string
  mailtoUrl: string
}

export function mapsDirectionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`
}

export function wazeUrl(address: string): string {
  return `https://waze.com/ul?q=${encodeURIComponent(address)}&navigate=yes`
}

const MAIL_SUBJECT = 'Como chegar ao nosso casamento'

/**
 * Links for the filled addresses, or null when neither is filled (the card then
 * answers 'Endereços não informados').
 */
export function buildRouteLinks(input: {
  civilAddress: string | null | undefined
  weddingAddress: string | null | undefined
  weddingLocation?: string | null | undefined
}): RouteLinks | null {
  const places: RoutePlace[] = []
  const civil = input.civilAddress?.trim()
  const party = input.weddingAddress?.trim()
  if (civil) places.push({ label: 'Cerimônia civil', address: civil, mapsUrl: mapsDirectionsUrl(civil), wazeUrl: wazeUrl(civil) })
  if (party) {
    const location = input.weddingLocation?.trim()
    places.push({
      label: location ? `Festa — ${location}` : 'Festa',
      address: party,
      mapsUrl: mapsDirectionsUrl(party),
      wazeUrl: wazeUrl(party),
    })
  }
  if (places.length === 0) return null
  const message = [
    `${MAIL_SUBJECT}:`,
    ...places.map((place) => `\n${place.label}: ${place.address}\nGoogle Maps: ${place.mapsUrl}\nWaze: ${place.wazeUrl}`),
  ].join('\n')
  return {
    places,
    message,
    whatsappUrl: `https://wa.me/?text=${encodeURIComponent(message)}`,
    mailtoUrl: `mailto:?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(message)}`,
  }
}
