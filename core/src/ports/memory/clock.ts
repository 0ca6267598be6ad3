import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock, type ClockShape, type StopTicking } from "../Clock.js"

interface Ticker {
  readonly intervalMs: number
  readonly onTick: (now: number) => void
  nextAt: number
}

/**
 * A clock that moves only when a test says so. Moving it fires every tick that
 * falls due on the way, in time order, each seeing its own instant as now.
 * It is the Clock port itself (a `ClockShape`), and `layer` provides it.
 */
export class ManualClock implements ClockShape {
  private current: number
  private readonly tickers = new Set<Ticker>()
  private advancing = false

  readonly now: Effect.Effect<number> = Effect.sync(() => this.current)

  readonly every = (intervalMs: number, onTick: (now: number) => void): Effect.Effect<StopTicking> =>
    Effect.sync(() => {
      // As setInterval does, an interval below 1 ms (or not a number) ticks every millisecond.
      const everyMs = intervalMs >= 1 ? intervalMs : 1
      const ticker: Ticker = { intervalMs: everyMs, onTick, nextAt: this.current + everyMs }
      this.tickers.add(ticker)
      return () => void this.tickers.delete(ticker)
    })

  readonly layer: Layer.Layer<Clock> = Layer.succeed(Clock, { now: this.now, every: this.every })

  constructor(startMs: number) {
    this.current = startMs
  }

  get nowMs(): number {
    return this.current
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new RangeError(`ManualClock only moves forward by a finite amount; cannot advance by ${ms} ms`)
    }
    // Moving time from inside a tick would let the outer move carry it back again.
    if (this.advancing) throw new Error("ManualClock cannot be moved from inside one of its ticks")
    this.advancing = true
    const target = this.current + ms
    try {
      for (let due = this.nextDue(target); due; due = this.nextDue(target)) {
        this.current = due.nextAt
        due.nextAt += due.intervalMs
        due.onTick(this.current)
      }
      this.current = target
    } finally {
      this.advancing = false
    }
  }

  set(epochMs: number): void {
    this.advance(epochMs - this.current)
  }

  /** The earliest ticker due by target; ties go to the one started first. */
  private nextDue(target: number): Ticker | undefined {
    let earliest: Ticker | undefined
    for (const ticker of this.tickers) {
      if (ticker.nextAt <= target && (!earliest || ticker.nextAt < earliest.nextAt)) earliest = ticker
    }
    return earliest
  }
}
