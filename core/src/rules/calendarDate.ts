/** A day on the calendar, without time or zone: birthdates, card expiry, "today" in the tenant's zone. */
export type CalendarDate = {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** The tenant's zone: the one its venues and shoppers live in. */
export const TENANT_TIME_ZONE = "America/Argentina/Buenos_Aires"

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** Days in `month` (1–12) of `year`; 0 for a month that does not exist. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)

export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month)

/** "2026-11-24" as a calendar date; null for text that names no real day ("2026-02-30", "24/11/2026"). */
export const calendarDateOf = (isoDate: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDate)
  if (match === null) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isRealDate(date) ? date : null
}

/** Negative when `a` comes first, zero on the same day, positive when `a` comes later. */
export const compareCalendarDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = ({ year, month, day }: CalendarDate): number => {
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCDay()
}
