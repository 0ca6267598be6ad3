/**
 * How an adaptive waiting room follows what the inside sustains: the servers count how long the
 * admitted shoppers' calls take (a small histogram per process and window), and the room lowers its
 * admission rate when their p95 passes the target and raises it again while they answer well under
 * it (AIMD), never above the organiser's rate nor below a floor. Pure: the server gathers and stores.
 */

const MINUTE_MS = 60_000

/** Upper bounds (ms) of the latency histogram's buckets; the last bucket holds everything slower. */
export const LATENCY_BUCKETS_MS: ReadonlyArray<number> = [
  5, 10, 20, 35, 50, 75, 100, 150, 200, 300, 400, 500, 650, 800, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000,
]

/** A histogram's length: one bucket per bound and one for the slower calls. */
export const LATENCY_BUCKET_COUNT = LATENCY_BUCKETS_MS.length + 1

/** The bucket a call of `ms` falls in. */
export const latencyBucketOf = (ms: number): number => {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound)
  return index === -1 ? LATENCY_BUCKETS_MS.length : index
}

/** Histograms added up bucket by bucket (those of every process in the window). */
export const addedHistograms = (histograms: ReadonlyArray<ReadonlyArray<number>>): ReadonlyArray<number> =>
  Array.from({ length: LATENCY_BUCKET_COUNT }, (_, bucket) =>
    histograms.reduce((sum, counts) => sum + (counts[bucket] ?? 0), 0),
  )

/**
 * The 95th percentile of a histogram, as the upper bound of its bucket (an over-estimate, never an
 * under-estimate); the slowest bucket counts as twice the last bound. Null without calls.
 */
export const latencyP95Ms = (counts: ReadonlyArray<number>): number | null => {
  const total = counts.reduce((sum, count) => sum + count, 0)
  if (total === 0) return null
  const rank = Math.ceil(total * 0.95)
  let seen = 0
  for (const [bucket, count] of counts.entries()) {
    seen += count
    if (seen >= rank) return LATENCY_BUCKETS_MS[bucket] ?? LATENCY_BUCKETS_MS.at(-1)! * 2
  }
  return LATENCY_BUCKETS_MS.at(-1)! * 2
}

/** The p95 target of a room that does not set one (ms). */
export const DEFAULT_LATENCY_TARGET_MS = 500
/** The window the p95 is taken over: what the processes counted in the last 5 to 10 s. */
export const LATENCY_WINDOW_MS = 5_000
/** The rate moves at most this often: a change shows in the window before the next one is judged. */
export const RATE_STEP_MS = 5_000
/** Fewer calls than this in the window say too little to slow the room down for. */
const MIN_SAMPLES = 20
/**
 * Slow: the rate is cut to this share (by one at least). Gently, and it grows back slowly: the
 * shoppers already inside keep the latency up for a while after a cut (the storm swung between the
 * floor and the top with a cut of 30% and a tenth back every 5 s).
 */
const DECREASE = 0.85
/** Well under the target (this share of it): the rate grows by a twentieth of the organiser's rate. */
export const LATENCY_HEADROOM = 0.7
const INCREASE_SHARE = 0.05
/** The rate never falls below this share of the organiser's (at least one a minute): the line always moves. */
const FLOOR_SHARE = 0.05

/** What the room knows when it judges its rate. */
export interface RateFacts {
  /** The rate it admits at now (per minute). */
  readonly ratePerMinute: number
  /** The organiser's rate: the most it ever admits at. */
  readonly maxPerMinute: number
  /** The admitted shoppers' calls counted in the window, as one histogram. */
  readonly latencies: ReadonlyArray<number>
  readonly targetMs: number
}

/** The lowest rate the room falls to. */
export const rateFloor = (maxPerMinute: number): number => Math.max(1, Math.ceil(maxPerMinute * FLOOR_SHARE))

/** The window's p95 when it counted enough calls to judge by; null for a quiet inside. */
export const judgedP95Ms = (latencies: ReadonlyArray<number>): number | null =>
  latencies.reduce((sum, count) => sum + count, 0) >= MIN_SAMPLES ? latencyP95Ms(latencies) : null

/**
 * The next rate: cut by 15% when enough calls were counted and their p95 passes the target, up by
 * a twentieth of the organiser's rate (at least one) while it stays under 70% of it (or the inside is quiet), else
 * unchanged; a whole number, always between the floor and the organiser's rate.
 */
export const nextAdmissionRate = (facts: RateFacts): number => {
  const p95 = judgedP95Ms(facts.latencies)
  const floor = rateFloor(facts.maxPerMinute)
  const next =
    p95 !== null && p95 > facts.targetMs
      ? Math.min(facts.ratePerMinute - 1, facts.ratePerMinute * DECREASE)
      : p95 === null || p95 <= facts.targetMs * LATENCY_HEADROOM
        ? facts.ratePerMinute + Math.max(1, facts.maxPerMinute * INCREASE_SHARE)
        : facts.ratePerMinute
  return Math.min(facts.maxPerMinute, Math.max(floor, Math.round(next)))
}

/**
 * Where the rate's count starts when it changes at `now`: the instant from which `newRate` would
 * have allowed exactly as many shoppers in as `oldRate` allowed from `origin` (core's
 * admittedAllowedBy), so a change moves the pace from now on and neither grants nor takes back
 * what was already allowed. Rates are whole shoppers a minute (nextAdmissionRate's), at most one a
 * millisecond.
 */
export const rateOriginAfter = (origin: number, oldRate: number, newRate: number, now: number): number => {
  if (now <= origin || oldRate === newRate) return origin
  const allowed = Math.floor(((now - origin) * oldRate) / MINUTE_MS)
  // The part of the next shopper already accrued carries over (else frequent judgements would stall a slow rate).
  const accrued = Math.floor(((now - origin) * oldRate) / newRate)
  return now - Math.max(accrued, Math.ceil((allowed * MINUTE_MS) / newRate))
}
