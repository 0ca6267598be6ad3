import type { SeatAccess } from "../contract/performance.js"
import type { KeyedText, ProblemKey } from "./problems.js"

/** A numbered seat as best-available sees it: its row (lower is nearer the stage) and its number in the row. */
export interface SeatSpot {
  readonly id: number
  readonly row: number
  readonly number: number
  /** A wheelchair space or a companion seat; absent or null for an ordinary seat. */
  readonly access?: SeatAccess | null
}

export interface BestAvailableOptions {
  /** The shopper needs a wheelchair space: one of the places is one, the rest beside it. */
  readonly wheelchair?: boolean
}

export interface BestChoice {
  readonly seatIds: ReadonlyArray<number>
  /** False when no row had enough free seats side by side and the choice spans several blocks. */
  readonly contiguous: boolean
}

/** Free seats side by side in one row: consecutive numbers, none taken. */
interface Run {
  readonly row: number
  readonly seats: ReadonlyArray<SeatSpot>
  /** The middle of the whole row, free or not, in seat numbers. */
  readonly rowCentre: number
}

interface Block {
  readonly run: Run
  readonly start: number
  readonly size: number
}

const isWheelchairSpace = (seat: SeatSpot | undefined) => seat?.access === "SILLA_DE_RUEDAS"
const isCompanionSeat = (seat: SeatSpot | undefined) => seat?.access === "ACOMPANANTE"

const freeRuns = (seats: ReadonlyArray<SeatSpot>, taken: ReadonlySet<number>): ReadonlyArray<Run> => {
  const rows = new Map<number, Array<SeatSpot>>()
  for (const seat of seats) {
    const row = rows.get(seat.row)
    if (row === undefined) rows.set(seat.row, [seat])
    else row.push(seat)
  }
  const runs: Array<Run> = []
  for (const [row, rowSeats] of rows) {
    const ordered = [...rowSeats].sort((a, b) => a.number - b.number)
    const rowCentre = ((ordered[0]?.number ?? 0) + (ordered.at(-1)?.number ?? 0)) / 2
    let current: Array<SeatSpot> = []
    for (const seat of ordered) {
      const previous = current.at(-1)
      if (taken.has(seat.id) || (previous !== undefined && seat.number !== previous.number + 1)) {
        if (current.length > 0) runs.push({ row, seats: current, rowCentre })
        current = taken.has(seat.id) ? [] : [seat]
      } else {
        current.push(seat)
      }
    }
    if (current.length > 0) runs.push({ row, seats: current, rowCentre })
  }
  return runs
}

/** How many single free seats a block leaves beside it in its run (0, 1 or 2). */
export const orphansLeft = (runLength: number, start: number, size: number): number =>
  (start === 1 ? 1 : 0) + (runLength - start - size === 1 ? 1 : 0)

const centreDistance = ({ run, start, size }: Block): number => {
  const first = run.seats[start]?.number ?? 0
  return Math.abs(first + (size - 1) / 2 - run.rowCentre)
}

const seatsOf = ({ run, start, size }: Block): ReadonlyArray<SeatSpot> => run.seats.slice(start, start + size)
const countOf = (block: Block, test: (seat: SeatSpot) => boolean) => seatsOf(block).filter(test).length

/**
 * Companion seats only when no block avoids them (they wait for a wheelchair user's party); then
 * fewest orphans (never one when avoidable), the row nearest the stage, the centre.
 */
const compareBlocks = (a: Block, b: Block): number =>
  countOf(a, isCompanionSeat) - countOf(b, isCompanionSeat) ||
  orphansLeft(a.run.seats.length, a.start, a.size) - orphansLeft(b.run.seats.length, b.start, b.size) ||
  a.run.row - b.run.row ||
  centreDistance(a) - centreDistance(b) ||
  (a.run.seats[a.start]?.number ?? 0) - (b.run.seats[b.start]?.number ?? 0)

/**
 * For a wheelchair user's party: one wheelchair space (more only when no block has just one), the
 * others on companion seats rather than ordinary ones, fewest orphans (a lone space left behind
 * can seat no party), then the row nearest the stage, the centre.
 */
