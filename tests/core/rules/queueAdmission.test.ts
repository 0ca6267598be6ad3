import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  admissibleNow,
  admittedAllowedBy,
  creditedAfter,
  queueBurst,
  queueProgress,
  queueRetrySeconds,
} from "@boleteria/core"

const MINUTE = 60_000

const room = fc.record({
  startsAt: fc.integer({ min: 0, max: 10 ** 12 }),
  ratePerMinute: fc.integer({ min: 1, max: 5_000 }),
  capacity: fc.integer({ min: 1, max: 5_000 }),
})

describe("the waiting room's admission", () => {
  it("lets nobody in before the start, then the rate a minute", () => {
    expect(admittedAllowedBy(MINUTE, 30, MINUTE - 1)).toBe(0)
    expect(admittedAllowedBy(MINUTE, 30, MINUTE)).toBe(0)
    expect(admittedAllowedBy(MINUTE, 30, MINUTE + 2_000)).toBe(1)
    expect(admittedAllowedBy(MINUTE, 30, 3 * MINUTE)).toBe(60)
  })

  it("never lets in, over any run of polls, more than the rate allows by then nor more than the cap at once", () => {
    // A run: polls at growing instants; between them some inside leave (a turn given up or expired).
    const steps = fc.array(fc.record({ afterMs: fc.integer({ min: 0, max: 30_000 }), leaving: fc.nat(20) }), {
      maxLength: 60,
    })
    fc.assert(
      fc.property(room, steps, (settings, run) => {
        let now = settings.startsAt - 10_000
        let admitted = 0
        let credited = 0
        let inside = 0
        for (const step of run) {
          now += step.afterMs
          inside -= Math.min(inside, step.leaving)
          const facts = { ...settings, credited, inside, now }
          const letIn = admissibleNow(facts)
          expect(letIn).toBeGreaterThanOrEqual(0)
          expect(letIn).toBeLessThanOrEqual(queueBurst(settings.ratePerMinute))
          admitted += letIn
          inside += letIn
          credited = creditedAfter(facts, letIn)
          expect(credited).toBeGreaterThanOrEqual(admitted)
          expect(admitted).toBeLessThanOrEqual(admittedAllowedBy(settings.startsAt, settings.ratePerMinute, now))
          expect(inside).toBeLessThanOrEqual(settings.capacity)
        }
      }),
    )
  })

  it("lets in all the rate allows, up to the burst, when there is room under the cap", () => {
    fc.assert(
      fc.property(room, fc.integer({ min: 0, max: 10 * MINUTE }), (settings, elapsed) => {
        const now = settings.startsAt + elapsed
        const allowed = admittedAllowedBy(settings.startsAt, settings.ratePerMinute, now)
        const letIn = admissibleNow({ ...settings, capacity: allowed + 1, credited: 0, inside: 0, now })
        expect(letIn).toBe(Math.min(allowed, queueBurst(settings.ratePerMinute)))
      }),
    )
  })

  it("after a lull the line restarts at the rate: what nobody used lapses beyond ten seconds' worth", () => {
    // 60 a minute, nobody waiting for an hour; then polls every second let in one a second.
    const settings = { startsAt: 0, ratePerMinute: 60, capacity: 10_000 }
    let credited = creditedAfter({ ...settings, credited: 0, inside: 0, now: 60 * MINUTE }, 0)
    expect(credited).toBe(3_600 - queueBurst(60))
    let admitted = 0
    for (let second = 1; second <= 60; second++) {
      const facts = { ...settings, credited, inside: admitted, now: 60 * MINUTE + second * 1_000 }
      const letIn = admissibleNow(facts)
      admitted += letIn
      credited = creditedAfter(facts, letIn)
    }
    // The banked ten seconds, then one a second: 70 in the minute after the lull, not 3,660.
    expect(admitted).toBe(queueBurst(60) + 60)
  })

  it("measures progress from where the line was at the shopper's arrival", () => {
    expect(queueProgress(100, 100, 111)).toBe(0)
    expect(queueProgress(100, 105, 111)).toBe(0.5)
    expect(queueProgress(100, 110, 111)).toBe(1)
    expect(queueProgress(0, 0, 1)).toBe(1)
    fc.assert(
      fc.property(fc.nat(1_000), fc.nat(1_000), fc.nat(1_000), (lineAt, gone, behind) => {
        const progress = queueProgress(lineAt, lineAt + gone, lineAt + behind + 1)
        expect(progress).toBeGreaterThanOrEqual(0)
        expect(progress).toBeLessThanOrEqual(1)
      }),
    )
  })

  it("asks to be asked again at the start (2 to 30 s before it), once a minute inside", () => {
    expect(queueRetrySeconds("antesDelInicio", 0)).toBe(2)
    expect(queueRetrySeconds("antesDelInicio", 10)).toBe(10)
    expect(queueRetrySeconds("antesDelInicio", 3_600)).toBe(30)
    expect(queueRetrySeconds("adentro", 0)).toBe(60)
  })
})
