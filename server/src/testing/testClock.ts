/** The server's clock in a test: it stands still until the test moves it. */
export interface TestClock {
  readonly now: () => number
  /** Moves the clock forward by `ms`. */
  readonly advance: (ms: number) => void
  /** Puts the clock at an instant (epoch ms). */
  readonly set: (epochMs: number) => void
}

export const testClock = (startMs: number): TestClock => {
  let now = startMs
  return {
    now: () => now,
    advance: (ms) => void (now += ms),
    set: (epochMs) => void (now = epochMs),
  }
}
