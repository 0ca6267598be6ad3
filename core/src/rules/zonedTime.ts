import type { CalendarDate } from "./calendarDate.js"

/** A wall-clock reading in one time zone. */
export type ZonedDateTime = CalendarDate & {
  readonly hour: number
  readonly minute: number
}

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
