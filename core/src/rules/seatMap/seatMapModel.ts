import type { Seat, Sector } from "../../contract/performance.js"
import { priceTiers, tierOfSector, type PriceTier } from "./priceTiers.js"
import { createSeatGrid, type MapRect, type SeatGrid } from "./seatGrid.js"
import {
  growRect,
  rectContains,
  rowLabelPoints,
  sectorOutline,
  seatPitch,
  stageRect,
  unionRect,
  type MapPoint,
} from "./seatMapShapes.js"

/** A seat is drawn this share of its sector's pitch wide each way: round dots with a gap between. */
const SEAT_SHARE = 0.4
/** The outline sits this share of the pitch outside the outer seats. */
const OUTLINE_SHARE = 0.75

/** A row of one sector, nearest the stage first; its seats left to right. */
export interface SeatRow {
  readonly label: string
  /** Indices into SeatMapModel.seats. */
  readonly seats: ReadonlyArray<number>
  /** Where the row's letter is written, before its first seat and after its last. */
  readonly labelStart: MapPoint
  readonly labelEnd: MapPoint
}

export interface SeatMapSector {
  readonly sector: Sector
  readonly rows: ReadonlyArray<SeatRow>
  /** Index into SeatMapModel.tiers of the sector's price. */
  readonly tier: number
  /** How far apart its seats sit (map units): drawing, labels and picking scale with it. */
  readonly pitch: number
  /** Each seat is drawn this far from its centre. */
  readonly seatRadius: number
  /** Through the outer seats' centres; drawn `outlinePadding` further out. Its name: sectorLabels. */
  readonly outline: ReadonlyArray<MapPoint>
  readonly outlinePadding: number
  /** Its seats' centres' bounding box. */
  readonly extent: MapRect
}

/** A general-admission floor: no seats, a rectangle with its name and price colour. */
export interface SeatMapArea {
  readonly sector: Sector
  readonly rect: MapRect
  readonly tier: number
}

/**
 * Every numbered seat of a function on one plane, ready for drawing, hit testing and moving
 * between neighbours, with what makes the plan readable: sector outlines and names, row letters,
 * price tiers, the floors of general admission and the stage. Seat i is seats[i]; the typed
 * arrays are indexed the same way.
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
  readonly areas: ReadonlyArray<SeatMapArea>
  readonly tiers: ReadonlyArray<PriceTier>
  /** The smallest sector pitch: how far to zoom before any seat can be told from its neighbours. */
  readonly pitch: number
  /** The largest seat radius, for repainting around a seat. */
  readonly seatRadius: number
  readonly stage: MapRect
  readonly indexById: ReadonlyMap<number, number>
  /** Everything drawn: seats with their labels and outlines, floors, the stage. */
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

interface Plane {
  readonly xs: Float64Array
  readonly ys: Float64Array
  readonly rowOf: Int32Array
  readonly columnOf: Int32Array
}

/** A numbered sector's rows (front first), outline and name, once its seats are on the plane. */
const shapeSector = (
  sector: Sector,
  byRow: ReadonlyMap<string, Array<number>>,
  tier: number,
  plane: Plane,
): SeatMapSector => {
  const { xs, ys } = plane
  const ordered = [...byRow.entries()]
    .map(([label, rowSeats]) => ({ label, seats: sortByX(rowSeats, xs), y: meanOf(ys, rowSeats) }))
    .sort((a, b) => a.y - b.y)
  const seatRows = ordered.map((row) => row.seats)
  const pitch = seatPitch(seatRows, xs, ys)
  const rows = ordered.map(({ label, seats }, rowIndex): SeatRow => {
    seats.forEach((index, column) => {
      plane.rowOf[index] = rowIndex
      plane.columnOf[index] = column
    })
    const { start, end } = rowLabelPoints(seats, xs, ys, pitch)
    return { label, seats, labelStart: start, labelEnd: end }
  })
  const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }
  for (const index of seatRows.flat()) {
    extent.minX = Math.min(extent.minX, xs[index]!)
    extent.maxX = Math.max(extent.maxX, xs[index]!)
    extent.minY = Math.min(extent.minY, ys[index]!)
    extent.maxY = Math.max(extent.maxY, ys[index]!)
  }
  const outlinePadding = pitch * OUTLINE_SHARE
  return {
    sector,
    rows,
    tier,
    pitch,
    seatRadius: pitch * SEAT_SHARE,
    outline: sectorOutline(seatRows, xs, ys),
    outlinePadding,
    extent,
  }
}

