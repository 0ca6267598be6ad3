import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { Clock, type ClockShape } from "@boleteria/core"

/** A clock layer plus the test's hand on time: a manual clock, or fake timers under a real one. */
export interface ClockHarness {
  readonly layer: Layer.Layer<Clock, unknown>
  readonly advance: (ms: number) => void | Promise<void>
}

/** The contract every Clock layer keeps; makeHarness must return a clock nobody else moves. */
export function describeClockContract(name: string, makeHarness: () => ClockHarness): void {
  describe(`Clock contract: ${name}`, () => {
    let harness: ClockHarness
    let runtime: ManagedRuntime.ManagedRuntime<Clock, unknown>
    let clock: ClockShape
    const now = () => Effect.runPromise(clock.now)
    const every = (intervalMs: number, onTick: (now: number) => void) =>
      Effect.runPromise(clock.every(intervalMs, onTick))

    beforeEach(async () => {
      harness = makeHarness()
      runtime = ManagedRuntime.make(harness.layer)
      clock = await runtime.runPromise(Clock)
    })
    afterEach(() => runtime.dispose())

    it("tells the time as whole epoch milliseconds that move as time passes", async () => {
      const before = await now()
      expect(Number.isSafeInteger(before)).toBe(true)
      await harness.advance(1_500)
      expect(await now()).toBe(before + 1_500)
    })

    it("ticks once per interval, passing the instant of each tick", async () => {
      const start = await now()
      const ticks: Array<number> = []
      const stop = await every(1_000, (at) => ticks.push(at))
      await harness.advance(999)
      expect(ticks).toEqual([])
      await harness.advance(2_501)
      expect(ticks).toEqual([start + 1_000, start + 2_000, start + 3_000])
      stop()
    })

    it("never ticks again after stop, and stopping twice is harmless", async () => {
      const ticks: Array<number> = []
      const stop = await every(1_000, (at) => ticks.push(at))
      await harness.advance(2_000)
      stop()
      stop()
      await harness.advance(10_000)
      expect(ticks).toHaveLength(2)
    })

    it("lets a tick stop its own ticking", async () => {
      let count = 0
      const stop = await every(1_000, () => {
        count += 1
        if (count === 3) stop()
      })
      await harness.advance(10_000)
      expect(count).toBe(3)
    })

    it("runs several tickers independently, merged in time order", async () => {
      const start = await now()
      const ticks: Array<string> = []
      const stopSeconds = await every(1_000, (at) => ticks.push(`second@${at - start}`))
      const stopHalves = await every(1_500, (at) => ticks.push(`half@${at - start}`))
      await harness.advance(3_000)
      stopHalves()
      await harness.advance(1_000)
      stopSeconds()
      expect(ticks).toEqual(["second@1000", "half@1500", "second@2000", "second@3000", "half@3000", "second@4000"])
    })
  })
}
