import type { MapRect } from "./seatGrid.js"
import type { MapPoint } from "./seatMapShapes.js"

/** A sector's drawn shape: its outline polygon, stroked `outlinePadding` wide on each side. */
interface OutlinedShape {
  readonly outline: ReadonlyArray<MapPoint>
  readonly outlinePadding: number
}

const pointToSegment = (p: MapPoint, a: MapPoint, b: MapPoint): number => {
  const [dx, dy] = [b.x - a.x, b.y - a.y]
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length))
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
}

const cross = (o: MapPoint, a: MapPoint, b: MapPoint) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)

const segmentsCross = (a: MapPoint, b: MapPoint, c: MapPoint, d: MapPoint) =>
  cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0

const segmentDistance = (a: MapPoint, b: MapPoint, c: MapPoint, d: MapPoint) =>
  segmentsCross(a, b, c, d)
    ? 0
    : Math.min(pointToSegment(a, c, d), pointToSegment(b, c, d), pointToSegment(c, a, b), pointToSegment(d, a, b))

/** Even-odd test: is the point inside the closed polygon? */
const insidePolygon = (p: MapPoint, polygon: ReadonlyArray<MapPoint>): boolean => {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [a, b] = [polygon[i]!, polygon[j]!]
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside
  }
  return inside
}

/** The closed polygon's edges (a single point is one degenerate edge). */
const edgesOf = (polygon: ReadonlyArray<MapPoint>) =>
  polygon.map((point, i) => [point, polygon[(i + 1) % polygon.length]!] as const)

/**
 * The clear space between two sectors' drawn shapes, in map units: the distance between their
 * polygons less both paddings. Negative when the shapes overlap; a polygon inside another counts
 * as overlapping.
 */
export const outlineGap = (a: OutlinedShape, b: OutlinedShape): number => {
  if (a.outline.length === 0 || b.outline.length === 0) return Infinity
  if (insidePolygon(a.outline[0]!, b.outline) || insidePolygon(b.outline[0]!, a.outline)) return -Infinity
  let least = Infinity
  for (const [p, q] of edgesOf(a.outline)) {
    for (const [r, s] of edgesOf(b.outline)) least = Math.min(least, segmentDistance(p, q, r, s))
  }
  return least - a.outlinePadding - b.outlinePadding
}

/** The clear space between a sector's drawn shape and a general-admission floor. */
export const outlineToRectGap = (a: OutlinedShape, rect: MapRect): number =>
  outlineGap(a, {
    outline: [
      { x: rect.minX, y: rect.minY },
      { x: rect.maxX, y: rect.minY },
      { x: rect.maxX, y: rect.maxY },
      { x: rect.minX, y: rect.maxY },
    ],
    outlinePadding: 0,
  })
