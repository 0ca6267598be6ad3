/** A numbered seat as best-available sees it: its row (lower is nearer the stage) and its number in the row. */
export interface SeatSpot {
  readonly id: number
  readonly row: number
  readonly number: number
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

/** Fewest orphans first (never one when avoidable), then the row nearest the stage, then the centre. */
const compareBlocks = (a: Block, b: Block): number =>
  orphansLeft(a.run.seats.length, a.start, a.size) - orphansLeft(b.run.seats.length, b.start, b.size) ||
  a.run.row - b.run.row ||
  centreDistance(a) - centreDistance(b) ||
  (a.run.seats[a.start]?.number ?? 0) - (b.run.seats[b.start]?.number ?? 0)

const bestBlock = (runs: ReadonlyArray<Run>, size: number): Block | null => {
  let best: Block | null = null
  for (const run of runs) {
    for (let start = 0; start + size <= run.seats.length; start++) {
      const block = { run, start, size }
      if (best === null || compareBlocks(block, best) < 0) best = block
    }
  }
  return best
}

const seatIdsOf = ({ run, start, size }: Block): ReadonlyArray<number> =>
  run.seats.slice(start, start + size).map((seat) => seat.id)

/**
 * The best `quantity` free seats of a sector: side by side in one row when any row can, else split
 * into as few blocks as the free runs allow (longest runs first, the last block placed like a
 * single-row one). Null when fewer than `quantity` seats are free. Pure: the caller holds the lock.
 */
export const bestAvailable = (
  seats: ReadonlyArray<SeatSpot>,
  taken: ReadonlySet<number>,
  quantity: number,
): BestChoice | null => {
  if (quantity < 1) return null
  let runs = freeRuns(seats, taken)
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
