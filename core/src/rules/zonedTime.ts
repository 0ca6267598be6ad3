import type { CalendarDate } from "./calendarDate.js"

/** A wall-clock reading in one time zone. */
export type ZonedDateTime = CalendarDate & {
  readonly hour: number
  readonly minute: number
}

const MINUTE_MS = 60_000

const formatters = new Map<string, Intl.DateTimeFormat>()

// Building an Intl formatter is costly and the shop asks for the same one or two zones all day.
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  const cached = formatters.get(timeZone)
  if (cached !== undefined) return cached
  const formatter = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  })
  formatters.set(timeZone, formatter)
  return formatter
}

/** What a clock in `timeZone` reads at `epochMillis`. */
export const zonedDateTime = (epochMillis: number, timeZone: string): ZonedDateTime => {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMillis))
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value)
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  }
}

/** The calendar day in `timeZone` at `epochMillis`: "today" for birthdate and card expiry checks. */
export const calendarDateAt = (epochMillis: number, timeZone: string): CalendarDate => {
  const { year, month, day } = zonedDateTime(epochMillis, timeZone)
  return { year, month, day }
}

/** The reading as if the clock were on UTC; days and months past their end roll over. */
const asUtc = ({ year, month, day, hour, minute }: ZonedDateTime): number => {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute)
  return date.getTime()
}

const toMinute = (epochMillis: number): number => Math.floor(epochMillis / MINUTE_MS) * MINUTE_MS

/** How far `timeZone`'s clock is ahead of UTC at `epochMillis` (negative west of Greenwich). */
const offsetAt = (epochMillis: number, timeZone: string): number =>
  asUtc(zonedDateTime(epochMillis, timeZone)) - toMinute(epochMillis)

/**
 * The instant a clock in `timeZone` reads `wallClock`: the inverse of `zonedDateTime`. Days and
 * months past their end roll over (day 32 of January is 1 February), so callers can count days.
 */
export const instantAt = (wallClock: ZonedDateTime, timeZone: string): number => {
  const reading = asUtc(wallClock)
  // The offset where the reading would be in UTC is right unless a daylight-saving change lies
  // in between; a second look from the first guess settles it.
  const guess = reading - offsetAt(reading, timeZone)
  return reading - offsetAt(guess, timeZone)
}

/** The instant `date` begins on a clock in `timeZone`; days and months past their end roll over. */
export const zonedMidnight = (date: CalendarDate, timeZone: string): number =>
  instantAt({ year: date.year, month: date.month, day: date.day, hour: 0, minute: 0 }, timeZone)

const pad = (value: number, digits = 2) => String(Math.abs(value)).padStart(digits, "0")

/** The instant as a clock in `timeZone` reads it, with the offset: "2026-11-24T21:00:00-03:00". */
export const zonedIsoDateTime = (epochMillis: number, timeZone: string): string => {
  const { year, month, day, hour, minute } = zonedDateTime(epochMillis, timeZone)
  const offsetMinutes = offsetAt(epochMillis, timeZone) / MINUTE_MS
  const sign = offsetMinutes < 0 ? "-" : "+"
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00${offset}`
}

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/

/**
 * The wall-clock time an ISO 8601 text means in `timeZone`. A date-time with a zone ("Z",
 * "-03:00") is an instant, read on a clock in `timeZone`; one without is already the venue's
 * local time and is taken as written (reading it in the machine's zone would move the show).
 * A bare date is midnight. Throws a RangeError for text that is not ISO 8601.
 */
export const wallClockOf = (isoDateTime: string, timeZone: string): ZonedDateTime => {
  const match = ISO_PARTS.exec(isoDateTime)
  if (match === null) throw new RangeError(`Not an ISO 8601 date-time: ${isoDateTime}`)
  const [, year, month, day, hour = "00", minute = "00", zone] = match
  if (zone !== undefined) return zonedDateTime(Date.parse(isoDateTime), timeZone)
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
  }
}
