import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  nextQueuePollAt,
  QUEUE_POLLING,
  type QueuePoll,
  type QueuePollOutcome,
  functionPathAfterQueue,
  isNewQueueMilestone,
  isQueueTurnRefusal,
  positionBand,
  queueMilestone,
  queueProgressPercent,
  type QueueState,
  PROBLEM_KEYS,
} from "@boleteria/core"

const policy = QUEUE_POLLING
const at = fc.integer({ min: 0, max: 2 ** 42 })
const draw = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })
const answered = fc.integer({ min: 0, max: 600 }).map((retryAfterSeconds): QueuePollOutcome => ({
  kind: "answered",
  retryAfterSeconds,
}))
const failed = fc.integer({ min: 1, max: 40 }).map((failuresInARow): QueuePollOutcome => ({
  kind: "failed",
  failuresInARow,
}))
const poll = (outcome: fc.Arbitrary<QueuePollOutcome>) =>
  fc.record({ at, outcome, draw }).map((given): QueuePoll => given)

describe("the waiting room's polling schedule", () => {
  it("never asks sooner than the server's Retry-After, nor sooner than a second", () => {
    fc.assert(
      fc.property(poll(answered), fc.boolean(), (last, visible) => {
        const { retryAfterSeconds } = last.outcome as { retryAfterSeconds: number }
        const wait = nextQueuePollAt(policy, last, visible) - last.at
        expect(wait).toBeGreaterThanOrEqual(Math.max(policy.minDelayMs, retryAfterSeconds * 1000))
      }),
    )
  })

  it("adds at most the jitter share to what a visible tab was asked to wait", () => {
    fc.assert(
      fc.property(poll(answered), (last) => {
        const { retryAfterSeconds } = last.outcome as { retryAfterSeconds: number }
        const asked = Math.max(policy.minDelayMs, retryAfterSeconds * 1000)
        expect(nextQueuePollAt(policy, last, true) - last.at).toBeLessThanOrEqual(
          Math.round(asked * (1 + policy.jitterRatio)),
        )
      }),
    )
  })

  it("spreads tabs that asked together: a later draw never asks sooner, and different draws part", () => {
    fc.assert(
      fc.property(at, answered, draw, draw, (when, outcome, one, other) => {
        fc.pre(Math.abs(one - other) > 0.01)
        const [low, high] = one < other ? [one, other] : [other, one]
        const first = nextQueuePollAt(policy, { at: when, outcome, draw: low }, true)
        const second = nextQueuePollAt(policy, { at: when, outcome, draw: high }, true)
        expect(second).toBeGreaterThan(first)
      }),
    )
  })

  it("asks a hidden tab no more often than every hiddenDelayMs, and never sooner than a visible one", () => {
    fc.assert(
      fc.property(poll(fc.oneof(answered, failed)), (last) => {
        const hidden = nextQueuePollAt(policy, last, false)
        expect(hidden - last.at).toBeGreaterThanOrEqual(policy.hiddenDelayMs)
        expect(hidden).toBeGreaterThanOrEqual(nextQueuePollAt(policy, last, true))
      }),
    )
  })

  it("backs off after failures: doubling from backoffBaseMs, never past maxBackoffMs plus jitter", () => {
    fc.assert(
      fc.property(at, draw, fc.integer({ min: 1, max: 39 }), (when, spread, failures) => {
        const after = (failuresInARow: number) =>
          nextQueuePollAt(policy, { at: when, outcome: { kind: "failed", failuresInARow }, draw: spread }, true) - when
        expect(after(failures + 1)).toBeGreaterThanOrEqual(after(failures))
        expect(after(failures)).toBeLessThanOrEqual(policy.maxBackoffMs * (1 + policy.jitterRatio))
      }),
    )
    const first = { at: 0, outcome: { kind: "failed", failuresInARow: 1 }, draw: 0 } as const
    expect(nextQueuePollAt(policy, first, true)).toBe(policy.backoffBaseMs)
    expect(nextQueuePollAt(policy, { ...first, outcome: { kind: "failed", failuresInARow: 3 } }, true)).toBe(
      policy.backoffBaseMs * 4,
    )
  })
})

describe("what the waiting room announces", () => {
  it("puts positions in the smallest band that holds them", () => {
    expect([1, 10, 11, 50, 51, 999, 1000, 10_000, 10_001].map(positionBand)).toEqual([
      10,
      10,
      50,
      50,
      100,
      1000,
      1000,
      10_000,
      null,
    ])
  })

  it("speaks on the first place, a new band, the draw and the turn; polls within a band stay quiet", () => {
    const waiting = (nPosicion: number) => queueMilestone({ cEstado: "esperando", nPosicion })
    expect(isNewQueueMilestone(null, waiting(300))).toBe(true)
    expect(isNewQueueMilestone(waiting(300), waiting(120))).toBe(false)
    expect(isNewQueueMilestone(waiting(120), waiting(90))).toBe(true)
    expect(isNewQueueMilestone(queueMilestone({ cEstado: "antesDelInicio", nPosicion: null }), waiting(90))).toBe(true)
    expect(isNewQueueMilestone(waiting(3), queueMilestone({ cEstado: "adentro", nPosicion: null }))).toBe(true)
  })

  it("is silent whenever the milestone did not change", () => {
    const place = fc.record({
      cEstado: fc.constantFrom<QueueState>("antesDelInicio", "esperando", "adentro"),
      nPosicion: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
    })
    fc.assert(
      fc.property(place, place, (one, other) => {
        const [a, b] = [queueMilestone(one), queueMilestone(other)]
        expect(isNewQueueMilestone(a, b)).toBe(JSON.stringify(a) !== JSON.stringify(b))
      }),
    )
  })

  it("tells a take refused for the turn (a 403 with a turn problem key) from other refusals", () => {
    for (const key of PROBLEM_KEYS.filter((candidate) => candidate.startsWith("problems.queue.turn")))
      expect(isQueueTurnRefusal({ nCode: 403, key })).toBe(true)
    expect(isQueueTurnRefusal({ nCode: 403, key: "problems.queue.noRoom" })).toBe(false)
    expect(isQueueTurnRefusal({ nCode: 403, key: "problems.purchase.keyMissing" })).toBe(false)
    expect(isQueueTurnRefusal({ nCode: 409, key: "problems.queue.turnExpired" })).toBe(false)
    expect(isQueueTurnRefusal({ nCode: 403 })).toBe(false)
  })

  it("lands on the function page the shopper came from, or the function's own page, never elsewhere", () => {
    expect(functionPathAfterQueue(10102, "/funcion/la-casa/10102")).toBe("/funcion/la-casa/10102")
    expect(functionPathAfterQueue(10102, "/funcionTienda?idFuncion=10102")).toBe("/funcionTienda?idFuncion=10102")
    for (const elsewhere of [null, "https://evil.example/funcion", "//evil.example/funcion", "/myOrders", "/funciones"])
      expect(functionPathAfterQueue(10102, elsewhere)).toBe("/funcion?idFuncion=10102")
  })

  it("keeps the progress bar between 0 and 100", () => {
    fc.assert(
      fc.property(fc.double(), (progress) => {
        const percent = queueProgressPercent(progress)
        expect(percent).toBeGreaterThanOrEqual(0)
        expect(percent).toBeLessThanOrEqual(100)
      }),
    )
    expect(queueProgressPercent(0.426)).toBe(43)
  })
})
