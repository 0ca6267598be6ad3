import type { Performance } from "../contract/performance.js"
import type { Venue } from "../contract/venue.js"
import { instantAt, wallClockOf, zonedIsoDateTime } from "./zonedTime.js"
import { TENANT_TIME_ZONE } from "./calendarDate.js"

// A function as schema.org's Event (https://schema.org/Event), written as JSON-LD in its page's
// head: how search engines list events and link previews find their date, place and prices.
// Google's required properties are name, startDate and location (with an address).

const SCHEMA = "https://schema.org/"

export interface EventStructuredDataInput {
  readonly performance: Performance
  /** The function page's own address (absolute): the event's and each offer's url. */
  readonly url: string
  /** ISO 4217, the tenant's `price.currency`. */
  readonly currency: string
  /** ISO 3166-1 alpha-2, the tenant's `countryCode`: where its venues are. */
  readonly countryCode: string
  /** The show's poster (absolute), when it has one. */
  readonly image: string | null
  readonly description: string | null
}

/** The venue as a schema.org Place with its postal address. */
export const venuePlace = (venue: Venue, countryCode: string) => ({
  "@type": "Place",
  name: venue.cNombre,
  address: {
    "@type": "PostalAddress",
    streetAddress: venue.cDireccion,
    addressLocality: venue.cLocalidad,
    addressRegion: venue.cProvincia,
    addressCountry: countryCode,
  },
})

/** The function's start with its offset (the contract may send a wall clock of the tenant's zone). */
const startWithOffset = (isoDateTime: string): string =>
  zonedIsoDateTime(instantAt(wallClockOf(isoDateTime, TENANT_TIME_ZONE), TENANT_TIME_ZONE), TENANT_TIME_ZONE)

/** What a ticket of a sector costs: its price plus the service charge, as the shop charges it. */
const ticketPrice = (sector: Performance["listaSector"][number]): number => sector.fPrecio + sector.fCargoServicio

/** The cheapest ticket of a function (of any sector); null for a function without sectors. */
export const lowestTicketPrice = (performance: Performance): number | null =>
  performance.listaSector.length === 0 ? null : Math.min(...performance.listaSector.map(ticketPrice))

/**
 * One offer per sector at what a ticket costs (price plus service charge, as the shop charges it),
 * in stock while the sector has places and the function is not sold out.
 */
export const performanceEventData = (input: EventStructuredDataInput) => {
  const { performance, url, currency } = input
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: performance.cEspectaculoCartelNombre,
    startDate: startWithOffset(performance.oFuncionFecha.dFuncion),
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: venuePlace(performance.oEstablecimiento, input.countryCode),
    ...(input.image === null ? {} : { image: [input.image] }),
    ...(input.description === null ? {} : { description: input.description }),
    url,
    offers: performance.listaSector.map((sector) => ({
      "@type": "Offer",
      name: sector.cNombre,
      price: ticketPrice(sector),
      priceCurrency: currency,
      availability: `${SCHEMA}${!performance.lAgotada && sector.nDisponibles > 0 ? "InStock" : "SoldOut"}`,
      url,
    })),
  }
}
