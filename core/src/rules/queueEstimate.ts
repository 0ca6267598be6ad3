/**
 * How long a waiting shopper will wait, as a range they can hold the room to: from the line's
 * recent pace (the last few minutes, not since the start: a lull an hour ago says nothing about
 * now), within what the rules make sure of (never faster than the rate; never slower than turns
 * ending at their deadline frees places), and when to ask again (often near the front).
 */

const MINUTE_MS = 60_000

/** The line at an instant: the last place let in (or passed over) by then. */
export interface PaceMark {
  readonly at: number
  readonly through: number
}

/** The pace is measured over this much of the line's recent past. */
export const QUEUE_PACE_WINDOW_MS = 3 * MINUTE_MS
/** One mark at most this often: a window holds a couple of dozen. */
const MARK_EVERY_MS = 10_000
/** A pace measured over less than this says too little yet: the configured rate stands in. */
const PACE_MIN_SPAN_MS = MINUTE_MS

/**
 * The marks once the line stood at `mark`: one more when the last is 10 s old, and only the newest
 * mark at or before the window's start kept from before it (the window's baseline).
 */
export const withPaceMark = (marks: ReadonlyArray<PaceMark>, mark: PaceMark): ReadonlyArray<PaceMark> => {
  const last = marks.at(-1)
  const kept = last !== undefined && mark.at - last.at < MARK_EVERY_MS ? marks : [...marks, mark]
  const windowStart = mark.at - QUEUE_PACE_WINDOW_MS
  let baseline = 0
  kept.forEach((each, index) => {
    if (each.at <= windowStart) baseline = index
  })
  return kept.slice(baseline)
}

/**
 * Places the line moved per minute over the window ending at `now` (where it stands at `through`);
 * null when the marks span less than a minute (a fresh room).
 */
export const recentPacePerMinute = (marks: ReadonlyArray<PaceMark>, now: number, through: number): number | null => {
  const windowStart = now - QUEUE_PACE_WINDOW_MS
  const base = marks.find((mark) => mark.at >= windowStart) ?? marks.at(-1)
  if (base === undefined || now - base.at < PACE_MIN_SPAN_MS) return null
  return (Math.max(0, through - base.through) * MINUTE_MS) / (now - base.at)
}

/** What the estimate reads of a room. */
export interface LinePace {
  readonly ratePerMinute: number
  readonly capacity: number
  readonly turnMinutes: number
  /** recentPacePerMinute: null for a fresh room. */
  readonly recentPerMinute: number | null
  /** What the rate has banked for the next ones: they may go in at the next admission. */
  readonly banked: number
}

/** The estimate and the range it is told within, in seconds, and when to ask again. */
export interface WaitEstimate {
  readonly seconds: number
  readonly fromSeconds: number
  readonly toSeconds: number
  readonly retrySeconds: number
}

/** The range spans the likely pace a half faster and a third slower (within the sure bounds). */
const SPREAD = 1.5
/** Within this many minutes' worth of the pace from the front, the page asks often. */
const NEAR_FRONT_MINUTES = 2

/**
 * When to ask again while waiting, in seconds: near the front (two minutes' worth of the pace) a
 * quarter of the wait, at most every 10 s, so with the page's jitter (30 %) an update comes within
 * 15 s, and every second for the last few seconds (a poll is one read: the turn is noticed at once,
 * no slot sits idle); further back a third of the wait, 15 s to a minute (the back of the line
 * moves slowly and is most of the calls).
 */
export const QUEUE_WAITING_RETRY = { min: 1, nearFront: 10, back: 15, max: 60 } as const

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * The wait of the shopper with `ahead` still waiting before them. The likely pace is the recent
 * one (the rate in a fresh room), never above the rate and never below the slowest the rules allow:
 * with the cap full, turns ending at their deadline free `capacity` places every `turnMinutes`.
 * Monotone in `ahead`; the range always holds the estimate.
 */
export const queueWaitEstimate = (line: LinePace, ahead: number): WaitEstimate => {
  const rate = line.ratePerMinute
  const slowest = Math.min(rate, line.capacity / line.turnMinutes)
  const likely = clamp(line.recentPerMinute ?? rate, slowest, rate)
  const places = ahead + 1
  const secondsFor = (count: number, perMinute: number) => Math.max(0, Math.ceil((count * 60) / perMinute))
  const seconds = secondsFor(places, likely)
  const fromSeconds = Math.min(seconds, secondsFor(places - Math.max(0, line.banked), Math.min(rate, likely * SPREAD)))
  const toSeconds = secondsFor(places, Math.max(slowest, likely / SPREAD))
  const nearFront = ahead < likely * NEAR_FRONT_MINUTES
  const retrySeconds = nearFront
    ? clamp(Math.ceil(seconds / 4), QUEUE_WAITING_RETRY.min, QUEUE_WAITING_RETRY.nearFront)
    : clamp(Math.ceil(seconds / 3), QUEUE_WAITING_RETRY.back, QUEUE_WAITING_RETRY.max)
  return { seconds, fromSeconds, toSeconds, retrySeconds }
}

/** A range of wait as it is told: in one unit, `from` 0 meaning "less than `to`". */
export interface QueueWaitRange {
  readonly unit: "second" | "minute" | "hour"
  readonly from: number
  readonly to: number
}

/** Seconds are told in steps of this many. */
const SECOND_STEP = 5

/**
 * A range in seconds as people say it, widened to round figures (it still holds every second it
 * held): seconds under a minute, whole minutes under two hours, else whole hours.
 */
export const queueWaitRange = (fromSeconds: number, toSeconds: number): QueueWaitRange => {
  const [unit, size] =
    toSeconds < 60
      ? (["second", SECOND_STEP] as const)
      : toSeconds < 120 * 60
        ? (["minute", 60] as const)
        : (["hour", 3_600] as const)
  const from = Math.floor(fromSeconds / size)
  const to = Math.max(1, Math.ceil(toSeconds / size))
  return unit === "second" ? { unit, from: from * SECOND_STEP, to: to * SECOND_STEP } : { unit, from, to }
}
