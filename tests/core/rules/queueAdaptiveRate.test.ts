import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  addedHistograms,
  admittedAllowedBy,
  latencyP95Ms,
  nextAdmissionRate,
  rateFloor,
  rateOriginAfter,
} from "@boleteria/core"
import { calls, histogram } from "./latencyHistograms.js"

const rates = fc
  .integer({ min: 1, max: 20_000 })
  .chain((max) =>
    fc.record({ maxPerMinute: fc.constant(max), ratePerMinute: fc.integer({ min: rateFloor(max), max }) }),
  )

describe("the adaptive waiting room's rate", () => {
  it("takes the p95 as the upper bound of its bucket, never under the true one", () => {
    expect(latencyP95Ms(calls(0, 0))).toBeNull()
    expect(latencyP95Ms(addedHistograms([calls(8, 95), calls(900, 5)]))).toBe(10)
    expect(latencyP95Ms(addedHistograms([calls(8, 94), calls(900, 6)]))).toBe(1_000)
    // Past the last bound (10 s) a call counts as 20 s: slower still makes no difference to the room.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 200 }), (latencies) => {
        const counts = addedHistograms(latencies.map((ms) => calls(ms, 1)))
        const sorted = [...latencies].sort((a, b) => a - b)
        expect(latencyP95Ms(counts)!).toBeGreaterThanOrEqual(sorted[Math.ceil(sorted.length * 0.95) - 1]!)
      }),
    )
  })

  it("stays a whole number between the floor and the organiser's rate, whatever the calls took", () => {
    fc.assert(
      fc.property(rates, histogram, fc.integer({ min: 1, max: 5_000 }), (rate, latencies, targetMs) => {
        const next = nextAdmissionRate({ ...rate, latencies, targetMs })
        expect(Number.isInteger(next)).toBe(true)
        expect(next).toBeGreaterThanOrEqual(rateFloor(rate.maxPerMinute))
        expect(next).toBeLessThanOrEqual(rate.maxPerMinute)
      }),
    )
  })

  it("slows down when the inside's p95 passes the target, and speeds up while it answers well under it", () => {
    fc.assert(
      fc.property(rates, fc.integer({ min: 20, max: 5_000 }), (rate, count) => {
        const slow = nextAdmissionRate({ ...rate, latencies: calls(2_000, count), targetMs: 500 })
        const fast = nextAdmissionRate({ ...rate, latencies: calls(50, count), targetMs: 500 })
        expect(slow).toBeLessThanOrEqual(rate.ratePerMinute)
        if (rate.ratePerMinute > rateFloor(rate.maxPerMinute)) expect(slow).toBeLessThan(rate.ratePerMinute)
        expect(fast).toBeGreaterThanOrEqual(rate.ratePerMinute)
        if (rate.ratePerMinute < rate.maxPerMinute) expect(fast).toBeGreaterThan(rate.ratePerMinute)
      }),
    )
    // A handful of slow calls is too little to slow the room down for; a quiet inside lets it grow.
    expect(nextAdmissionRate({ maxPerMinute: 100, ratePerMinute: 50, latencies: calls(2_000, 3), targetMs: 500 })).toBe(
      55,
    )
    expect(nextAdmissionRate({ maxPerMinute: 100, ratePerMinute: 50, latencies: calls(0, 0), targetMs: 500 })).toBe(55)
  })

  it("keeps what a slow rate accrued toward the next shopper when it changes (judged every few seconds)", () => {
    // 6 a minute, judged every 5 s and raised to 7: the first shopper is allowed in by 10 s, not never.
    let origin = 0
    let rate = 6
    for (let now = 5_000; now <= 10_000; now += 5_000) {
      origin = rateOriginAfter(origin, rate, rate + 1, now)
      rate += 1
    }
    expect(admittedAllowedBy(origin, rate, 10_000)).toBe(1)
  })

  it("a rate change neither grants nor takes back what the rate allowed so far, and moves the pace from then on", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 8 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 0, max: 10 ** 7 }),
        (origin, elapsed, oldRate, newRate, later) => {
          const now = origin + elapsed
          const moved = rateOriginAfter(origin, oldRate, newRate, now)
          const before = admittedAllowedBy(origin, oldRate, now)
          expect(moved).toBeLessThanOrEqual(now)
          expect(admittedAllowedBy(moved, newRate, now)).toBe(before)
          if (oldRate === newRate) expect(moved).toBe(origin)
          const after = admittedAllowedBy(moved, newRate, now + later)
          expect(after - before).toBeGreaterThanOrEqual(Math.floor((later * newRate) / 60_000))
          expect(after - before).toBeLessThanOrEqual(Math.ceil((later * newRate) / 60_000))
        },
      ),
    )
  })
})