const compareWheelchairBlocks = (a: Block, b: Block): number =>
  Math.abs(countOf(a, isWheelchairSpace) - 1) - Math.abs(countOf(b, isWheelchairSpace) - 1) ||
  countOf(b, isCompanionSeat) - countOf(a, isCompanionSeat) ||
  orphansLeft(a.run.seats.length, a.start, a.size) - orphansLeft(b.run.seats.length, b.start, b.size) ||
  a.run.row - b.run.row ||
  centreDistance(a) - centreDistance(b) ||
  (a.run.seats[a.start]?.number ?? 0) - (b.run.seats[b.start]?.number ?? 0)

const bestBlock = (
  runs: ReadonlyArray<Run>,
  size: number,
  compare: (a: Block, b: Block) => number = compareBlocks,
  accepts: (block: Block) => boolean = () => true,
): Block | null => {
  let best: Block | null = null
  for (const run of runs) {
    for (let start = 0; start + size <= run.seats.length; start++) {
      const block = { run, start, size }
      if (accepts(block) && (best === null || compare(block, best) < 0)) best = block
    }
  }
  return best
}

const seatIdsOf = (block: Block): ReadonlyArray<number> => seatsOf(block).map((seat) => seat.id)

/** A wheelchair user's party sits together: a block with a wheelchair space, or nothing. */
const bestForWheelchair = (runs: ReadonlyArray<Run>, quantity: number): BestChoice | null => {
  const block = bestBlock(
    runs,
    quantity,
    compareWheelchairBlocks,
    (candidate) => countOf(candidate, isWheelchairSpace) > 0,
  )
  return block === null ? null : { seatIds: seatIdsOf(block), contiguous: true }
}

/**
 * The best `quantity` free seats of a sector: side by side in one row when any row can, else split
 * into as few blocks as the free runs allow (longest runs first, the last block placed like a
 * single-row one). Null when fewer than `quantity` seats are free. Wheelchair spaces go only to a
 * shopper who asks for one (`wheelchair`), whose party then sits together around it or not at all.
 * Pure: the caller holds the lock.
 */
export const bestAvailable = (
  seats: ReadonlyArray<SeatSpot>,
  taken: ReadonlySet<number>,
  quantity: number,
  options: BestAvailableOptions = {},
): BestChoice | null => {
  if (quantity < 1) return null
  if (options.wheelchair === true) return bestForWheelchair(freeRuns(seats, taken), quantity)
  let runs = freeRuns(
    seats.filter((seat) => !isWheelchairSpace(seat)),
    taken,
  )
  if (runs.reduce((free, run) => free + run.seats.length, 0) < quantity) return null
  const together = bestBlock(runs, quantity)
  if (together !== null) return { seatIds: seatIdsOf(together), contiguous: true }
  const chosen: Array<number> = []
  while (chosen.length < quantity) {
    const wanted = quantity - chosen.length
    const fits = bestBlock(runs, wanted)
    if (fits !== null) {
      chosen.push(...seatIdsOf(fits))
      break
    }
    const longest = [...runs].sort(
      (a, b) =>
        b.seats.length - a.seats.length ||
        compareBlocks({ run: a, start: 0, size: a.seats.length }, { run: b, start: 0, size: b.seats.length }),
    )[0]
    if (longest === undefined) return null
    chosen.push(...longest.seats.map((seat) => seat.id))
    runs = runs.filter((run) => run !== longest)
  }
  return { seatIds: chosen, contiguous: false }
}

/** The 409 when a sector has too few free places for best available (server and memory Api alike). */
export const noPlacesLeft = (sectorName: string, quantity: number): KeyedText<ProblemKey> =>
  quantity === 1
    ? { key: "problems.take.noPlaceLeft", params: { sector: sectorName } }
    : { key: "problems.take.noPlacesLeft", params: { sector: sectorName, count: quantity } }

/** The 409 when no free wheelchair space has `quantity - 1` free seats beside it. */
export const noWheelchairPlaces = (sectorName: string, quantity: number): KeyedText<ProblemKey> => {
  if (quantity === 1) return { key: "problems.take.noWheelchairSpace", params: { sector: sectorName } }
  if (quantity === 2) return { key: "problems.take.noWheelchairSpaceWithCompanion", params: { sector: sectorName } }
  return {
    key: "problems.take.noWheelchairSpaceWithCompanions",
    params: { sector: sectorName, companions: quantity - 1 },
  }
}
