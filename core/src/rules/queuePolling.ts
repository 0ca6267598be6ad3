/**
 * When the waiting room asks the server for the shopper's place again. Thousands of tabs open the
 * room in the same minute, so every wait is stretched by a share drawn at random (they drift apart
 * instead of asking in step), never shortened below what the server asked for (Retry-After, also
 * `nReintentoSegundos`), slowed down while the tab is hidden, and backed off after failures.
 */
export interface QueuePollingPolicy {
  /** Never sooner than this, whatever the server says: a Retry-After of 0 is no invitation to spin. */
  readonly minDelayMs: number
  /** Up to this share of a wait is added at random. */
  readonly jitterRatio: number
  /** A hidden tab waits at least this long: its place is kept, and nobody is looking. */
  readonly hiddenDelayMs: number
  /** The wait after one failed ask; doubled for each further failure in a row, up to `maxBackoffMs`. */
  readonly backoffBaseMs: number
  readonly maxBackoffMs: number
}

export const QUEUE_POLLING: QueuePollingPolicy = {
  minDelayMs: 1_000,
  jitterRatio: 0.3,
  hiddenDelayMs: 30_000,
  backoffBaseMs: 2_000,
  maxBackoffMs: 60_000,
}

/** How the last ask ended: the server's answer with when to ask again, or a failure (network, 5xx, 429). */
export type QueuePollOutcome =
  | { readonly kind: "answered"; readonly retryAfterSeconds: number }
  | { readonly kind: "failed"; readonly failuresInARow: number }

export interface QueuePoll {
  /** When the last ask came back (ms since the epoch). */
  readonly at: number
  readonly outcome: QueuePollOutcome
  /** A number in [0, 1) drawn once per ask, so the instant stays put when only the tab's visibility changes. */
  readonly draw: number
}

/** The wait the outcome alone asks for, before jitter and visibility. */
const baseDelayMs = (policy: QueuePollingPolicy, outcome: QueuePollOutcome): number =>
  outcome.kind === "answered"
    ? Math.max(policy.minDelayMs, outcome.retryAfterSeconds * 1000)
    : Math.min(policy.maxBackoffMs, policy.backoffBaseMs * 2 ** Math.max(0, outcome.failuresInARow - 1))

/**
 * The instant of the next ask. A tab shown again asks at its visible instant, which may already
 * have passed (then it asks at once): it never waited less than the server asked for.
 */
export const nextQueuePollAt = (policy: QueuePollingPolicy, poll: QueuePoll, visible: boolean): number => {
  const base = baseDelayMs(policy, poll.outcome)
  const wait = visible ? base : Math.max(base, policy.hiddenDelayMs)
  return poll.at + Math.round(wait * (1 + policy.jitterRatio * poll.draw))
}
