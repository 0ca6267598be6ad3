import type { Venue, Zone } from "@boleteria/core"

export interface ZoneBoxOffices {
  readonly zone: Zone
  readonly venues: ReadonlyArray<Venue>
}

/** The venues under their zones, zones in the order the tenant numbered them, venues by name. */
export const boxOfficesByZone = (venues: ReadonlyArray<Venue>): ReadonlyArray<ZoneBoxOffices> => {
  const zones = new Map<number, { zone: Zone; venues: Array<Venue> }>()
  for (const venue of venues) {
    const entry = zones.get(venue.oZona.idZona) ?? { zone: venue.oZona, venues: [] }
    entry.venues.push(venue)
    zones.set(venue.oZona.idZona, entry)
  }
  return [...zones.values()]
    .sort((a, b) => a.zone.idZona - b.zone.idZona)
    .map(({ zone, venues: inZone }) => ({
      zone,
      venues: [...inZone].sort((a, b) => a.cNombre.localeCompare(b.cNombre, "es")),
    }))
}
