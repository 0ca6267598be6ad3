import type { MapRect } from "./seatGrid.js"

/** A point on the map's plane, in map units. */
export interface MapPoint {
  readonly x: number
  readonly y: number
}

const median = (values: Array<number>): number => {
  if (values.length === 0) return 0
  values.sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)]!
}

/**
 * How far apart a sector's seats sit: the smaller of the usual gap along a row and between rows.
 * Seats are drawn, labelled and made pickable in proportion to it, so a hall of 22-unit rows and an
 * arena of 10-unit ones both read well. `rows` are seat indices, front row first, each left to right.
 */
export const seatPitch = (rows: ReadonlyArray<ReadonlyArray<number>>, xs: Float64Array, ys: Float64Array): number => {
  const along: Array<number> = []
  for (const row of rows) {
    for (let k = 1; k < row.length; k++) {
      along.push(Math.hypot(xs[row[k]!]! - xs[row[k - 1]!]!, ys[row[k]!]! - ys[row[k - 1]!]!))
    }
  }
  const middleY = (row: ReadonlyArray<number>) => ys[row[Math.floor(row.length / 2)]!]!
  const between: Array<number> = []
  for (let r = 1; r < rows.length; r++) between.push(Math.abs(middleY(rows[r]!) - middleY(rows[r - 1]!)))
  const candidates = [median(along), median(between)].filter((gap) => gap > 0)
  return candidates.length === 0 ? 10 : Math.min(...candidates)
}

/**
 * A sector's shape as a polygon through its outer seats: the front row left to right, down the
 * right ends, the back row right to left, up the left ends. It follows curved and staggered rows
 * where a bounding box or a convex hull would swallow the aisle or the ring in front. One row gives
 * a line, which the painter's thick stroke turns into a capsule.
 */
export const sectorOutline = (
  rows: ReadonlyArray<ReadonlyArray<number>>,
  xs: Float64Array,
  ys: Float64Array,
): ReadonlyArray<MapPoint> => {
  const at = (index: number): MapPoint => ({ x: xs[index]!, y: ys[index]! })
  const front = rows[0] ?? []
  const back = rows.at(-1) ?? []
  const middle = rows.slice(1, -1)
  return [
    ...front.map(at),
    ...middle.map((row) => at(row.at(-1)!)),
    ...(rows.length > 1 ? [...back].reverse().map(at) : []),
    ...[...middle].reverse().map((row) => at(row[0]!)),
  ]
}

/** Where a row's letter goes at each end: one pitch beyond its end seats, along the row. */
export const rowLabelPoints = (
  row: ReadonlyArray<number>,
  xs: Float64Array,
  ys: Float64Array,
  pitch: number,
): { readonly start: MapPoint; readonly end: MapPoint } => {
  /** One pitch past seat `from`, away from its neighbour (straight left or right when it has none). */
  const beyond = (from: number, neighbour: number | undefined, side: -1 | 1): MapPoint => {
    const x = xs[from]!
    const y = ys[from]!
    if (neighbour === undefined) return { x: x + side * pitch, y }
    const dx = x - xs[neighbour]!
    const dy = y - ys[neighbour]!
    const length = Math.hypot(dx, dy) || 1
    return { x: x + (dx / length) * pitch, y: y + (dy / length) * pitch }
  }
  const single = row.length < 2
  return {
    start: beyond(row[0]!, single ? undefined : row[1], -1),
    end: beyond(row.at(-1)!, single ? undefined : row.at(-2), 1),
  }
}

/**
 * The stage, drawn at the top of the plane (fixtures/catalog/README.md: y grows away from it):
 * centred over the seats and floors, a third of their width, a little above the nearest of them.
 */
export const stageRect = (content: MapRect, pitch: number): MapRect => {
  const width = content.maxX - content.minX
  const height = content.maxY - content.minY
  const stageWidth = Math.max(width / 3, pitch * 8)
  const depth = Math.max(pitch * 2.5, height * 0.04)
  const gap = Math.max(pitch * 3, height * 0.04)
  const centre = (content.minX + content.maxX) / 2
  return {
    minX: centre - stageWidth / 2,
    maxX: centre + stageWidth / 2,
    maxY: content.minY - gap,
    minY: content.minY - gap - depth,
  }
}

export const unionRect = (a: MapRect, b: MapRect): MapRect => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
})

export const growRect = (rect: MapRect, by: number): MapRect => ({
  minX: rect.minX - by,
  minY: rect.minY - by,
  maxX: rect.maxX + by,
  maxY: rect.maxY + by,
})

export const rectContains = (rect: MapRect, point: MapPoint): boolean =>
  point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
