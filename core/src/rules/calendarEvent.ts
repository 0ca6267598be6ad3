import type { Order, OrderPerformance } from "../contract/order.js"
import type { Venue } from "../contract/venue.js"
import { TENANT_TIME_ZONE } from "./calendarDate.js"
import { calendarDateAt } from "./zonedTime.js"

// A function as an iCalendar event (RFC 5545), so a shopper can put it in any calendar: one
// VCALENDAR with one VEVENT, times in UTC, text escaped and long lines folded as the RFC asks.

export interface CalendarEventInput {
  /** Unique and stable for this event: a second download replaces the first in the calendar. */
  readonly uid: string
  /** When the event's information was made (DTSTAMP), in epoch ms: the purchase's instant. */
  readonly stamp: number
  readonly start: number
  /** Null when unknown: the event is then an instant at the start. */
  readonly durationMinutes: number | null
  readonly title: string
  readonly location: string
  readonly description: string
}

const CRLF = "\r\n"
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75

/** YYYYMMDDTHHMMSSZ (RFC 5545 §3.3.5, form 2: UTC). */
const utcDateTime = (epochMs: number): string =>
  new Date(epochMs)
    .toISOString()
    .replace(/\.\d{3}Z$/u, "Z")
    .replaceAll("-", "")
    .replaceAll(":", "")

/** A TEXT value (§3.3.11): backslash, semicolon, comma and line breaks escaped. */
const text = (value: string): string =>
  value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/gu, "\\n")

const utf8Octets = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/** Folds a content line (§3.1) into lines of at most 75 octets, never inside a character. */
const fold = (line: string): string => {
  const parts: Array<string> = []
  let current = ""
  let octets = 0
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!)
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ""
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** The event as the text of an .ics file. */
export const calendarEvent = (event: CalendarEventInput): string =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//boleteria//Entradas//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.durationMinutes === null ? [] : [`DTEND:${utcDateTime(event.start + event.durationMinutes * 60_000)}`]),
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(fold)
    .join(CRLF) + CRLF

/** Where a function is, as the catalogue tells it: the venue's name and street address. */
export type EventVenue = Pick<Venue, "cNombre" | "cDireccion" | "cLocalidad" | "cProvincia">

/**
 * The event's LOCATION: the venue and its street address, city and province, so a calendar (and its
 * map) finds the place; the name alone when the catalogue could not say where it is.
 */
export const venueLocation = (name: string, venue: EventVenue | null): string => {
  if (venue === null) return name
  const parts = [venue.cNombre, venue.cDireccion, venue.cLocalidad, venue.cProvincia].filter((part) => part !== "")
  return parts.filter((part, index) => parts.indexOf(part) === index).join(", ")
}

export interface OrderEventInput {
  readonly order: Pick<Order, "idPedido" | "dCompra">
  readonly performance: Pick<OrderPerformance, "idFuncion" | "cEspectaculo" | "cEstablecimiento" | "dFuncion">
  /** The venue as the catalogue knows it; null when it could not be read. */
  readonly venue: EventVenue | null
  /** How long the show lasts as the catalogue announces it (nDuracionMinutos); null when it does not. */
  readonly showMinutes: number | null
  /** The tenant's length for a show that does not announce one (calendar.defaultDurationMinutes); null: none. */
  readonly defaultMinutes: number | null
  /** Names the shop, as RFC 5545 asks of a UID. */
  readonly host: string
  readonly description: string
}

/**
 * The event of one function of an order: stable per order and function, stamped with the purchase's
 * instant, at the venue's address, ending when the show does (its announced length, else the
 * tenant's default; with neither, the event is its start).
 */
export const orderCalendarEvent = ({
  order,
  performance,
  venue,
  showMinutes,
  defaultMinutes,
  host,
  description,
}: OrderEventInput): CalendarEventInput => ({
  uid: `pedido-${order.idPedido}-funcion-${performance.idFuncion}@${host}`,
  stamp: Date.parse(order.dCompra),
  start: Date.parse(performance.dFuncion),
  durationMinutes: showMinutes ?? defaultMinutes,
  title: performance.cEspectaculo,
  location: venueLocation(performance.cEstablecimiento, venue),
  description,
})

const pad = (value: number) => String(value).padStart(2, "0")

/** A file name for the event: the title in plain lower-case letters, and the day it is on in Argentina. */
export const calendarFileName = (title: string, start: number): string => {
  const { year, month, day } = calendarDateAt(start, TENANT_TIME_ZONE)
  const slug = title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "")
  return `${slug === "" ? "funcion" : slug}-${year}-${pad(month)}-${pad(day)}.ics`
}
