import type { Venue, Zone } from "@boleteria/core"

/** The zones the venues are in, each once, in alphabetical order: the billboard's zone filter. */
export const zonesOf = (venues: ReadonlyArray<Venue>): ReadonlyArray<Zone> => {
  const zones = new Map<number, Zone>()
  for (const venue of venues) zones.set(venue.oZona.idZona, venue.oZona)
  return [...zones.values()].sort((a, b) => a.cNombre.localeCompare(b.cNombre, "es"))
}
