/**
 * How many shoppers an adaptive waiting room lets inside at once. By Little's law the inside holds
 * the rate times a purchase's length, and the inside's calls wait behind each other: too many
 * purchases at once keep every call slow, whatever the rate (the storm's first minute filled the
 * organiser's cap of 500 at once and its calls took seconds). So, like TCP's window, the room
 * starts with a few inside, grows the limit while their calls answer well under the target (in
 * proportion to the headroom, doubling at most), and shrinks it in proportion when their p95 passes
 * the target; never above the organiser's cap. Pure: the server gathers and stores.
 */
import { judgedP95Ms, LATENCY_HEADROOM } from "./queueAdaptiveRate.js"

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
/** The most the limit grows by at one judgement. */
const GROWTH_MOST = 2
/** The limit is in use when this share of it is inside: only then does a fast inside show it could take more. */
const IN_USE = 0.75

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
 * limit is in use and the p95 stays under 70% of the target (or the inside is quiet), the limit
 * times that headroom (at least one more, at most twice as many); else unchanged. A whole number,
 * always between the floor and the organiser's cap.
 */
export const nextInsideLimit = (facts: InsideLimitFacts): number => {
  const p95 = judgedP95Ms(facts.latencies)
  const floor = insideLimitFloor(facts.capacity)
  const limit = clamp(facts.limit, floor, facts.capacity)
  const fastEnough = facts.targetMs * LATENCY_HEADROOM
  const next =
    p95 !== null && p95 > facts.targetMs
      ? Math.min(
          limit - 1,
          Math.floor(Math.min(limit, facts.inside) * clamp(facts.targetMs / p95, KEEP.least, KEEP.most)),
        )
      : facts.inside >= limit * IN_USE && (p95 === null || p95 <= fastEnough)
        ? Math.max(
            limit + 1,
            Math.floor(limit * (p95 === null ? GROWTH_MOST : Math.min(GROWTH_MOST, fastEnough / p95))),
          )
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
