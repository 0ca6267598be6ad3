import { Clock } from "@boleteria/core"
import type { ClockShape } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/**
 * Wall-clock time and setInterval, looked up at each call so fake timers can replace them.
 * A tick passes the instant it actually ran: a throttled background tab still reads the truth.
 */
export const browserClock: ClockShape = {
  now: Effect.sync(() => Date.now()),
  every: (intervalMs, onTick) =>
    Effect.sync(() => {
      const handle = setInterval(() => onTick(Date.now()), intervalMs)
      return () => clearInterval(handle)
    }),
}

export const layerBrowserClock: Layer.Layer<Clock> = Layer.succeed(Clock, browserClock)
