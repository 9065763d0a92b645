/** What the map looks for: the query if given, otherwise the address. */
export function mapQuery(place: { address: string; query?: string }): string {
  return place.query ?? place.address;
}

/** Opens the place in Google Maps (or the Maps app on a phone). */
export function openInMapsUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The page the embedded map frame loads. */
export function embedMapUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}
