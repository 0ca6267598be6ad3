import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"

/** Plain function so XState callback actors can call it from their cleanup. */
export type StopTicking = () => void

/** Wall-clock time and a repeating tick; machines get time only from here or from events. */
export interface ClockShape {
  /** The current instant in epoch milliseconds. */
  readonly now: Effect.Effect<number>
  /** Calls onTick with the current instant every intervalMs, first one interval from now. */
  readonly every: (intervalMs: number, onTick: (now: number) => void) => Effect.Effect<StopTicking>
}

export class Clock extends Context.Service<Clock, ClockShape>()("@boleteria/core/Clock") {}
