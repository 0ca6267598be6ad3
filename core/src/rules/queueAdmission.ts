/**
 * How a waiting room lets shoppers in: at the organiser's rate from the on-sale time, never more
 * than the cap inside at once; and what a waiting shopper is told (wait, progress, when to ask
 * again). Pure: the server and the memory Api judge with the same rules.
 */

const MINUTE_MS = 60_000

/** How many shoppers the rate allows in, in all, by `now`: none before the start, then `ratePerMinute` a minute. */
export const admittedAllowedBy = (startsAt: number, ratePerMinute: number, now: number): number =>
  now < startsAt ? 0 : Math.floor(((now - startsAt) * ratePerMinute) / MINUTE_MS)

/**
 * At most this much of the rate banks up while nobody is let in (no one waiting, or the cap full):
 * after a lull the line starts again at the rate, not with a flood of everything owed since the start.
 */
export const QUEUE_BURST_SECONDS = 10

/** How many shoppers `QUEUE_BURST_SECONDS` of the rate are (at least one). */
export const queueBurst = (ratePerMinute: number): number =>
  Math.max(1, Math.ceil((ratePerMinute * QUEUE_BURST_SECONDS) / 60))

export interface AdmissionFacts {
  readonly startsAt: number
  readonly ratePerMinute: number
  readonly capacity: number
  /**
   * The rate's allowance spent since the start: everyone let in, plus what lapsed beyond the burst
   * while nobody could use it (`creditedAfter`). Never below those let in.
   */
  readonly credited: number
  /** Holding a turn that has not expired nor been given up. */
  readonly inside: number
  readonly now: number
}

/** What the rate has banked at `now` for the next shoppers: at most the burst; negative while it owes. */
const banked = (room: Pick<AdmissionFacts, "startsAt" | "ratePerMinute" | "credited">, now: number): number =>
  Math.min(admittedAllowedBy(room.startsAt, room.ratePerMinute, now) - room.credited, queueBurst(room.ratePerMinute))

/** How many more may go in now: what the rate has banked, within the places left under the cap. */
export const admissibleNow = (facts: AdmissionFacts): number =>
  Math.max(0, Math.min(banked(facts, facts.now), facts.capacity - facts.inside))

/** The allowance spent once `letIn` went in at `now`: what the rate banked beyond the burst lapses. */
export const creditedAfter = (facts: AdmissionFacts, letIn: number): number =>
  Math.max(
    facts.credited + letIn,
    admittedAllowedBy(facts.startsAt, facts.ratePerMinute, facts.now) - queueBurst(facts.ratePerMinute),
  )

/** What the rate has banked at `now` for the next shoppers in line (none before the start, never below 0). */
export const queueBanked = (
  room: Pick<AdmissionFacts, "startsAt" | "ratePerMinute" | "credited">,
  now: number,
): number => Math.max(0, banked(room, Math.max(now, room.startsAt)))

/**
 * The share of the line that was ahead of the shopper when they took their place that has gone in
 * since: `lineAt` is the last place let in when they joined (0 for a place drawn at the start),
 * `through` the last let in now.
 */
export const queueProgress = (lineAt: number, through: number, position: number): number => {
  const ahead = position - lineAt - 1
  if (ahead <= 0) return 1
  return Math.min(1, Math.max(0, (through - lineAt) / ahead))
}

/**
 * When a shopper before the start or inside should ask again, in seconds (a waiting shopper's is
 * queueWaitEstimate's): before the start, at the start (2 to 30 s); inside, once a minute (the turn
 * is theirs).
 */
const QUEUE_RETRY_SECONDS = { min: 2, beforeStart: 30, inside: 60 } as const

export const queueRetrySeconds = (state: "antesDelInicio" | "adentro", secondsToStart: number): number =>
  state === "adentro"
    ? QUEUE_RETRY_SECONDS.inside
    : Math.min(QUEUE_RETRY_SECONDS.beforeStart, Math.max(QUEUE_RETRY_SECONDS.min, secondsToStart))
