import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  QUEUE_PACE_WINDOW_MS,
  queueWaitEstimate,
  queueWaitRange,
  recentPacePerMinute,
  withPaceMark,
  type LinePace,
  type PaceMark,
  nextQueuePollAt,
  QUEUE_POLLING,
} from "@boleteria/core"

const SECOND = 1_000
const MINUTE = 60 * SECOND

const line = fc.record({
  ratePerMinute: fc.integer({ min: 1, max: 5_000 }),
  capacity: fc.integer({ min: 1, max: 5_000 }),
  turnMinutes: fc.integer({ min: 1, max: 60 }),
  recentPerMinute: fc.option(fc.double({ min: 0, max: 10_000, noNaN: true }), { nil: null }),
  banked: fc.nat(1_000),
})
const ahead = fc.nat(100_000)

/** The range as told, back in seconds: what the shopper reads as its shortest and longest. */
const toldInSeconds = (fromSeconds: number, toSeconds: number) => {
  const told = queueWaitRange(fromSeconds, toSeconds)
  const size = { second: 1, minute: 60, hour: 3_600 }[told.unit]
  return { from: told.from * size, to: told.to * size }
}

/** A line moving `perMinute` places a minute, marked every second for `minutes`. */
const marksOf = (
  perMinute: number,
  minutes: number,
): { marks: ReadonlyArray<PaceMark>; now: number; through: number } => {
  let marks: ReadonlyArray<PaceMark> = []
  let through = 0
  let now = 0
  for (let second = 0; second <= minutes * 60; second += 1) {
    now = second * SECOND
    through = Math.floor((now * perMinute) / MINUTE)
    marks = withPaceMark(marks, { at: now, through })
  }
  return { marks, now, through }
}

describe("the waiting room's estimate", () => {
  it("measures the pace over the last minutes, not since the start; a fresh room has none", () => {
    expect(recentPacePerMinute([], 0, 0)).toBeNull()
    expect(recentPacePerMinute(marksOf(30, 0.5).marks, 30 * SECOND, 15)).toBeNull()
    const steady = marksOf(30, 10)
    expect(recentPacePerMinute(steady.marks, steady.now, steady.through)).toBeCloseTo(30, 0)
    // Marks stay few: one every 10 s over the window, and its baseline.
    expect(steady.marks.length).toBeLessThanOrEqual(QUEUE_PACE_WINDOW_MS / (10 * SECOND) + 2)
    // An hour of a quiet line, then a line moving 60 a minute for the last five: the pace is 60.
    const quiet = marksOf(1, 60)
    let { marks, through } = quiet
    for (let second = 1; second <= 300; second += 1) {
      through += 1
      marks = withPaceMark(marks, { at: quiet.now + second * SECOND, through })
    }
    expect(recentPacePerMinute(marks, quiet.now + 300 * SECOND, through)).toBeCloseTo(60, 0)
  })

  it("holds the estimate in its range, and never tells less for a place further back", () => {
    fc.assert(
      fc.property(line, ahead, fc.nat(1_000), (room, first, more) => {
        const near = queueWaitEstimate(room, first)
        const far = queueWaitEstimate(room, first + more)
        for (const estimate of [near, far]) {
          expect(estimate.fromSeconds).toBeLessThanOrEqual(estimate.seconds)
          expect(estimate.seconds).toBeLessThanOrEqual(estimate.toSeconds)
          const told = toldInSeconds(estimate.fromSeconds, estimate.toSeconds)
          expect(told.from).toBeLessThanOrEqual(estimate.seconds)
          expect(told.to).toBeGreaterThanOrEqual(estimate.seconds)
        }
        expect(far.seconds).toBeGreaterThanOrEqual(near.seconds)
        expect(far.fromSeconds).toBeGreaterThanOrEqual(near.fromSeconds)
        expect(far.toSeconds).toBeGreaterThanOrEqual(near.toSeconds)
      }),
    )
  })

  it("never promises faster than the rate, nor slower than turns ending at their deadline", () => {
    fc.assert(
      fc.property(line, ahead, (room, before) => {
        const estimate = queueWaitEstimate({ ...room, banked: 0 }, before)
        const places = before + 1
        const slowest = Math.min(room.ratePerMinute, room.capacity / room.turnMinutes)
        expect(estimate.fromSeconds).toBeGreaterThanOrEqual(Math.floor((places * 60) / room.ratePerMinute))
        expect(estimate.toSeconds).toBeLessThanOrEqual(Math.ceil((places * 60) / slowest))
      }),
    )
  })

  it("tells the second of a quiet line seconds, not minutes", () => {
    // 30 a minute, 100 inside at most, 15-minute turns; hardly anyone went in lately.
    const quiet: LinePace = { ratePerMinute: 30, capacity: 100, turnMinutes: 15, recentPerMinute: 0.1, banked: 5 }
    const estimate = queueWaitEstimate(quiet, 1)
    expect(estimate.toSeconds).toBeLessThan(60)
    expect(estimate.fromSeconds).toBe(0)
    expect(queueWaitRange(estimate.fromSeconds, estimate.toSeconds)).toEqual({ unit: "second", from: 0, to: 20 })
  })

  it("tells a full room's slow line a range that reaches the turns' deadlines", () => {
    // The cap is full: places free up as 15-minute turns end, 100 of them: 6.7 a minute.
    const full: LinePace = { ratePerMinute: 30, capacity: 100, turnMinutes: 15, recentPerMinute: 0, banked: 0 }
    const estimate = queueWaitEstimate(full, 13)
    // 14 places at 6.7 a minute: 126 s, not "about a minute".
    expect(estimate.toSeconds).toBe(126)
    expect(queueWaitRange(estimate.fromSeconds, estimate.toSeconds)).toEqual({ unit: "minute", from: 1, to: 3 })
  })

  it("widens a range to round figures that still hold it", () => {
    expect(queueWaitRange(0, 12)).toEqual({ unit: "second", from: 0, to: 15 })
    expect(queueWaitRange(7, 59)).toEqual({ unit: "second", from: 5, to: 60 })
    expect(queueWaitRange(130, 230)).toEqual({ unit: "minute", from: 2, to: 4 })
    expect(queueWaitRange(3_000, 3 * 3_600 + 1)).toEqual({ unit: "hour", from: 0, to: 4 })
  })

  it("asks near the front often enough that an update comes within 15 s, less often further back", () => {
    fc.assert(
      fc.property(line, ahead, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (room, before, draw) => {
        const estimate = queueWaitEstimate(room, before)
        const perMinute = Math.min(
          room.ratePerMinute,
          Math.max(room.recentPerMinute ?? room.ratePerMinute, room.capacity / room.turnMinutes),
        )
        const outcome = { kind: "answered", retryAfterSeconds: estimate.retrySeconds } as const
        const next = nextQueuePollAt(QUEUE_POLLING, { at: 0, outcome, draw }, true)
        if (before < perMinute * 2) expect(next).toBeLessThanOrEqual(15 * SECOND)
        else expect(estimate.retrySeconds).toBeGreaterThanOrEqual(15)
        expect(estimate.retrySeconds).toBeLessThanOrEqual(60)
        // The next in line, with the rate banking a place every few seconds, asks every second.
        if (estimate.seconds <= 4) expect(estimate.retrySeconds).toBe(1)
      }),
    )
  })
})
