import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type DateFilter,
  TENANT_TIME_ZONE,
  weekdayOf,
  dateWindowOf,
  isWithin,
  type DateWindow,
  calendarDateAt,
  zonedDateTime,
} from "@boleteria/core"

/** Buenos Aires wall-clock text (UTC−3 all year) as an instant: local("2026-11-23") is that day's midnight. */
const local = (text: string) => Date.parse(`${text.length === 10 ? `${text}T00:00:00` : text}-03:00`)

const preset = (cFecha: DateFilter, now: number, dFecha: string | null = null, timeZone?: string): DateWindow | null =>
  dateWindowOf({ cFecha, dFecha }, now, timeZone)

// Saturday 2026-11-21 at noon and Wednesday 2026-12-02 at 10:00, Buenos Aires.
const SATURDAY = local("2026-11-21T12:00:00")
const WEDNESDAY = local("2026-12-02T10:00:00")
const SUNDAY_NIGHT = local("2026-11-22T23:59:00")

describe("dateWindowOf (SPEC §2 date presets, Buenos Aires)", () => {
  it.each<[string, number, DateFilter, string | null, number, number]>([
    ["all", SATURDAY, "TODAS", null, -Infinity, Infinity],
    ["today", SATURDAY, "HOY", null, local("2026-11-21"), local("2026-11-22")],
    ["tomorrow", SATURDAY, "MANANA", null, local("2026-11-22"), local("2026-11-23")],
    ["this week, on Saturday", SATURDAY, "ESTA_SEMANA", null, local("2026-11-21"), local("2026-11-23")],
    ["this weekend, on Saturday", SATURDAY, "ESTE_FIN_DE_SEMANA", null, local("2026-11-21"), local("2026-11-23")],
    [
      "this weekend, late on Sunday",
      SUNDAY_NIGHT,
      "ESTE_FIN_DE_SEMANA",
      null,
      local("2026-11-22"),
      local("2026-11-23"),
    ],
    ["next week, on Sunday", SUNDAY_NIGHT, "PROXIMA_SEMANA", null, local("2026-11-23"), local("2026-11-30")],
    ["next week, on Saturday", SATURDAY, "PROXIMA_SEMANA", null, local("2026-11-23"), local("2026-11-30")],
    ["this month", SATURDAY, "ESTE_MES", null, local("2026-11-21"), local("2026-12-01")],
    ["next month", SATURDAY, "PROXIMO_MES", null, local("2026-12-01"), local("2027-01-01")],
    ["a date", SATURDAY, "FECHA", "2026-12-05", local("2026-12-05"), local("2026-12-06")],
    ["a leap day", SATURDAY, "FECHA", "2028-02-29", local("2028-02-29"), local("2028-03-01")],
    ["today, mid-week", WEDNESDAY, "HOY", null, local("2026-12-02"), local("2026-12-03")],
    ["this week, from Wednesday", WEDNESDAY, "ESTA_SEMANA", null, local("2026-12-02"), local("2026-12-07")],
    ["this weekend, from Wednesday", WEDNESDAY, "ESTE_FIN_DE_SEMANA", null, local("2026-12-05"), local("2026-12-07")],
    ["next week, from Wednesday", WEDNESDAY, "PROXIMA_SEMANA", null, local("2026-12-07"), local("2026-12-14")],
    ["this month, December", WEDNESDAY, "ESTE_MES", null, local("2026-12-02"), local("2027-01-01")],
    ["next month, across the new year", WEDNESDAY, "PROXIMO_MES", null, local("2027-01-01"), local("2027-02-01")],
  ])("%s", (_name, now, cFecha, dFecha, from, until) => {
    expect(preset(cFecha, now, dFecha)).toEqual({ from, until })
  })

  it("reads the day on Argentina's clock: 01:00 UTC on the 22nd is still Saturday the 21st there", () => {
    expect(preset("HOY", Date.parse("2026-11-22T01:00:00Z"))).toEqual({
      from: local("2026-11-21"),
      until: local("2026-11-22"),
    })
  })

  it("answers null when FECHA comes without a real day", () => {
    expect(preset("FECHA", SATURDAY, null)).toBeNull()
    expect(preset("FECHA", SATURDAY, "2026-02-30")).toBeNull()
    expect(preset("FECHA", SATURDAY, "5/12/2026")).toBeNull()
  })

  it("ignores dFecha for the other presets", () => {
    expect(preset("HOY", SATURDAY, "2026-12-05")).toEqual(preset("HOY", SATURDAY))
  })

  it("counts in another zone's days, daylight-saving changes included", () => {
    // Europe/Madrid moves from UTC+1 to UTC+2 on Sunday 29 March 2026.
    const wednesday = Date.parse("2026-03-25T10:00:00+01:00")
    expect(preset("ESTA_SEMANA", wednesday, null, "Europe/Madrid")).toEqual({
      from: Date.parse("2026-03-25T00:00:00+01:00"),
      until: Date.parse("2026-03-30T00:00:00+02:00"),
    })
    expect(preset("ESTE_FIN_DE_SEMANA", wednesday, null, "Europe/Madrid")).toEqual({
      from: Date.parse("2026-03-28T00:00:00+01:00"),
      until: Date.parse("2026-03-30T00:00:00+02:00"),
    })
    expect(preset("PROXIMO_MES", wednesday, null, "Europe/Madrid")).toEqual({
      from: Date.parse("2026-04-01T00:00:00+02:00"),
      until: Date.parse("2026-05-01T00:00:00+02:00"),
    })
  })
})

