import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type SeatAccess, bestAvailable, type SeatSpot } from "@boleteria/core"

/**
 * Two rows of 12: the back row (1) has wheelchair spaces at seats 1–2 and 11–12 and companion
 * seats at 3–4 and 9–10, as the demo theatre's last Platea row. Ids are row * 100 + number.
 */
const ACCESS: ReadonlyMap<number, SeatAccess> = new Map([
  [101, "SILLA_DE_RUEDAS"],
  [102, "SILLA_DE_RUEDAS"],
  [103, "ACOMPANANTE"],
  [104, "ACOMPANANTE"],
  [109, "ACOMPANANTE"],
  [110, "ACOMPANANTE"],
  [111, "SILLA_DE_RUEDAS"],
  [112, "SILLA_DE_RUEDAS"],
])
const SEATS: ReadonlyArray<SeatSpot> = [0, 1].flatMap((row) =>
  Array.from({ length: 12 }, (_, index) => {
    const id = row * 100 + index + 1
    return { id, row, number: index + 1, access: ACCESS.get(id) ?? null }
  }),
)
const accessOf = (id: number) => ACCESS.get(id) ?? null
const wheelchairSpaces = (ids: ReadonlyArray<number>) => ids.filter((id) => accessOf(id) === "SILLA_DE_RUEDAS")

describe("best available and wheelchair spaces", () => {
  it("gives a wheelchair user one space and companion seats beside it", () => {
    expect(bestAvailable(SEATS, new Set(), 1, { wheelchair: true })?.seatIds).toEqual([101])
    expect(bestAvailable(SEATS, new Set(), 2, { wheelchair: true })).toEqual({ seatIds: [102, 103], contiguous: true })
    expect(bestAvailable(SEATS, new Set(), 3, { wheelchair: true })).toEqual({
      seatIds: [102, 103, 104],
      contiguous: true,
    })
  })

  it("moves to the other end when one end is taken, and says no when no space has room beside it", () => {
    expect(bestAvailable(SEATS, new Set([102]), 2, { wheelchair: true })?.seatIds).toEqual([110, 111])
    const bothEndsCrowded = new Set([102, 103, 110, 111])
    expect(bestAvailable(SEATS, bothEndsCrowded, 2, { wheelchair: true })).toBeNull()
    expect(bestAvailable(SEATS, new Set([101, 102, 111, 112]), 1, { wheelchair: true })).toBeNull()
  })

  it("never gives a wheelchair space to a shopper who did not ask for one, and companion seats last", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...SEATS.map((seat) => seat.id)), { maxLength: 20 }),
        fc.integer({ min: 1, max: 10 }),
        (takenIds, quantity) => {
          const taken = new Set(takenIds)
          const choice = bestAvailable(SEATS, taken, quantity)
          if (choice === null) return
          expect(wheelchairSpaces(choice.seatIds)).toEqual([])
          expect(choice.seatIds.some((id) => taken.has(id))).toBe(false)
          expect(new Set(choice.seatIds).size).toBe(quantity)
        },
      ),
    )
    // The front row is whole: a party of 2 sits there; in the back row it avoids the companion seats.
    expect(bestAvailable(SEATS, new Set(), 2)?.seatIds).toEqual([6, 7])
    const frontFull = new Set(SEATS.filter((seat) => seat.row === 0).map((seat) => seat.id))
    expect(bestAvailable(SEATS, frontFull, 4)?.seatIds).toEqual([105, 106, 107, 108])
    // Only when nothing else is left do companion seats go to anyone.
    expect(bestAvailable(SEATS, new Set([...frontFull, 105, 106, 107, 108]), 2)?.seatIds.map(accessOf)).toEqual([
      "ACOMPANANTE",
      "ACOMPANANTE",
    ])
  })

  it("a wheelchair user's party always includes exactly one space when any block with one fits", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...SEATS.map((seat) => seat.id)), { maxLength: 16 }),
        fc.integer({ min: 1, max: 4 }),
        (takenIds, quantity) => {
          const taken = new Set(takenIds)
          const choice = bestAvailable(SEATS, taken, quantity, { wheelchair: true })
          if (choice === null) return
          expect(choice.contiguous).toBe(true)
          expect(wheelchairSpaces(choice.seatIds).length).toBeGreaterThanOrEqual(1)
          expect(choice.seatIds.some((id) => taken.has(id))).toBe(false)
          expect(choice.seatIds).toHaveLength(quantity)
        },
      ),
    )
  })
})
