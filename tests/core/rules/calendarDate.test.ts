import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  calendarDateOf,
  compareCalendarDates,
  daysInMonth,
  isLeapYear,
  isRealDate,
  TENANT_TIME_ZONE,
  weekdayOf,
  calendarDateAt,
  instantAt,
  wallClockOf,
  zonedDateTime,
  zonedIsoDateTime,
  zonedMidnight,
} from "@boleteria/core"

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

  it("reads ISO dates, refusing days that do not exist", () => {
    expect(calendarDateOf("2026-11-24")).toEqual({ year: 2026, month: 11, day: 24 })
    expect(calendarDateOf("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 })
    expect(["2026-02-30", "2026-13-01", "24/11/2026", "2026-1-5", "2026-11-24T10:00", ""].map(calendarDateOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
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

  const instants = fc.integer({ min: Date.parse("1990-01-01T00:00:00Z"), max: Date.parse("2099-12-31T00:00:00Z") })
  const zones = fc.constantFrom(TENANT_TIME_ZONE, "Europe/Madrid", "America/New_York", "Asia/Kolkata", "UTC")

  it("finds the instant a clock reads a time: instantAt undoes zonedDateTime", () => {
    fc.assert(
      fc.property(instants, zones, (instant, timeZone) => {
        const wallClock = zonedDateTime(instant, timeZone)
        expect(zonedDateTime(instantAt(wallClock, timeZone), timeZone)).toEqual(wallClock)
      }),
      { numRuns: 300 },
    )
    expect(instantAt({ year: 2026, month: 11, day: 24, hour: 21, minute: 0 }, TENANT_TIME_ZONE)).toBe(
      Date.parse("2026-11-24T21:00:00-03:00"),
    )
  })

  it("rolls days and months past their end over, so callers can count days", () => {
    expect(instantAt({ year: 2026, month: 12, day: 32, hour: 20, minute: 30 }, TENANT_TIME_ZONE)).toBe(
      Date.parse("2027-01-01T20:30:00-03:00"),
    )
    expect(zonedMidnight({ year: 2026, month: 13, day: 1 }, TENANT_TIME_ZONE)).toBe(
      Date.parse("2027-01-01T00:00:00-03:00"),
    )
  })

  it("finds midnight on either side of a daylight-saving change", () => {
    // Madrid moves from UTC+1 to UTC+2 at 02:00 on Sunday 29 March 2026.
    expect(zonedMidnight({ year: 2026, month: 3, day: 29 }, "Europe/Madrid")).toBe(
      Date.parse("2026-03-29T00:00:00+01:00"),
    )
    expect(zonedMidnight({ year: 2026, month: 3, day: 30 }, "Europe/Madrid")).toBe(
      Date.parse("2026-03-30T00:00:00+02:00"),
    )
  })

  it("writes an instant as the zone's clock reads it, with its offset", () => {
    const instant = Date.parse("2026-11-25T00:00:00Z")
    expect(zonedIsoDateTime(instant, TENANT_TIME_ZONE)).toBe("2026-11-24T21:00:00-03:00")
    expect(zonedIsoDateTime(instant, "Asia/Kolkata")).toBe("2026-11-25T05:30:00+05:30")
    expect(zonedIsoDateTime(instant, "UTC")).toBe("2026-11-25T00:00:00+00:00")
    fc.assert(
      fc.property(instants, zones, (ms, timeZone) => {
        expect(Date.parse(zonedIsoDateTime(ms, timeZone))).toBe(Math.floor(ms / 60_000) * 60_000)
      }),
      { numRuns: 200 },
    )
  })

  it("reads ISO text as a wall clock: an instant on the zone's clock, a local time as written", () => {
    expect(wallClockOf("2025-01-01T02:30:00Z", TENANT_TIME_ZONE)).toEqual({
      year: 2024,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
    })
    expect(wallClockOf("2025-11-15T20:30", "Asia/Tokyo")).toEqual({
      year: 2025,
      month: 11,
      day: 15,
      hour: 20,
      minute: 30,
    })
    expect(wallClockOf("2025-11-15", TENANT_TIME_ZONE)).toEqual({ year: 2025, month: 11, day: 15, hour: 0, minute: 0 })
    expect(() => wallClockOf("mañana", TENANT_TIME_ZONE)).toThrow(RangeError)
  })
})