describe("isWithin", () => {
  it("includes the start and leaves out the end", () => {
    const today = preset("HOY", SATURDAY)!
    expect(isWithin(today, today.from)).toBe(true)
    expect(isWithin(today, today.until - 1)).toBe(true)
    expect(isWithin(today, today.until)).toBe(false)
    expect(isWithin(today, today.from - 1)).toBe(false)
  })

  it("lets TODAS hold any instant", () => {
    const all = preset("TODAS", SATURDAY)!
    expect([0, SATURDAY, -8.64e15, 8.64e15].every((instant) => isWithin(all, instant))).toBe(true)
  })
})

describe("dateWindowOf (properties)", () => {
  const instants = fc.integer({ min: Date.parse("2010-01-01T00:00:00Z"), max: Date.parse("2099-12-31T00:00:00Z") })
  const zones = fc.constantFrom(TENANT_TIME_ZONE, "Europe/Madrid", "America/New_York", "Asia/Kolkata")
  const isMidnight = (instant: number, timeZone: string) => {
    const { hour, minute } = zonedDateTime(instant, timeZone)
    return hour === 0 && minute === 0
  }
  const weekday = (instant: number, timeZone: string) => weekdayOf(calendarDateAt(instant, timeZone))

  it("gives windows of whole local days, weeks ending on Monday, months on the 1st", () => {
    fc.assert(
      fc.property(instants, zones, (now, timeZone) => {
        const window = (cFecha: DateFilter) => preset(cFecha, now, null, timeZone)!
        const [today, tomorrow, week, weekend, nextWeek, month, nextMonth] = (
          ["HOY", "MANANA", "ESTA_SEMANA", "ESTE_FIN_DE_SEMANA", "PROXIMA_SEMANA", "ESTE_MES", "PROXIMO_MES"] as const
        ).map(window)
        for (const each of [today!, tomorrow!, week!, weekend!, nextWeek!, month!, nextMonth!]) {
          expect(each.from).toBeLessThan(each.until)
          expect(isMidnight(each.from, timeZone) && isMidnight(each.until, timeZone)).toBe(true)
        }
        expect(isWithin(today!, now)).toBe(true)
        expect(tomorrow!.from).toBe(today!.until)
        expect(week!.from).toBe(today!.from)
        expect(weekday(week!.until, timeZone)).toBe(1)
        expect(weekend!.until).toBe(week!.until)
        expect([6, 0]).toContain(weekday(weekend!.from, timeZone))
        expect(weekend!.from).toBeGreaterThanOrEqual(today!.from)
        expect(nextWeek!.from).toBe(week!.until)
        expect(weekday(nextWeek!.until, timeZone)).toBe(1)
        expect(calendarDateAt(nextWeek!.until - 1, timeZone).day).not.toBe(calendarDateAt(nextWeek!.from, timeZone).day)
        expect(month!.from).toBe(today!.from)
        expect(nextMonth!.from).toBe(month!.until)
        expect(calendarDateAt(month!.until, timeZone).day).toBe(1)
        expect(calendarDateAt(nextMonth!.until, timeZone).day).toBe(1)
      }),
      { numRuns: 150 },
    )
  })
})
