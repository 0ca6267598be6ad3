import type { ShowSearchRequest } from "../../contract/requests/index.js"
import { calendarDateOf, TENANT_TIME_ZONE, weekdayOf } from "../calendarDate.js"
import { calendarDateAt, zonedMidnight } from "../zonedTime.js"

/** The instants a date filter of the billboard covers: [from, until), an open end being ±Infinity. */
export interface DateWindow {
  readonly from: number
  readonly until: number
}

const MONDAY = 1
const EVERY_DAY: DateWindow = { from: -Infinity, until: Infinity }

/**
 * The window of each date preset of SPEC §2 (cFecha) on the venues' calendar at `now`. Weeks start
 * on Monday; "this weekend" is Saturday and Sunday, from today when it is already the weekend;
 * FECHA is the day in dFecha. Null when FECHA comes with no real day ("2026-02-30"): the caller
 * answers 400 naming dFecha.
 */
export const dateWindowOf = (
  search: Pick<ShowSearchRequest, "cFecha" | "dFecha">,
  now: number,
  timeZone: string = TENANT_TIME_ZONE,
): DateWindow | null => {
  const today = calendarDateAt(now, timeZone)
  // Days and months past their end roll over, so counting from today is plain addition.
  const dayStart = (daysAhead: number) => zonedMidnight({ ...today, day: today.day + daysAhead }, timeZone)
  const monthStart = (monthsAhead: number) =>
    zonedMidnight({ year: today.year, month: today.month + monthsAhead, day: 1 }, timeZone)
  const daysToMonday = (MONDAY - weekdayOf(today) + 7) % 7 || 7
  switch (search.cFecha) {
    case "TODAS":
      return EVERY_DAY
    case "HOY":
      return { from: dayStart(0), until: dayStart(1) }
    case "MANANA":
      return { from: dayStart(1), until: dayStart(2) }
    case "ESTA_SEMANA":
      return { from: dayStart(0), until: dayStart(daysToMonday) }
    case "ESTE_FIN_DE_SEMANA":
      return { from: dayStart(Math.max(0, daysToMonday - 2)), until: dayStart(daysToMonday) }
    case "PROXIMA_SEMANA":
      return { from: dayStart(daysToMonday), until: dayStart(daysToMonday + 7) }
    case "ESTE_MES":
      return { from: dayStart(0), until: monthStart(1) }
    case "PROXIMO_MES":
      return { from: monthStart(1), until: monthStart(2) }
    case "FECHA": {
      const day = search.dFecha === null ? null : calendarDateOf(search.dFecha)
      if (day === null) return null
      return { from: zonedMidnight(day, timeZone), until: zonedMidnight({ ...day, day: day.day + 1 }, timeZone) }
    }
  }
}

export const isWithin = (window: DateWindow, instant: number): boolean =>
  instant >= window.from && instant < window.until
