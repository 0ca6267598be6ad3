/**
 * How many shoppers an adaptive waiting room lets inside at once. By Little's law the inside holds
 * the rate times a purchase's length, and the inside's calls wait behind each other: too many
 * purchases at once keep every call slow, whatever the rate (the storm's first minute filled the
 * organiser's cap of 500 at once and its calls took seconds). So, like TCP's window, the room
 * starts with a few inside, grows the limit while their calls answer well under the target (in
 * proportion to the headroom, a quarter more at most), holds it while they are quiet, and shrinks it in
 * proportion when their p95 passes the target; never above the organiser's cap. Pure: the server
 * gathers and stores.
 */
import { judgedP95Ms, LATENCY_HEADROOM, latencyP95Ms } from "./queueAdaptiveRate.js"

/** Inside at once before the first judgement: a few, then more while they answer fast. */
const START = 20
/** The limit never falls below this share of the organiser's cap (at least one): the line always moves. */
const FLOOR_SHARE = 0.05
/**
 * A cut keeps between these shares of those inside: the target over the p95, within them. The
 * p95 is judged over the last 5 to 10 s, so the next judgement still sees some of what came before
 * a cut: two gentle cuts rather than one deep one that the lag would double.
 */
const KEEP = { least: 0.7, most: 0.9 } as const
/**
 * The most the limit grows by at one judgement. Those let in make their heavier calls (the login,
 * Cobrar) seconds later, after the 5–10 s window judged: doubling every 5 s took a 10,000-shopper
 * storm's limit from 57 to 400 in 15 s, before the first of them paid, and the inside's calls then
 * took seconds for a minute.
 */
const GROWTH_MOST = 1.25
/** The limit is in use when this share of it is inside: only then does a fast inside show it could take more. */
const IN_USE = 0.75
/**
 * A quiet inside says nothing: a call is counted when answered, so shoppers stuck in slow calls
 * (or in a login, which carries no turn) look as quiet as shoppers thinking. The limit grows only
 * on this many answered calls, all but 5% of them fast (a few shoppers thinking inside make that
 * many in 10 s).
 */
const CALLS_TO_GROW = 5

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The lowest the limit falls to. */
export const insideLimitFloor = (capacity: number): number => Math.max(1, Math.ceil(capacity * FLOOR_SHARE))

/** The limit a room starts with (a few, within the organiser's cap). */
export const insideLimitStart = (capacity: number): number =>
  Math.min(capacity, Math.max(START, insideLimitFloor(capacity)))

/** What a room knows of its inside when it judges the limit. */
export interface InsideLimitFacts {
  /** The limit it admits under now. */
  readonly limit: number
  /** The organiser's cap: the most ever inside at once. */
  readonly capacity: number
  /** Holding a turn now. */
  readonly inside: number
  /** The admitted shoppers' calls counted in the window, as one histogram. */
  readonly latencies: ReadonlyArray<number>
  readonly targetMs: number
}

/**
 * The next limit: with enough calls counted and their p95 over the target, those inside (within
 * the limit) times target / p95, kept between 70% and 90% of them and below the limit; while the
 * limit is in use and a few calls or more answered with a p95 under 70% of the target, the limit
 * times that headroom (at least one more, at most a quarter more); else (a quiet inside among them)
 * unchanged. A whole number, always between the floor and the organiser's cap.
 */
export const nextInsideLimit = (facts: InsideLimitFacts): number => {
  const slowP95 = judgedP95Ms(facts.latencies)
  const p95 = latencyP95Ms(facts.latencies)
  const answered = facts.latencies.reduce((sum, count) => sum + count, 0)
  const floor = insideLimitFloor(facts.capacity)
  const limit = clamp(facts.limit, floor, facts.capacity)
  const fastEnough = facts.targetMs * LATENCY_HEADROOM
  const next =
    slowP95 !== null && slowP95 > facts.targetMs
      ? Math.min(
          limit - 1,
          Math.floor(Math.min(limit, facts.inside) * clamp(facts.targetMs / slowP95, KEEP.least, KEEP.most)),
        )
      : facts.inside >= limit * IN_USE && answered >= CALLS_TO_GROW && p95 !== null && p95 <= fastEnough
        ? Math.max(limit + 1, Math.floor(limit * Math.min(GROWTH_MOST, fastEnough / p95)))
        : limit
  return clamp(next, floor, facts.capacity)
}

/** How a room bounds its inside: the organiser's cap, whether it adapts, and the limit it judged (null: none yet). */
export interface InsideBounds {
  readonly capacity: number
  readonly fixedRate: boolean
  readonly insideLimit: number | null
}

/** How many may be inside at once now: the organiser's cap, within the judged limit in an adaptive room. */
export const insideCapacity = (room: InsideBounds): number =>
  room.fixedRate ? room.capacity : Math.min(room.capacity, room.insideLimit ?? insideLimitStart(room.capacity))
