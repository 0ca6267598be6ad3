import { TENANT_TIME_ZONE } from "../calendarDate.js"
import { calendarDateAt, instantAt } from "../zonedTime.js"

/** A function `daysAhead` days after the local day of `now`, at `time` ("21:00") on Argentina's clock. */
export const performanceStartOf = (now: number, daysAhead: number, time: string): number => {
  const today = calendarDateAt(now, TENANT_TIME_ZONE)
  const [hour = 0, minute = 0] = time.split(":").map(Number)
  // Days past the month's end roll over, so the day can simply be counted on.
  return instantAt({ ...today, day: today.day + daysAhead, hour, minute }, TENANT_TIME_ZONE)
}
