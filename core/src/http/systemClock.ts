import { Clock } from "../index.js"
import type { ClockShape } from "../index.js"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/**
 * The real clock: Date.now and setInterval, which every JS runtime has (browsers, Node, Deno, Bun),
 * looked up at each call so fake timers can replace them. A tick passes the instant it actually
 * ran: a throttled background tab still reads the truth.
 */
export const systemClock: ClockShape = {
  now: Effect.sync(() => Date.now()),
  every: (intervalMs, onTick) =>
    Effect.sync(() => {
      const handle = setInterval(() => onTick(Date.now()), intervalMs)
      return () => clearInterval(handle)
    }),
}

export const layerSystemClock: Layer.Layer<Clock> = Layer.succeed(Clock, systemClock)
