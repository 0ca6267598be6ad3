import { describe, expect, it } from "vitest"
import fc from "fast-check"
import tenant from "../../../fixtures/tenant.json" with { type: "json" }
import {
  FunctionDate,
  DEFAULT_ALERT_SECONDS,
  formatClock,
  formatFunctionDate,
  functionDateAt,
  functionDateParts,
  formatMoney,
  formatPrice,
} from "@boleteria/core"
import * as Schema from "effect/Schema"

describe("formatMoney", () => {
  const price = tenant.price
  const plain = (text: string) => text.replaceAll("\u00a0", " ")

  it("writes the tenant's symbol in its own language and the ISO code in another", () => {
    expect(plain(formatMoney(99000, price, "es"))).toBe("$ 99.000")
    expect(plain(formatMoney(99000, price, "en"))).toBe("ARS 99,000")
    expect(plain(formatMoney(0, price, "en"))).toBe("ARS 0")
  })

  it("keeps the rounded amount in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (amount) => {
        expect(Number(formatMoney(amount, price, "es").replace(/[^\d]/g, ""))).toBe(amount)
        expect(Number(formatMoney(amount, price, "en").replace(/[^\d]/g, ""))).toBe(amount)
      }),
      { numRuns: 200 },
    )
  })
})

describe("formatPrice", () => {
  const price = tenant.price

  it("prints es-AR pesos with no decimals and the tenant's (empty) prefix", () => {
    expect(price).toEqual({ locale: "es-AR", decimals: 0, currencyPrefix: "", currency: "ARS" })
    expect(formatPrice(0, price)).toBe("0")
    expect(formatPrice(950, price)).toBe("950")
    expect(formatPrice(1234, price)).toBe("1.234")
    expect(formatPrice(12500, price)).toBe("12.500")
    expect(formatPrice(1234567.5, price)).toBe("1.234.568")
  })

  it("puts a configured prefix in front", () => {
    expect(formatPrice(12500, { ...price, currencyPrefix: "$ " })).toBe("$ 12.500")
  })

  it("follows another tenant's decimals", () => {
    expect(formatPrice(1234.5, { ...price, decimals: 2 })).toBe("1.234,50")
  })

  it("never prints decimals and keeps the rounded value", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        const text = formatPrice(amount, price)
        expect(text).toMatch(/^\d{1,3}(\.\d{3})*$/)
        expect(Number(text.replaceAll(".", ""))).toBe(Math.round(amount))
      }),
      { numRuns: 200 },
    )
  })
})

describe("formatClock", () => {
  it("shows mm:ss below an hour, cutting partial seconds down", () => {
    expect(formatClock(12 * 60_000)).toEqual({ text: "12:00", alert: false })
    expect(formatClock(59_999)).toEqual({ text: "00:59", alert: true })
    expect(formatClock(3_599_999).text).toBe("59:59")
  })

  it("shows hh:mm:ss from an hour and days with hours from a day", () => {
    expect(formatClock(3_600_000).text).toBe("01:00:00")
    expect(formatClock((3_600 + 5 * 60 + 9) * 1000).text).toBe("01:05:09")
    expect(formatClock(86_399_000).text).toBe("23:59:59")
    expect(formatClock(86_400_000).text).toBe("1d 00h")
    expect(formatClock((2 * 86_400 + 3 * 3_600 + 59) * 1000).text).toBe("2d 03h")
  })

  it("turns to alert at 2 minutes or less", () => {
    expect(DEFAULT_ALERT_SECONDS).toBe(tenant.purchase.alertSeconds)
    expect(formatClock(121_000)).toEqual({ text: "02:01", alert: false })
    expect(formatClock(120_999)).toEqual({ text: "02:00", alert: true })
    expect(formatClock(120_000)).toEqual({ text: "02:00", alert: true })
    expect(formatClock(1_000)).toEqual({ text: "00:01", alert: true })
  })

  it("takes another alert threshold", () => {
    expect(formatClock(200_000, 300).alert).toBe(true)
  })

  it("shows 00:00 once time is up, never a negative value", () => {
    expect(formatClock(0)).toEqual({ text: "00:00", alert: true })
    expect(formatClock(-1)).toEqual({ text: "00:00", alert: true })
    expect(formatClock(-3_600_000)).toEqual({ text: "00:00", alert: true })
    expect(formatClock(Number.NaN)).toEqual({ text: "00:00", alert: true })
  })

  it("never shows a negative value and alerts exactly when 120 s or less are shown", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }), (msLeft) => {
        const { text, alert } = formatClock(msLeft)
        expect(text).not.toContain("-")
        expect(text).toMatch(/^(\d+d \d{2}h|\d{2}:\d{2}:\d{2}|\d{2}:\d{2})$/)
        expect(alert).toBe(Math.floor(msLeft / 1000) <= 120)
      }),
      { numRuns: 200 },
    )
  })
})

