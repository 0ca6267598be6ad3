/** An axis-aligned rectangle on the seat map's plane. */
export interface MapRect {
  readonly minX: number
  readonly minY: number
  readonly maxX: number
  readonly maxY: number
}

/**
 * A spatial index of points in square buckets, stored flat (the bucket of every point, then the
 * points of each bucket in one array) so 20,000 seats cost two typed arrays, not 20,000 lists.
 */
export interface SeatGrid {
  /** The points' bounding box. */
  readonly extent: MapRect
  readonly cellSize: number
  readonly originX: number
  readonly originY: number
  readonly columns: number
  readonly rows: number
  /** Bucket b holds items[starts[b]] … items[starts[b + 1] - 1]. */
  readonly starts: Int32Array
  readonly items: Int32Array
}

const cellOf = (
  grid: Pick<SeatGrid, "cellSize" | "originX" | "originY" | "columns" | "rows">,
  x: number,
  y: number,
) => {
  const column = Math.min(grid.columns - 1, Math.max(0, Math.floor((x - grid.originX) / grid.cellSize)))
  const row = Math.min(grid.rows - 1, Math.max(0, Math.floor((y - grid.originY) / grid.cellSize)))
  return { column, row }
}

/** Buckets the points (xs[i], ys[i]); `cellSize` a few seat spacings keeps every bucket short. */
export const createSeatGrid = (xs: ArrayLike<number>, ys: ArrayLike<number>, cellSize: number): SeatGrid => {
  const count = xs.length
  let minX = Infinity
  let minY = Infinity
  let maxX = -Infinity
  let maxY = -Infinity
  for (let i = 0; i < count; i++) {
    const x = xs[i]!
    const y = ys[i]!
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  if (count === 0) [minX, minY, maxX, maxY] = [0, 0, 0, 0]
  const shape = {
    cellSize,
    originX: minX,
    originY: minY,
    columns: Math.floor((maxX - minX) / cellSize) + 1,
    rows: Math.floor((maxY - minY) / cellSize) + 1,
  }
  const bucketOf = new Int32Array(count)
  const starts = new Int32Array(shape.columns * shape.rows + 1)
  for (let i = 0; i < count; i++) {
    const { column, row } = cellOf(shape, xs[i]!, ys[i]!)
    bucketOf[i] = row * shape.columns + column
    starts[bucketOf[i]! + 1]! += 1
  }
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!
  const filled = starts.slice(0, -1)
  const items = new Int32Array(count)
  for (let i = 0; i < count; i++) items[filled[bucketOf[i]!]!++] = i
  return { ...shape, extent: { minX, minY, maxX, maxY }, starts, items }
}

/** Calls `visit` with every point whose bucket meets the rectangle (a superset of the points inside it). */
export const forEachInRect = (grid: SeatGrid, rect: MapRect, visit: (index: number) => void): void => {
  if (grid.items.length === 0 || rect.maxX < grid.originX || rect.maxY < grid.originY) return
  const from = cellOf(grid, rect.minX, rect.minY)
  const to = cellOf(grid, rect.maxX, rect.maxY)
  for (let row = from.row; row <= to.row; row++) {
    for (let column = from.column; column <= to.column; column++) {
      const bucket = row * grid.columns + column
      for (let k = grid.starts[bucket]!; k < grid.starts[bucket + 1]!; k++) visit(grid.items[k]!)
    }
  }
}

/** The point nearest to (x, y) within `maxDistance`, or -1: what a click or tap lands on. */
export const nearestInGrid = (
  grid: SeatGrid,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  x: number,
  y: number,
  maxDistance: number,
): number => {
  let best = -1
  let bestDistance = maxDistance * maxDistance
  const around = { minX: x - maxDistance, minY: y - maxDistance, maxX: x + maxDistance, maxY: y + maxDistance }
  forEachInRect(grid, around, (index) => {
    const dx = xs[index]! - x
    const dy = ys[index]! - y
    const distance = dx * dx + dy * dy
    if (distance <= bestDistance) {
      bestDistance = distance
      best = index
    }
  })
  return best
}
