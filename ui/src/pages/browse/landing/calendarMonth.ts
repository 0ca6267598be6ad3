import { compareCalendarDates, daysInMonth, weekdayOf, type CalendarDate, type FunctionDate } from "@boleteria/core"

/** A month on the calendar. */
export interface Month {
  readonly year: number
  readonly month: number
}

export const monthOf = ({ year, month }: CalendarDate): Month => ({ year, month })

export const dayOfFunction = (date: FunctionDate): CalendarDate => ({
  year: date.nFuncionAnio,
  month: date.nFuncionMes,
  day: date.nFuncionDia,
})

/** "2025-03-01": a day as a map key and a DOM id. */
export const dayKey = ({ year, month, day }: CalendarDate): string =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

const fromUtc = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
})

export const addDays = ({ year, month, day }: CalendarDate, days: number): CalendarDate =>
  fromUtc(new Date(Date.UTC(year, month - 1, day + days)))

/** The same day some months on, or the month's last day when it is shorter (31 January → 28 February). */
export const addMonths = ({ year, month, day }: CalendarDate, months: number): CalendarDate => {
  const first = fromUtc(new Date(Date.UTC(year, month - 1 + months, 1)))
  return { ...first, day: Math.min(day, daysInMonth(first.year, first.month)) }
}

export const isSameMonth = (a: Month, b: Month): boolean => a.year === b.year && a.month === b.month

/** Days since Monday: Argentine calendars start the week on Monday. */
const mondayOffset = (date: CalendarDate): number => (weekdayOf(date) + 6) % 7

export const startOfWeek = (date: CalendarDate): CalendarDate => addDays(date, -mondayOffset(date))
export const endOfWeek = (date: CalendarDate): CalendarDate => addDays(date, 6 - mondayOffset(date))

/** The weeks of a month, Monday first; null pads the days that belong to the months around it. */
export const monthWeeks = ({ year, month }: Month): ReadonlyArray<ReadonlyArray<CalendarDate | null>> => {
  const first = { year, month, day: 1 }
  const cells: Array<CalendarDate | null> = Array.from({ length: mondayOffset(first) }, () => null)
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day })
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

export const clampDay = (date: CalendarDate, first: CalendarDate, last: CalendarDate): CalendarDate =>
  compareCalendarDates(date, first) < 0 ? first : compareCalendarDates(date, last) > 0 ? last : date

const utcNoon = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day, 12)

/** "sábado, 1 de marzo" / "Saturday, March 1". */
export const formatDay = (date: CalendarDate, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    utcNoon(date),
  )

/** "marzo de 2025" / "March 2025". */
export const formatMonth = ({ year, month }: Month, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    utcNoon({ year, month, day: 1 }),
  )

/** The weekday names of the grid's header, Monday first: short to show, long to read out. */
export const weekdayNames = (locale: string): ReadonlyArray<{ readonly short: string; readonly long: string }> => {
  // 2024-01-01 was a Monday.
  const days = Array.from({ length: 7 }, (_, index) => utcNoon({ year: 2024, month: 1, day: 1 + index }))
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" })
  const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" })
  return days.map((day) => ({ short: short.format(day), long: long.format(day) }))
}
