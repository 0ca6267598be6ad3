import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  isRealDate,
  TENANT_TIME_ZONE,
  weekdayOf,
} from "../../../core/src/rules/calendarDate.js"
import { calendarDateAt, zonedDateTime } from "../../../core/src/rules/zonedTime.js"

describe("calendar dates", () => {
  it("knows leap years and month lengths", () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2025, 2)).toBe(28)
    expect(daysInMonth(2025, 4)).toBe(30)
    expect(daysInMonth(2025, 12)).toBe(31)
    expect(daysInMonth(2025, 13)).toBe(0)
  })

  it("tells real dates from impossible ones", () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true)
    expect(isRealDate({ year: 2025, month: 2, day: 29 })).toBe(false)
    expect(isRealDate({ year: 2025, month: 0, day: 1 })).toBe(false)
    expect(isRealDate({ year: 2025, month: 1, day: 0 })).toBe(false)
    expect(isRealDate({ year: 2025, month: 1, day: 1.5 })).toBe(false)
  })

  it("orders dates", () => {
    const a = { year: 2025, month: 1, day: 31 }
    const b = { year: 2025, month: 2, day: 1 }
    expect(compareCalendarDates(a, b)).toBeLessThan(0)
    expect(compareCalendarDates(b, a)).toBeGreaterThan(0)
    expect(compareCalendarDates(a, { ...a })).toBe(0)
  })

  it("finds the weekday, early years included", () => {
    expect(weekdayOf({ year: 2025, month: 3, day: 1 })).toBe(6)
    expect(weekdayOf({ year: 1816, month: 7, day: 9 })).toBe(2)
    expect(weekdayOf({ year: 50, month: 1, day: 1 })).toBe(new Date("0050-01-01T00:00:00Z").getUTCDay())
  })
})

describe("zoned time", () => {
  it("reads an instant on a Buenos Aires clock (UTC-3, no daylight saving)", () => {
    const instant = Date.parse("2025-01-01T02:30:00Z")
    expect(zonedDateTime(instant, TENANT_TIME_ZONE)).toEqual({ year: 2024, month: 12, day: 31, hour: 23, minute: 30 })
    expect(calendarDateAt(instant, TENANT_TIME_ZONE)).toEqual({ year: 2024, month: 12, day: 31 })
    expect(calendarDateAt(instant, "UTC")).toEqual({ year: 2025, month: 1, day: 1 })
  })

  it("reads midnight as hour 0, not 24", () => {
    expect(zonedDateTime(Date.parse("2025-05-20T03:00:00Z"), TENANT_TIME_ZONE).hour).toBe(0)
  })

  it("agrees with a fixed -03:00 offset for any instant since 2010", () => {
    const since2010 = fc.integer({ min: Date.parse("2010-01-01T00:00:00Z"), max: Date.parse("2099-12-31T00:00:00Z") })
    fc.assert(
      fc.property(since2010, (instant) => {
        const shifted = new Date(instant - 3 * 3_600_000)
        expect(zonedDateTime(instant, TENANT_TIME_ZONE)).toEqual({
          year: shifted.getUTCFullYear(),
          month: shifted.getUTCMonth() + 1,
          day: shifted.getUTCDate(),
          hour: shifted.getUTCHours(),
          minute: shifted.getUTCMinutes(),
        })
      }),
      { numRuns: 200 },
    )
  })
})
