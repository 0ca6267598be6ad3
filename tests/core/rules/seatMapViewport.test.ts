import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  canPickSeats,
  centreOn,
  clampView,
  fitView,
  panBy,
  revealPoint,
  scaleForSeatWidth,
  toMap,
  toScreen,
  visibleRect,
  zoomAt,
  zoomLimits,
} from "../../../core/src/rules/seatMap/viewport.js"

const bounds = { minX: 0, minY: 0, maxX: 2000, maxY: 1800 }
const phone = { width: 375, height: 420 }

describe("seat map viewport", () => {
  it("fits the whole map on screen, centred", () => {
    const view = fitView(bounds, phone, 8)
    const topLeft = toScreen(view, { x: 0, y: 0 })
    const bottomRight = toScreen(view, { x: 2000, y: 1800 })
    expect(topLeft.x).toBeCloseTo(8)
    expect(bottomRight.x).toBeCloseTo(367)
    expect(topLeft.y).toBeGreaterThanOrEqual(8)
    expect(bottomRight.y).toBeLessThanOrEqual(412)
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(210)
  })

  it("zooms about the pointer: the map point under it stays under it", () => {
    const limits = { min: 0.01, max: 100 }
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 375, noNaN: true }),
        fc.double({ min: 0, max: 420, noNaN: true }),
        (factor, x, y) => {
          const view = fitView(bounds, phone)
          const before = toMap(view, { x, y })
          const after = toMap(zoomAt(view, factor, { x, y }, limits), { x, y })
          expect(after.x).toBeCloseTo(before.x, 6)
          expect(after.y).toBeCloseTo(before.y, 6)
        },
      ),
    )
  })

  it("keeps zoom between a little less than the whole map and seats big enough to tap", () => {
    const limits = zoomLimits(bounds, phone)
    const view = fitView(bounds, phone)
    expect(zoomAt(view, 0.001, { x: 0, y: 0 }, limits).scale).toBeCloseTo(limits.min)
    const closest = zoomAt(view, 1000, { x: 0, y: 0 }, limits)
    expect(closest.scale).toBeCloseTo(limits.max)
    expect(canPickSeats(view)).toBe(false)
    expect(canPickSeats(closest)).toBe(true)
  })

  it("never lets a drag lose the map", () => {
    const view = fitView(bounds, phone)
    const lost = panBy(view, 5_000, -5_000)
    const kept = clampView(lost, bounds, phone)
    const rect = visibleRect(kept, phone)
    expect(rect.minX).toBeLessThan(bounds.maxX)
    expect(rect.maxY).toBeGreaterThan(bounds.minY)
    expect(clampView(view, bounds, phone)).toBe(view)
  })

  it("pans just enough to show the seat the keyboard moved to", () => {
    const view = { scale: 2, offsetX: 0, offsetY: 0 }
    const moved = revealPoint(view, { x: 500, y: 50 }, phone, 24)
    expect(toScreen(moved, { x: 500, y: 50 }).x).toBeCloseTo(375 - 24)
    expect(moved.offsetY).toBe(0)
    expect(revealPoint(view, { x: 50, y: 50 }, phone)).toBe(view)
  })
})

describe("keyboard focus on a map too small to see", () => {
  it("zooms in to a readable seat size with the focused seat in the middle", () => {
    const view = fitView(bounds, phone)
    const scale = scaleForSeatWidth(16)
    const centred = centreOn(view, { x: 900, y: 400 }, phone, scale)
    expect(centred.scale).toBeCloseTo(scale)
    expect(toScreen(centred, { x: 900, y: 400 })).toEqual({ x: 187.5, y: 210 })
    expect(centreOn({ ...centred, scale: 10 }, { x: 0, y: 0 }, phone, scale).scale).toBe(10)
  })
})
