import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type MapRect,
  buildSeatMap,
  type SeatMapModel,
  outlineGap,
  outlineToRectGap,
  sectorLabels,
  fitView,
  zoomLimits,
} from "@boleteria/core"
import { FIXTURE_MAPS, fixtureMapSectors, rowsOf, sector } from "./seatMapFixtures.js"

/** A bold sans-serif line is at most about 0.62 em a character: wider than the canvas measures it. */
const estimate = (text: string, fontPx: number) => text.length * fontPx * 0.62

const models = new Map(FIXTURE_MAPS.map((name) => [name, buildSeatMap(fixtureMapSectors(name))]))
const numberedMaps = FIXTURE_MAPS.filter((name) => models.get(name)!.sectors.length > 0)

/** Every seat (its drawn disc, as a square) of another sector than `own` that lies in the box, counted one by one. */
const otherSeatsIn = (model: SeatMapModel, box: MapRect, own: number) =>
  model.seats.filter((_, index) => {
    if (model.sectorOf[index] === own) return false
    const r = model.sectors[model.sectorOf[index]!]!.seatRadius
    const [x, y] = [model.xs[index]!, model.ys[index]!]
    return x + r > box.minX && x - r < box.maxX && y + r > box.minY && y - r < box.maxY
  })

const overlaps = (a: MapRect, b: MapRect) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
const within = (box: MapRect, outer: MapRect) =>
  box.minX >= outer.minX && box.maxX <= outer.maxX && box.minY >= outer.minY && box.maxY <= outer.maxY

/** From the whole map on a phone, a little zoomed out, to the closest zoom on a laptop. */
const scaleRange = (model: SeatMapModel) => ({
  min: fitView(model.bounds, { width: 343, height: 260 }).scale * 0.8,
  max: zoomLimits(model.bounds, { width: 820, height: 504 }, model.pitch).max,
})

describe("sector names", () => {
  it("never lie on another sector's seats or floor nor on each other, and stay on the map, on every fixture map at any zoom", () => {
    fc.assert(
      fc.property(fc.constantFrom(...numberedMaps), fc.double({ min: 0, max: 1, noNaN: true }), (name, at) => {
        const model = models.get(name)!
        const { min, max } = scaleRange(model)
        const scale = min * (max / min) ** at
        const labels = sectorLabels(model, scale, estimate)
        labels.forEach((label, own) => {
          if (label === null) return
          expect(otherSeatsIn(model, label.box, own), `${name} ${label.lines.join(" ")} at ${scale}`).toEqual([])
          if (!label.overSeats) expect(otherSeatsIn(model, label.box, -1)).toEqual([])
          for (const area of model.areas) expect(overlaps(label.box, area.rect), area.sector.cNombre).toBe(false)
          expect(overlaps(label.box, model.bounds) && within(label.box, model.bounds)).toBe(true)
          for (const other of labels.slice(own + 1)) {
            if (other === null) continue
            const apart =
              label.box.maxX <= other.box.minX ||
              other.box.maxX <= label.box.minX ||
              label.box.maxY <= other.box.minY ||
              other.box.maxY <= label.box.minY
            expect(apart, `${name}: ${label.lines.join(" ")} / ${other.lines.join(" ")}`).toBe(true)
          }
        })
      }),
      { numRuns: 150 },
    )
  })

  it("name every sector of every fixture map in the whole map's view on a laptop and on a phone", () => {
    for (const name of numberedMaps) {
      const model = models.get(name)!
      for (const frame of [
        { width: 820, height: 504 },
        { width: 343, height: 300 },
      ]) {
        const labels = sectorLabels(model, fitView(model.bounds, frame).scale, estimate)
        expect(
          labels.map((label, index) => (label === null ? model.sectors[index]!.sector.cNombre : null)),
          `${name} at ${frame.width} px`,
        ).toEqual(labels.map(() => null))
      }
    }
  })

  it("go above the front row, clear of the seats, where there is room", () => {
    const model = buildSeatMap([sector(1, "Platea", rowsOf(["A", "B", "C"], 12))])
    const [label] = sectorLabels(model, 2, estimate)
    expect(label?.lines).toEqual(["Platea"])
    expect(label?.fontPx).toBe(13)
    expect(label!.box.maxY).toBeLessThanOrEqual(100 - model.sectors[0]!.outlinePadding)
    expect(label!.centre.x).toBe(160)
  })

  it("move below the back row when the space above is another sector's", () => {
    const model = buildSeatMap([
      sector(1, "Platea", rowsOf(["A", "B"], 12)),
      sector(2, "Pullman", rowsOf(["A", "B"], 12, 100, 125, 100)),
    ])
    const [, pullman] = sectorLabels(model, 3, estimate)
    expect(pullman?.box.minY).toBeGreaterThan(136)
    expect(pullman?.overSeats).toBe(false)
  })
})

describe("sector outlines", () => {
  it("leave clear space between every two sectors and every floor, on every fixture map", () => {
    for (const name of FIXTURE_MAPS) {
      const model = models.get(name)!
      model.sectors.forEach((entry, i) => {
        for (const other of model.sectors.slice(i + 1)) {
          const names = `${name}: ${entry.sector.cNombre} / ${other.sector.cNombre}`
          expect(outlineGap(entry, other), names).toBeGreaterThan(Math.min(entry.pitch, other.pitch) / 4)
        }
        for (const area of model.areas) {
          expect(
            outlineToRectGap(entry, area.rect),
            `${name}: ${entry.sector.cNombre} / ${area.sector.cNombre}`,
          ).toBeGreaterThan(entry.pitch / 4)
        }
      })
    }
  })

  it("measure the gap between two blocks of rows as their distance less both paddings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 4 }), (distance, rows) => {
        const labels = ["A", "B", "C", "D"].slice(0, rows)
        const backY = 100 + (rows - 1) * 11
        const model = buildSeatMap([
          sector(1, "Platea", rowsOf(labels, 6)),
          sector(2, "Pullman", rowsOf(["A"], 6, 100, backY + distance, 100)),
        ])
        const [front, back] = model.sectors
        const expected = distance - front!.outlinePadding - back!.outlinePadding
        expect(outlineGap(front!, back!)).toBeCloseTo(expected)
      }),
    )
  })
})
