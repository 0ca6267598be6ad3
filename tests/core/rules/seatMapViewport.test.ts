import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  canPickSeats,
  centreOn,
  clampView,
  fitView,
  panBy,
  hitRadius,
  isZoomedIn,
  pickableScale,
  revealPoint,
  toMap,
  toScreen,
  visibleRect,
  zoomAt,
  zoomLimits,
} from "@boleteria/core"

const bounds = { minX: 0, minY: 0, maxX: 2000, maxY: 1800 }
const phone = { width: 375, height: 420 }
/** The arena's seats are 10 units apart. */
const PITCH = 10

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
    const limits = zoomLimits(bounds, phone, PITCH)
    const view = fitView(bounds, phone)
    expect(zoomAt(view, 0.001, { x: 0, y: 0 }, limits).scale).toBeCloseTo(limits.min)
    const closest = zoomAt(view, 1000, { x: 0, y: 0 }, limits)
    expect(closest.scale).toBeCloseTo(limits.max)
    expect(canPickSeats(view, PITCH, "coarse")).toBe(false)
    expect(canPickSeats(closest, PITCH, "coarse")).toBe(true)
  })

  it("lets a finger choose only where seats are 24 px apart, and a tap zooms to such a scale", () => {
    const view = fitView(bounds, phone)
    expect(PITCH * view.scale).toBeLessThan(24)
    expect(canPickSeats(view, PITCH, "coarse")).toBe(false)
    const tapped = zoomAt(
      view,
      pickableScale(PITCH, "coarse") / view.scale,
      { x: 100, y: 100 },
      zoomLimits(bounds, phone, PITCH),
    )
    expect(PITCH * tapped.scale).toBeGreaterThanOrEqual(24)
    expect(canPickSeats(tapped, PITCH, "coarse")).toBe(true)
    // Each seat's target reaches most of the way to its neighbours: at least 24 px across.
    expect(2 * hitRadius(PITCH) * tapped.scale).toBeGreaterThanOrEqual(24)
    // A mouse is precise enough at half the spacing.
    expect(canPickSeats({ ...view, scale: 12 / PITCH }, PITCH, "fine")).toBe(true)
    expect(canPickSeats({ ...view, scale: 12 / PITCH }, PITCH, "coarse")).toBe(false)
  })

  it("says when the shopper is zoomed in past the whole map (the overview shows then)", () => {
    const view = fitView(bounds, phone)
    expect(isZoomedIn(view, bounds, phone)).toBe(false)
    expect(isZoomedIn(zoomAt(view, 2, { x: 0, y: 0 }, { min: 0, max: 100 }), bounds, phone)).toBe(true)
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
  it("zooms in to a pickable seat size with the focused seat in the middle", () => {
    const view = fitView(bounds, phone)
    const scale = pickableScale(PITCH, "fine")
    const centred = centreOn(view, { x: 900, y: 400 }, phone, scale)
    expect(centred.scale).toBeCloseTo(scale)
    expect(toScreen(centred, { x: 900, y: 400 })).toEqual({ x: 187.5, y: 210 })
    expect(centreOn({ ...centred, scale: 10 }, { x: 0, y: 0 }, phone, scale).scale).toBe(10)
  })
})