/** Builds the model of a function's sectors: numbered ones by their seats, general ones by their floor. */
export const buildSeatMap = (sectors: ReadonlyArray<Sector>): SeatMapModel => {
  const tiers = priceTiers(sectors)
  const numbered = sectors.filter((sector) => sector.lNumerada && sector.listaPosicion.length > 0)
  const seats = numbered.flatMap((sector) => sector.listaPosicion)
  const count = seats.length
  const plane = {
    xs: new Float64Array(count),
    ys: new Float64Array(count),
    rowOf: new Int32Array(count),
    columnOf: new Int32Array(count),
  }
  const sectorOf = new Int32Array(count)
  const indexById = new Map<number, number>()
  let index = 0
  const mapSectors = numbered.map((sector, sectorIndex): SeatMapSector => {
    const byRow = new Map<string, Array<number>>()
    for (const seat of sector.listaPosicion) {
      plane.xs[index] = seat.nX
      plane.ys[index] = seat.nY
      sectorOf[index] = sectorIndex
      indexById.set(seat.idPosicion, index)
      const row = byRow.get(seat.cFila)
      if (row === undefined) byRow.set(seat.cFila, [index])
      else row.push(index)
      index++
    }
    return shapeSector(sector, byRow, tierOfSector(tiers, sector.idSector), plane)
  })
  const areas = sectors.flatMap((sector): Array<SeatMapArea> => {
    const area = sector.oArea
    if (sector.lNumerada || area === undefined) return []
    const rect = { minX: area.nX, minY: area.nY, maxX: area.nX + area.nAncho, maxY: area.nY + area.nAlto }
    return [{ sector, rect, tier: tierOfSector(tiers, sector.idSector) }]
  })
  const grid = createSeatGrid(plane.xs, plane.ys, 32)
  const pitch = mapSectors.reduce((least, entry) => Math.min(least, entry.pitch), Infinity)
  const widest = mapSectors.reduce((most, entry) => Math.max(most, entry.pitch), 0)
  // Seats reach out to their row letters; sector names sit above the front rows.
  const parts = [...(count === 0 ? [] : [growRect(grid.extent, widest * 2)]), ...areas.map((area) => area.rect)]
  const content = parts.length === 0 ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : parts.reduce(unionRect)
  const finitePitch = Number.isFinite(pitch) ? pitch : 10
  const stage = stageRect(content, finitePitch)
  return {
    seats,
    xs: plane.xs,
    ys: plane.ys,
    sectorOf,
    rowOf: plane.rowOf,
    columnOf: plane.columnOf,
    sectors: mapSectors,
    areas,
    tiers,
    pitch: finitePitch,
    seatRadius: widest * SEAT_SHARE,
    stage,
    indexById,
    bounds: growRect(unionRect(content, stage), finitePitch),
    grid,
  }
}

/** The general-admission floor under a map point, as an index into `model.areas`, or -1. */
export const areaAt = (model: SeatMapModel, point: MapPoint): number =>
  model.areas.findIndex((area) => rectContains(area.rect, point))

/** The seats of one sector in reading order (rows nearest the stage first, each left to right). */
export const seatsOfSector = (model: SeatMapModel, sectorIndex: number): ReadonlyArray<number> =>
  model.sectors[sectorIndex]?.rows.flatMap((row) => row.seats) ?? []

/** Where a sector sits in the model, or -1 when it has no seats on the map (general admission). */
export const sectorIndexOf = (model: SeatMapModel, idSector: number): number =>
  model.sectors.findIndex((entry) => entry.sector.idSector === idSector)
