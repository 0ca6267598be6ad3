import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  MAX_AGE_YEARS,
  validateBirthDay,
  validateBirthMonth,
  validateBirthYear,
  validateBirthdate,
  validateBirthdateShape,
  daysInMonth,
} from "@boleteria/core"

const today = { year: 2025, month: 6, day: 15 }

describe("birth day and month", () => {
  it("day runs from 1 to 31", () => {
    expect(validateBirthDay("1")).toEqual({ ok: true, value: 1 })
    expect(validateBirthDay("31")).toEqual({ ok: true, value: 31 })
    expect(validateBirthDay(7)).toEqual({ ok: true, value: 7 })
    expect(validateBirthDay("07")).toEqual({ ok: true, value: 7 })
    for (const bad of ["0", "32", "", null, "1.5", "-1", "x"]) {
      expect(validateBirthDay(bad)).toEqual({ ok: false, error: "validation.birthdate.invalidDay" })
    }
  })

  it("month runs from 1 to 12", () => {
    expect(validateBirthMonth("1")).toEqual({ ok: true, value: 1 })
    expect(validateBirthMonth("12")).toEqual({ ok: true, value: 12 })
    for (const bad of ["0", "13", "", undefined, "mayo"]) {
      expect(validateBirthMonth(bad)).toEqual({ ok: false, error: "validation.birthdate.invalidMonth" })
    }
  })
})

describe("birth year", () => {
  it("is four digits", () => {
    for (const bad of ["", "85", "19850", "year", null]) {
      expect(validateBirthYear(bad, today)).toEqual({ ok: false, error: "validation.birthdate.invalidYear" })
    }
  })

  it("is not after the current year", () => {
    expect(validateBirthYear("2025", today)).toEqual({ ok: true, value: 2025 })
    expect(validateBirthYear("2026", today)).toEqual({ ok: false, error: "validation.birthdate.yearTooHigh" })
  })

  it(`is not more than ${MAX_AGE_YEARS} years before the current year`, () => {
    expect(validateBirthYear(String(2025 - MAX_AGE_YEARS), today).ok).toBe(true)
    expect(validateBirthYear(String(2024 - MAX_AGE_YEARS), today)).toEqual({
      ok: false,
      error: "validation.birthdate.yearTooLow",
    })
  })

  it("follows the date passed in, not the machine's clock", () => {
    expect(validateBirthYear("2030", { year: 2031, month: 1, day: 1 }).ok).toBe(true)
  })
})

describe("validateBirthdate", () => {
  it("answers the calendar date", () => {
    expect(validateBirthdate({ day: "29", month: "2", year: "2000" }, today)).toEqual({
      ok: true,
      value: { year: 2000, month: 2, day: 29 },
    })
  })

  it("rejects days the month does not have", () => {
    const invalidDate = { ok: false, error: "validation.birthdate.invalidDate" }
    expect(validateBirthdate({ day: "31", month: "2", year: "1990" }, today)).toEqual(invalidDate)
    expect(validateBirthdate({ day: "29", month: "2", year: "1900" }, { year: 1950, month: 1, day: 1 })).toEqual(
      invalidDate,
    )
    expect(validateBirthdate({ day: "31", month: "4", year: "1990" }, today)).toEqual(invalidDate)
  })

  it("rejects a day later than today in the current year", () => {
    expect(validateBirthdate({ day: "15", month: "6", year: "2025" }, today).ok).toBe(true)
    expect(validateBirthdate({ day: "16", month: "6", year: "2025" }, today)).toEqual({
      ok: false,
      error: "validation.birthdate.inFuture",
    })
  })

  it("reports the first bad box: day, then month, then year", () => {
    expect(validateBirthdate({ day: "0", month: "13", year: "3000" }, today)).toEqual({
      ok: false,
      error: "validation.birthdate.invalidDay",
    })
    expect(validateBirthdate({ day: "1", month: "13", year: "3000" }, today)).toEqual({
      ok: false,
      error: "validation.birthdate.invalidMonth",
    })
    expect(validateBirthdate({ day: "1", month: "1", year: "3000" }, today)).toEqual({
      ok: false,
      error: "validation.birthdate.yearTooHigh",
    })
  })

  it("accepts exactly the real dates of the last 120 years up to today", () => {
    const candidate = fc.record({
      day: fc.integer({ min: 1, max: 31 }),
      month: fc.integer({ min: 1, max: 12 }),
      year: fc.integer({ min: 2025 - MAX_AGE_YEARS, max: 2025 }),
    })
    fc.assert(
      fc.property(candidate, ({ day, month, year }) => {
        const result = validateBirthdate({ day: String(day), month: String(month), year: String(year) }, today)
        const real = day <= daysInMonth(year, month)
        const notFuture = year < 2025 || month < 6 || (month === 6 && day <= 15)
        expect(result.ok).toBe(real && notFuture)
      }),
      { numRuns: 200 },
    )
  })
})

describe("validateBirthdateShape", () => {
  it("judges what does not move with the calendar: boxes in range, four-digit year, a day that exists", () => {
    expect(validateBirthdateShape({ day: 29, month: 2, year: 2000 })).toEqual({
      ok: true,
      value: { year: 2000, month: 2, day: 29 },
    })
    expect(validateBirthdateShape({ day: 29, month: 2, year: 1900 })).toEqual({
      ok: false,
      error: "validation.birthdate.invalidDate",
    })
    expect(validateBirthdateShape({ day: 32, month: 1, year: 2000 })).toEqual({
      ok: false,
      error: "validation.birthdate.invalidDay",
    })
    expect(validateBirthdateShape({ day: 1, month: 1, year: 999 })).toEqual({
      ok: false,
      error: "validation.birthdate.invalidYear",
    })
  })

  it("leaves the future and great ages to validateBirthdate, which knows today", () => {
    expect(validateBirthdateShape({ day: 1, month: 1, year: 3000 }).ok).toBe(true)
    expect(validateBirthdate({ day: "1", month: "1", year: "3000" }, today).ok).toBe(false)
  })
})
