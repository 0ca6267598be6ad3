import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { queueDrawOrder } from "@boleteria/core"

const arrivals = fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000_000 }), { minLength: 0, maxLength: 200 })
const seed = fc.string({ minLength: 1, maxLength: 40 })

describe("the waiting room's draw (queueDrawOrder)", () => {
  it("gives the same order for the same seed and arrivals, however they were read", () => {
    fc.assert(
      fc.property(seed, arrivals, (drawSeed, ids) => {
        expect(queueDrawOrder(drawSeed, ids)).toEqual(queueDrawOrder(drawSeed, [...ids].reverse()))
      }),
    )
  })

  it("places every arrival exactly once", () => {
    fc.assert(
      fc.property(seed, arrivals, (drawSeed, ids) => {
        const order = queueDrawOrder(drawSeed, ids)
        expect([...order].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b))
      }),
    )
  })

  it("orders differently under different seeds", () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 10, maxLength: 60 })
    fc.assert(
      fc.property(seed, seed, ids, (one, other, drawn) => {
        fc.pre(one !== other)
        expect(queueDrawOrder(one, drawn)).not.toEqual(queueDrawOrder(other, drawn))
      }),
    )
  })

  it("puts each arrival first about as often as any other (no place is favoured)", () => {
    const ids = [1, 2, 3, 4, 5]
    const firsts = new Map<number, number>()
    for (let draw = 0; draw < 5_000; draw += 1) {
      const first = queueDrawOrder(`seed-${draw}`, ids)[0]!
      firsts.set(first, (firsts.get(first) ?? 0) + 1)
    }
    for (const id of ids) expect(firsts.get(id)).toBeGreaterThan(850)
    for (const id of ids) expect(firsts.get(id)).toBeLessThan(1_150)
  })

  it("is pinned: a recorded seed replays to the same line on any engine", () => {
    expect(queueDrawOrder("3f9a1c", [10, 11, 12, 13, 14, 15])).toEqual(
      queueDrawOrder("3f9a1c", [15, 14, 13, 12, 11, 10]),
    )
    expect(queueDrawOrder("3f9a1c", [10, 11, 12, 13, 14, 15])).toEqual([14, 11, 15, 12, 13, 10])
  })
})
