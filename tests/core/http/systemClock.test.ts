import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { systemClock, layerSystemClock } from "@boleteria/core/http"
import { describeClockContract } from "../ports/clock.suite.js"

const START = Date.UTC(2025, 0, 1, 20, 30)

afterEach(() => vi.useRealTimers())

describeClockContract("system, under vitest fake timers", () => {
  vi.useFakeTimers({ now: START })
  return {
    layer: layerSystemClock,
    advance: (ms) => {
      vi.advanceTimersByTime(ms)
    },
  }
})

describe("systemClock", () => {
  it("reads the real time when no fake timers are installed", async () => {
    const before = Date.now()
    const now = await Effect.runPromise(systemClock.now)
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it("passes the instant a late tick actually ran, as a throttled background tab sees it", async () => {
    vi.useFakeTimers({ now: START })
    const ticks: Array<number> = []
    const stop = await Effect.runPromise(systemClock.every(1_000, (at) => ticks.push(at - START)))
    // A busy or throttled page moves the wall clock without running the interval.
    vi.setSystemTime(START + 5_500)
    vi.advanceTimersByTime(1_000)
    stop()
    expect(ticks).toEqual([6_500])
  })
})
