import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bestAvailable, orphansLeft, type SeatSpot } from "@boleteria/core"

/** Rows of `lengths[i]` seats numbered 1…n; ids are row * 1000 + number. */
const sector = (lengths: ReadonlyArray<number>): ReadonlyArray<SeatSpot> =>
  lengths.flatMap((length, row) =>
    Array.from({ length }, (_, index) => ({ id: row * 1000 + index + 1, row, number: index + 1 })),
  )

const ids = (row: number, numbers: ReadonlyArray<number>) => numbers.map((number) => row * 1000 + number)

/** Free runs of each row after `taken`: lengths of consecutive free seats. */
const freeRunLengths = (seats: ReadonlyArray<SeatSpot>, taken: ReadonlySet<number>) => {
  const runs: Array<number> = []
  const rows = [...new Set(seats.map((seat) => seat.row))]
  for (const row of rows) {
    let run = 0
    for (const seat of seats.filter((candidate) => candidate.row === row).sort((a, b) => a.number - b.number)) {
      if (taken.has(seat.id)) {
        if (run > 0) runs.push(run)
        run = 0
      } else run++
    }
    if (run > 0) runs.push(run)
  }
  return runs
}

/** The fewest orphans any single-row block of `size` could leave (brute force), or null when none fits. */
const fewestOrphans = (seats: ReadonlyArray<SeatSpot>, taken: ReadonlySet<number>, size: number): number | null => {
  const counts = freeRunLengths(seats, taken).flatMap((length) =>
    Array.from({ length: Math.max(0, length - size + 1) }, (_, start) => orphansLeft(length, start, size)),
  )
  return counts.length === 0 ? null : Math.min(...counts)
}

/** How many single free seats a block of side-by-side seats leaves beside it in its row. */
const orphansOf = (seats: ReadonlyArray<SeatSpot>, taken: ReadonlySet<number>, chosen: ReadonlyArray<number>) => {
  const block = seats.filter((seat) => chosen.includes(seat.id)).sort((a, b) => a.number - b.number)
  const row = seats.filter((seat) => seat.row === block[0]!.row)
  const isFree = (number: number) =>
    row.some((seat) => seat.number === number && !taken.has(seat.id) && !chosen.includes(seat.id))
  const freeFrom = (number: number, step: number) => {
    let count = 0
    while (isFree(number + step * (count + 1))) count++
    return count
  }
  return (freeFrom(block[0]!.number, -1) === 1 ? 1 : 0) + (freeFrom(block.at(-1)!.number, 1) === 1 ? 1 : 0)
}

describe("bestAvailable (pure)", () => {
  it("picks adjacent seats in the row nearest the stage, centred", () => {
    const choice = bestAvailable(sector([10, 10]), new Set(), 4)
    expect(choice).toEqual({ seatIds: ids(0, [4, 5, 6, 7]), contiguous: true })
  })

  it("moves back a row rather than leave a single orphan seat", () => {
    // Row 0 has seats 1–3 free: taking 2 there would strand one.
    const seats = sector([10, 10])
    const taken = new Set(ids(0, [4, 5, 6, 7, 8, 9, 10]))
    expect(bestAvailable(seats, taken, 2)).toEqual({ seatIds: ids(1, [5, 6]), contiguous: true })
  })

  it("never strands a seat at the end of a row or between taken seats when it can avoid it", () => {
    // Row 0: 1–4 free, 5 taken, 6–8 free. Two seats at 1–2 or 3–4 leave no orphan; 2–3 would leave two.
    const seats = sector([8])
    const taken = new Set(ids(0, [5]))
    const choice = bestAvailable(seats, taken, 2)
    expect(choice?.contiguous).toBe(true)
    expect(orphansOf(seats, taken, choice!.seatIds)).toBe(0)
  })

  it("fills a lone free seat rather than opening a new pair", () => {
    const seats = sector([9])
    const taken = new Set(ids(0, [1, 2, 3, 5, 6, 7]))
    expect(bestAvailable(seats, taken, 1)).toEqual({ seatIds: ids(0, [4]), contiguous: true })
  })

  it("splits over rows when no row has room, and says so", () => {
    const seats = sector([6, 6])
    const taken = new Set([...ids(0, [4, 5, 6]), ...ids(1, [1, 2, 3])])
    const choice = bestAvailable(seats, taken, 5)
    // The whole free block of the front row, then the two central seats left in the next one.
    expect(choice).toEqual({ seatIds: [...ids(0, [1, 2, 3]), ...ids(1, [4, 5])], contiguous: false })
  })

  it("answers null when fewer seats are free than asked for", () => {
    expect(bestAvailable(sector([3]), new Set(ids(0, [2])), 3)).toBeNull()
  })

  const scenario = fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 6 }).chain((lengths) => {
    const seats = sector(lengths)
    return fc.record({
      seats: fc.constant(seats),
      taken: fc.subarray(seats.map((seat) => seat.id)).map((list) => new Set(list)),
      quantity: fc.integer({ min: 1, max: 10 }),
    })
  })

  it("never returns a taken seat, and returns exactly the quantity when that many are free", () => {
    fc.assert(
      fc.property(scenario, ({ seats, taken, quantity }) => {
        const free = seats.length - taken.size
        const choice = bestAvailable(seats, taken, quantity)
        if (free < quantity) return choice === null
        return (
          choice !== null &&
          choice.seatIds.length === quantity &&
          new Set(choice.seatIds).size === quantity &&
          choice.seatIds.every((id) => !taken.has(id) && seats.some((seat) => seat.id === id))
        )
      }),
      { numRuns: 500 },
    )
  })

  it("keeps the seats together in one row whenever some row can, and never leaves an avoidable orphan", () => {
    fc.assert(
      fc.property(scenario, ({ seats, taken, quantity }) => {
        const choice = bestAvailable(seats, taken, quantity)
        const fewest = fewestOrphans(seats, taken, quantity)
        if (choice === null) return true
        if (fewest === null) return !choice.contiguous
        const chosen = seats.filter((seat) => choice.seatIds.includes(seat.id)).sort((a, b) => a.number - b.number)
        const oneRow = chosen.every((seat) => seat.row === chosen[0]!.row)
        const sideBySide = chosen.every((seat, index) => index === 0 || seat.number === chosen[index - 1]!.number + 1)
        return choice.contiguous && oneRow && sideBySide && orphansOf(seats, taken, choice.seatIds) === fewest
      }),
      { numRuns: 500 },
    )
  })
})
