import type { Seat, Sector } from "../../contract/performance.js"
import { createSeatGrid, type MapRect, type SeatGrid } from "./seatGrid.js"

/** Seats are at least 8 map units apart (fixtures/catalog/README.md): a seat is drawn 3.6 units wide each way. */
export const SEAT_RADIUS = 3.6

/** A row of one sector, nearest the stage first; its seats left to right. */
export interface SeatRow {
  readonly label: string
  /** Indices into SeatMapModel.seats. */
  readonly seats: ReadonlyArray<number>
}

export interface SeatMapSector {
  readonly sector: Sector
  readonly rows: ReadonlyArray<SeatRow>
}

/**
 * Every numbered seat of a function on one plane, ready for drawing, hit testing and moving
 * between neighbours. Seat i is seats[i]; the typed arrays are indexed the same way.
 */
export interface SeatMapModel {
  readonly seats: ReadonlyArray<Seat>
  readonly xs: Float64Array
  readonly ys: Float64Array
  /** Index into `sectors` of each seat's sector. */
  readonly sectorOf: Int32Array
  /** Index into its sector's `rows` of each seat's row. */
  readonly rowOf: Int32Array
  /** Position of each seat in its row, from 0. */
  readonly columnOf: Int32Array
  readonly sectors: ReadonlyArray<SeatMapSector>
  readonly indexById: ReadonlyMap<number, number>
  /** Every seat's extent, seat radius included. */
  readonly bounds: MapRect
  readonly grid: SeatGrid
}

const meanOf = (values: Float64Array, indices: ReadonlyArray<number>): number => {
  let sum = 0
  for (const index of indices) sum += values[index]!
  return sum / Math.max(1, indices.length)
}

/** The API sends a row's seats in order; sorting is only needed when it does not. */
const sortByX = (seats: Array<number>, xs: Float64Array): Array<number> => {
  for (let i = 1; i < seats.length; i++) {
    if (xs[seats[i - 1]!]! > xs[seats[i]!]!) return seats.sort((a, b) => xs[a]! - xs[b]!)
  }
  return seats
}

/** Builds the model of the numbered sectors' seats (general-admission sectors have none). */
export const buildSeatMap = (sectors: ReadonlyArray<Sector>): SeatMapModel => {
  const numbered = sectors.filter((sector) => sector.lNumerada && sector.listaPosicion.length > 0)
  const seats = numbered.flatMap((sector) => sector.listaPosicion)
  const count = seats.length
  const xs = new Float64Array(count)
  const ys = new Float64Array(count)
  const sectorOf = new Int32Array(count)
  const rowOf = new Int32Array(count)
  const columnOf = new Int32Array(count)
  const indexById = new Map<number, number>()
  let index = 0
  const mapSectors = numbered.map((sector, sectorIndex): SeatMapSector => {
    const byRow = new Map<string, Array<number>>()
    for (const seat of sector.listaPosicion) {
      xs[index] = seat.nX
      ys[index] = seat.nY
      sectorOf[index] = sectorIndex
      indexById.set(seat.idPosicion, index)
      const row = byRow.get(seat.cFila)
      if (row === undefined) byRow.set(seat.cFila, [index])
      else row.push(index)
      index++
    }
    const rows = [...byRow.entries()]
      .map(([label, rowSeats]) => ({ label, seats: sortByX(rowSeats, xs), y: meanOf(ys, rowSeats) }))
      .sort((a, b) => a.y - b.y)
      .map(({ label, seats: rowSeats }) => ({ label, seats: rowSeats }))
    for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
      const rowSeats = rows[rowIndex]!.seats
      for (let column = 0; column < rowSeats.length; column++) {
        rowOf[rowSeats[column]!] = rowIndex
        columnOf[rowSeats[column]!] = column
      }
    }
    return { sector, rows }
  })
  const grid = createSeatGrid(xs, ys, 32)
  const { extent } = grid
  const bounds = {
    minX: extent.minX - SEAT_RADIUS,
    minY: extent.minY - SEAT_RADIUS,
    maxX: extent.maxX + SEAT_RADIUS,
    maxY: extent.maxY + SEAT_RADIUS,
  }
  return { seats, xs, ys, sectorOf, rowOf, columnOf, sectors: mapSectors, indexById, bounds, grid }
}

/** The seats of one sector in reading order (rows nearest the stage first, each left to right). */
export const seatsOfSector = (model: SeatMapModel, sectorIndex: number): ReadonlyArray<number> =>
  model.sectors[sectorIndex]?.rows.flatMap((row) => row.seats) ?? []

/** Where a sector sits in the model, or -1 when it has no seats on the map (general admission). */
export const sectorIndexOf = (model: SeatMapModel, idSector: number): number =>
  model.sectors.findIndex((entry) => entry.sector.idSector === idSector)