describe("functionDateParts", () => {
  it("reads an instant on the Buenos Aires clock by default", () => {
    expect(functionDateParts("2025-03-02T00:30:00Z")).toEqual({
      dFuncion: "2025-03-02T00:30:00Z",
      oFuncionDiaDeLaSemana: { nDia: 6, cNombre: "Sábado" },
      nFuncionDia: 1,
      nFuncionMes: 3,
      nFuncionAnio: 2025,
      nFuncionHora: 21,
      nFuncionMinuto: 30,
    })
    expect(functionDateParts("2025-03-01T21:00:00-03:00").nFuncionHora).toBe(21)
  })

  it("follows the zone's rules of the day, summer time included", () => {
    expect(functionDateParts("2008-12-01T00:30:00Z").nFuncionHora).toBe(22)
  })

  it("reads it in another zone when asked", () => {
    const madrid = functionDateParts("2025-07-01T19:00:00Z", "Europe/Madrid")
    expect([madrid.nFuncionDia, madrid.nFuncionHora, madrid.oFuncionDiaDeLaSemana.cNombre]).toEqual([1, 21, "Martes"])
  })

  it("takes a time without a zone as the venue's local time, whatever the zone asked", () => {
    const parts = functionDateParts("2025-12-31T23:59", "Asia/Tokyo")
    expect([
      parts.nFuncionAnio,
      parts.nFuncionMes,
      parts.nFuncionDia,
      parts.nFuncionHora,
      parts.nFuncionMinuto,
    ]).toEqual([2025, 12, 31, 23, 59])
    expect(parts.oFuncionDiaDeLaSemana).toEqual({ nDia: 3, cNombre: "Miércoles" })
  })

  it("takes a bare date as midnight", () => {
    const parts = functionDateParts("2025-05-25")
    expect([parts.nFuncionDia, parts.nFuncionHora, parts.nFuncionMinuto]).toEqual([25, 0, 0])
  })

  it("refuses text that is not a real date", () => {
    expect(() => functionDateParts("2025-02-30T20:00")).toThrow(RangeError)
    expect(() => functionDateParts("2025-03-01T24:00")).toThrow(RangeError)
    expect(() => functionDateParts("mañana")).toThrow(RangeError)
  })

  it("always answers parts the contract's FunctionDate schema accepts", () => {
    const isFunctionDate = Schema.is(FunctionDate)
    // Buenos Aires has kept UTC-3 all year since 2010 (it had summer time in 2007–2009).
    const instant = fc.integer({ min: Date.parse("2010-01-01T00:00:00Z"), max: Date.parse("2099-12-31T00:00:00Z") })
    fc.assert(
      fc.property(instant, (ms) => {
        const iso = new Date(ms).toISOString()
        const parts = functionDateParts(iso)
        expect(isFunctionDate(parts)).toBe(true)
        const local = new Date(ms - 3 * 3_600_000)
        expect(parts.oFuncionDiaDeLaSemana.nDia).toBe(local.getUTCDay())
        expect(parts.nFuncionHora).toBe(local.getUTCHours())
      }),
      { numRuns: 200 },
    )
  })
})

describe("functionDateAt", () => {
  it("gives the parts of an instant, dFuncion on the Buenos Aires clock with its offset", () => {
    const instant = Date.parse("2025-03-02T00:30:00Z")
    expect(functionDateAt(instant)).toEqual({
      ...functionDateParts("2025-03-02T00:30:00Z"),
      dFuncion: "2025-03-01T21:30:00-03:00",
    })
    expect(functionDateAt(instant, "Europe/Madrid")).toMatchObject({
      dFuncion: "2025-03-02T01:30:00+01:00",
      nFuncionDia: 2,
      oFuncionDiaDeLaSemana: { nDia: 0, cNombre: "Domingo" },
    })
  })
})

describe("formatFunctionDate", () => {
  const parts = functionDateParts("2025-03-01T21:00:00-03:00")

  it("writes the date in Spanish", () => {
    const text = formatFunctionDate(parts, "es-AR")
    expect(text).toContain("sábado")
    expect(text).toContain("1 de marzo de 2025")
    expect(text).toContain("21:00")
  })

  it("writes the date in English with a 24-hour clock", () => {
    const text = formatFunctionDate(parts, "en")
    expect(text).toContain("Saturday")
    expect(text).toContain("March 1, 2025")
    expect(text).toContain("21:00")
  })

  it("does not shift the wall-clock time whatever zone the machine runs in", () => {
    const late = functionDateParts("2025-03-01T23:30")
    expect(formatFunctionDate(late, "es-AR")).toContain("23:30")
    expect(formatFunctionDate(late, "es-AR")).toContain("1 de marzo")
  })
})
