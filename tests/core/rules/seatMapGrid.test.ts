import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createSeatGrid, forEachInRect, nearestInGrid } from "@boleteria/core"

const bruteNearest = (xs: ArrayLike<number>, ys: ArrayLike<number>, x: number, y: number, max: number): number => {
  let best = -1
  let bestDistance = max * max
  for (let i = 0; i < xs.length; i++) {
    const distance = (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2
    if (distance <= bestDistance) {
      bestDistance = distance
      best = i
    }
  }
  return best
}

describe("seat grid: the spatial index behind hit testing", () => {
  it("finds the seat under a click, and nothing between seats", () => {
    const xs = [10, 20, 30]
    const ys = [10, 10, 10]
    const grid = createSeatGrid(xs, ys, 32)
    expect(nearestInGrid(grid, xs, ys, 21, 11, 4)).toBe(1)
    expect(nearestInGrid(grid, xs, ys, 15, 30, 4)).toBe(-1)
  })

  it("answers what a scan of every seat answers, for any seats and any click", () => {
    const point = fc.integer({ min: -50, max: 500 })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(point, point), { minLength: 1, maxLength: 200 }),
        fc.tuple(point, point),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 4, max: 64 }),
        (points, [x, y], radius, cellSize) => {
          const xs = points.map(([px]) => px)
          const ys = points.map(([, py]) => py)
          const grid = createSeatGrid(xs, ys, cellSize)
          const found = nearestInGrid(grid, xs, ys, x, y, radius)
          const expected = bruteNearest(xs, ys, x, y, radius)
          const distance = (i: number) => (i < 0 ? -1 : (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2)
          expect(distance(found)).toBe(distance(expected))
        },
      ),
    )
  })

  it("lists every seat inside a rectangle (drawing only what shows)", () => {
    const xs = Array.from({ length: 100 }, (_, i) => (i % 10) * 10)
    const ys = Array.from({ length: 100 }, (_, i) => Math.floor(i / 10) * 10)
    const grid = createSeatGrid(xs, ys, 25)
    const seen = new Set<number>()
    forEachInRect(grid, { minX: 15, minY: 15, maxX: 35, maxY: 25 }, (i) => seen.add(i))
    for (const inside of [22, 23, 32, 33]) expect(seen.has(inside)).toBe(true)
    expect(seen.size).toBeLessThan(100)
  })
})
