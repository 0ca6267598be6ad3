import {
  EXCHANGE_NOTICE_MS,
  exchangeBalanceOf,
  exchangeDeadline,
  exchangeInTime,
  exchangeSectorAllowed,
} from "@boleteria/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const HOUR = 60 * 60_000
const sector = fc.record({ sectorId: fc.integer({ min: 1, max: 6 }), listPrice: fc.integer({ min: 0, max: 100_000 }) })

describe("exchangeInTime: more than 24 hours before the function", () => {
  const startsAt = Date.UTC(2026, 11, 5, 23, 30)

  it("takes an exchange a second before the limit, and refuses it at exactly 24 hours", () => {
    expect(exchangeDeadline(startsAt)).toBe(startsAt - 24 * HOUR)
    expect(exchangeInTime(startsAt, startsAt - 24 * HOUR - 1000)).toBe(true)
    expect(exchangeInTime(startsAt, startsAt - 24 * HOUR)).toBe(false)
    expect(exchangeInTime(startsAt, startsAt - 23 * HOUR)).toBe(false)
  })

  it("once refused, stays refused as time goes on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.nat(), fc.nat(), (start, before, later) => {
        const now = start - before
        if (!exchangeInTime(start, now)) expect(exchangeInTime(start, now + later)).toBe(false)
        expect(exchangeInTime(start, now)).toBe(before > EXCHANGE_NOTICE_MS)
      }),
    )
  })
})

describe("exchangeSectorAllowed: the same sector, or a dearer tier", () => {
  const platea = { sectorId: 1, listPrice: 42000 }
  const pullman = { sectorId: 2, listPrice: 31500 }
  const palco = { sectorId: 3, listPrice: 42000 }

  it("allows the same sector and a dearer one; refuses a cheaper one and another of the same tier", () => {
    expect(exchangeSectorAllowed([pullman], pullman)).toBe(true)
    expect(exchangeSectorAllowed([pullman], platea)).toBe(true)
    expect(exchangeSectorAllowed([platea], pullman)).toBe(false)
    expect(exchangeSectorAllowed([platea], palco)).toBe(false)
  })

  it("goes up from the best sector of an order with places in several", () => {
    expect(exchangeSectorAllowed([pullman, platea], platea)).toBe(false)
    expect(exchangeSectorAllowed([pullman, platea], { sectorId: 4, listPrice: 50000 })).toBe(true)
    expect(exchangeSectorAllowed([], platea)).toBe(false)
  })

  it("never allows a sector cheaper than any sector of the order", () => {
    fc.assert(
      fc.property(fc.array(sector, { minLength: 1, maxLength: 4 }), sector, (from, to) => {
        if (exchangeSectorAllowed(from, to) && from.some((held) => held.sectorId !== to.sectorId))
          expect(from.every((held) => to.listPrice > held.listPrice)).toBe(true)
        expect(
          exchangeSectorAllowed(
            from.map(() => to),
            to,
          ),
        ).toBe(true)
      }),
    )
  })
})

describe("exchangeBalanceOf: what moves, and which way", () => {
  it("pays a dearer exchange, gives back a cheaper one, moves nothing at the same price", () => {
    expect(exchangeBalanceOf(69400, 92400)).toEqual({ kind: "PAGAR", difference: 23000, amount: 23000 })
    expect(exchangeBalanceOf(92400, 50400)).toEqual({ kind: "REINTEGRAR", difference: -42000, amount: 42000 })
    expect(exchangeBalanceOf(46200, 46200)).toEqual({ kind: "SIN_DIFERENCIA", difference: 0, amount: 0 })
  })

  it("is never negative, and the old total plus the difference is the new total", () => {
    fc.assert(
      fc.property(fc.nat(10 ** 7), fc.nat(10 ** 7), (oldTotal, newTotal) => {
        const balance = exchangeBalanceOf(oldTotal, newTotal)
        expect(balance.amount).toBeGreaterThanOrEqual(0)
        expect(oldTotal + balance.difference).toBe(newTotal)
        expect(balance.amount).toBe(Math.abs(balance.difference))
        expect(balance.kind).toBe(newTotal > oldTotal ? "PAGAR" : newTotal < oldTotal ? "REINTEGRAR" : "SIN_DIFERENCIA")
        expect(exchangeBalanceOf(newTotal, oldTotal).amount).toBe(balance.amount)
      }),
    )
  })
})
