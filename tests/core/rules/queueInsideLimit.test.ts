import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { insideCapacity, insideLimitFloor, insideLimitStart, nextInsideLimit } from "@boleteria/core"
import { calls, histogram } from "./latencyHistograms.js"

/** An organiser's cap and a limit within it. */
const limits = fc.integer({ min: 1, max: 20_000 }).chain((capacity) =>
  fc.record({
    capacity: fc.constant(capacity),
    limit: fc.integer({ min: insideLimitFloor(capacity), max: capacity }),
  }),
)

describe("how many an adaptive waiting room lets inside at once", () => {
  it("stays a whole number between the floor and the organiser's cap, whatever the calls took", () => {
    fc.assert(
      fc.property(
        limits,
        fc.nat(30_000),
        histogram,
        fc.integer({ min: 1, max: 5_000 }),
        (room, inside, latencies, targetMs) => {
          const next = nextInsideLimit({ ...room, inside, latencies, targetMs })
          expect(Number.isInteger(next)).toBe(true)
          expect(next).toBeGreaterThanOrEqual(insideLimitFloor(room.capacity))
          expect(next).toBeLessThanOrEqual(room.capacity)
        },
      ),
    )
  })

  it("keeps 70% to 90% of those inside when their p95 passes the target, and never lets more in", () => {
    fc.assert(
      fc.property(
        limits,
        fc.nat(30_000),
        fc.integer({ min: 501, max: 30_000 }),
        fc.integer({ min: 20, max: 5_000 }),
        (room, inside, ms, count) => {
          const next = nextInsideLimit({ ...room, inside, latencies: calls(ms, count), targetMs: 500 })
          const inUse = Math.min(room.limit, inside)
          if (room.limit > insideLimitFloor(room.capacity)) expect(next).toBeLessThan(room.limit)
          expect(next).toBeLessThanOrEqual(Math.max(insideLimitFloor(room.capacity), Math.floor(inUse * 0.9)))
          expect(next).toBeGreaterThanOrEqual(Math.min(room.limit - 1, Math.floor(inUse * 0.7)))
        },
      ),
    )
  })

  it("grows while the limit is in use and the inside answers well under the target, at most doubling", () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 0, max: 300 }), fc.integer({ min: 5, max: 5_000 }), (room, ms, count) => {
        const next = nextInsideLimit({ ...room, inside: room.limit, latencies: calls(ms, count), targetMs: 500 })
        expect(next).toBeLessThanOrEqual(Math.min(room.capacity, room.limit * 2))
        if (room.limit < room.capacity) expect(next).toBeGreaterThan(room.limit)
        // Not in use (few inside): a fast inside says nothing of more, and the limit holds.
        const idle = nextInsideLimit({
          ...room,
          inside: Math.floor(room.limit / 2),
          latencies: calls(ms, count),
          targetMs: 500,
        })
        expect(idle).toBe(room.limit)
      }),
    )
    // A quiet inside holds it: shoppers stuck in calls not answered yet look as quiet as shoppers thinking.
    for (const count of [0, 4])
      expect(
        nextInsideLimit({ limit: 40, capacity: 500, inside: 40, latencies: calls(50, count), targetMs: 500 }),
      ).toBe(40)
    // Grows in proportion to the headroom (70% of the target over the p95), a quarter at most: 50 ms adds a
    // quarter, 300 ms a sixth.
    expect(nextInsideLimit({ limit: 40, capacity: 500, inside: 40, latencies: calls(50, 200), targetMs: 500 })).toBe(50)
    expect(nextInsideLimit({ limit: 40, capacity: 500, inside: 40, latencies: calls(300, 200), targetMs: 500 })).toBe(
      46,
    )
    // Between 70% and 100% of the target it holds.
    expect(nextInsideLimit({ limit: 40, capacity: 500, inside: 40, latencies: calls(450, 200), targetMs: 500 })).toBe(
      40,
    )
  })

  it("settles where a saturated inside answers near the target (its calls wait behind each other)", () => {
    // Calls queue behind everyone inside: a call takes (those inside) / (calls served a second).
    fc.assert(
      // As many calls a second as keep at least the floor (25 inside) under the target.
      fc.property(fc.integer({ min: 100, max: 5_000 }), (callsPerSecond) => {
        const capacity = 500
        let limit = insideLimitStart(capacity)
        const settled: Array<{ limit: number; ms: number }> = []
        for (let step = 0; step < 60; step += 1) {
          const ms = Math.max(20, (limit * 1_000) / callsPerSecond)
          if (step >= 30) settled.push({ limit, ms })
          limit = nextInsideLimit({ limit, capacity, inside: limit, latencies: calls(ms, 1_000), targetMs: 500 })
        }
        expect(Math.max(...settled.map((at) => at.ms))).toBeLessThanOrEqual(1_000)
        // …without starving the inside: over a third of those that keep the calls at the target (or the whole cap).
        const atTarget = Math.min(capacity, (callsPerSecond * 500) / 1_000)
        expect(Math.min(...settled.map((at) => at.limit))).toBeGreaterThanOrEqual(atTarget / 3)
      }),
    )
  })

  it("starts a room with a few inside, within the organiser's cap; a fixed-rate room keeps the whole cap", () => {
    expect(insideCapacity({ capacity: 500, fixedRate: false, insideLimit: null })).toBe(insideLimitStart(500))
    expect(insideLimitStart(500)).toBeLessThan(500)
    expect(insideCapacity({ capacity: 500, fixedRate: true, insideLimit: 40 })).toBe(500)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.option(fc.integer({ min: 1, max: 40_000 })),
        (capacity, insideLimit) => {
          const now = insideCapacity({ capacity, fixedRate: false, insideLimit })
          expect(now).toBeGreaterThanOrEqual(1)
          expect(now).toBeLessThanOrEqual(capacity)
        },
      ),
    )
  })
})
