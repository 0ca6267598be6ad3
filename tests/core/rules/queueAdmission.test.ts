import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  admissibleNow,
  admittedAllowedBy,
  queueProgress,
  queueRetrySeconds,
  queueWaitSeconds,
} from "../../../core/src/rules/queueAdmission.js"

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
        let inside = 0
        for (const step of run) {
          now += step.afterMs
          inside -= Math.min(inside, step.leaving)
          const letIn = admissibleNow({ ...settings, admitted, inside, now })
          expect(letIn).toBeGreaterThanOrEqual(0)
          admitted += letIn
          inside += letIn
          expect(admitted).toBeLessThanOrEqual(admittedAllowedBy(settings.startsAt, settings.ratePerMinute, now))
          expect(inside).toBeLessThanOrEqual(settings.capacity)
        }
      }),
    )
  })

  it("lets in all the rate allows when there is room under the cap", () => {
    fc.assert(
      fc.property(room, fc.integer({ min: 0, max: 10 * MINUTE }), (settings, elapsed) => {
        const now = settings.startsAt + elapsed
        const allowed = admittedAllowedBy(settings.startsAt, settings.ratePerMinute, now)
        const letIn = admissibleNow({ ...settings, capacity: allowed + 1, admitted: 0, inside: 0, now })
        expect(letIn).toBe(allowed)
      }),
    )
  })

  it("estimates the wait as the instant the rate reaches the shopper", () => {
    const settings = { startsAt: 0, ratePerMinute: 60, admitted: 10 }
    // 10 let in, 4 ahead: the 15th goes in at 15 s.
    expect(queueWaitSeconds(settings, 4, 5_000)).toBe(10)
    expect(queueWaitSeconds(settings, 4, 20_000)).toBe(0)
    fc.assert(
      fc.property(fc.nat(1_000), fc.nat(1_000), (ahead, more) => {
        expect(queueWaitSeconds(settings, ahead + more, 0)).toBeGreaterThanOrEqual(queueWaitSeconds(settings, ahead, 0))
      }),
    )
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

  it("asks to be asked again between 2 and 30 seconds while waiting, once a minute inside", () => {
    expect(queueRetrySeconds("antesDelInicio", 0)).toBe(2)
    expect(queueRetrySeconds("antesDelInicio", 10)).toBe(10)
    expect(queueRetrySeconds("antesDelInicio", 3_600)).toBe(30)
    expect(queueRetrySeconds("esperando", 30)).toBe(10)
    expect(queueRetrySeconds("adentro", 0)).toBe(60)
  })
})
