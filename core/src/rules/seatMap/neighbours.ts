import type { SeatMapModel } from "./seatMapModel.js"

/** Where a key moves the seat focus on the map: along the row, to the row in front or behind, to the ends. */
export type SeatStep = "left" | "right" | "up" | "down" | "rowStart" | "rowEnd" | "firstRow" | "lastRow"

/** The keys of the keyboard scheme (arrows, Home/End, PageUp/PageDown) and the step each takes. */
export const SEAT_KEYS: Readonly<Record<string, SeatStep>> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
  Home: "rowStart",
  End: "rowEnd",
  PageUp: "firstRow",
  PageDown: "lastRow",
}

/** The seat of `row` nearest across the map to x: rows curve and differ in length, so neighbours are found by position. */
const nearestInRow = (model: SeatMapModel, row: ReadonlyArray<number>, x: number): number => {
  let best = row[0] ?? -1
  for (const index of row) {
    if (Math.abs(model.xs[index]! - x) < Math.abs(model.xs[best]! - x)) best = index
  }
  return best
}

/**
 * The seat a step leads to from seat `from`, staying in its sector; the same seat at an edge.
 * "up" is towards the stage (the row in front), as the map is drawn.
 */
export const neighbourSeat = (model: SeatMapModel, from: number, step: SeatStep): number => {
  const sector = model.sectors[model.sectorOf[from] ?? -1]
  if (sector === undefined) return from
  const rowIndex = model.rowOf[from]!
  const row = sector.rows[rowIndex]!.seats
  const column = model.columnOf[from]!
  const x = model.xs[from]!
  const rowAt = (index: number) => sector.rows[index]?.seats
  switch (step) {
    case "left":
      return row[column - 1] ?? from
    case "right":
      return row[column + 1] ?? from
    case "rowStart":
      return row[0] ?? from
    case "rowEnd":
      return row[row.length - 1] ?? from
    case "up": {
      const target = rowAt(rowIndex - 1)
      return target === undefined ? from : nearestInRow(model, target, x)
    }
    case "down": {
      const target = rowAt(rowIndex + 1)
      return target === undefined ? from : nearestInRow(model, target, x)
    }
    case "firstRow":
      return nearestInRow(model, rowAt(0) ?? row, x)
    case "lastRow":
      return nearestInRow(model, rowAt(sector.rows.length - 1) ?? row, x)
  }
}
