import { describe, expect, it } from "vitest"
import {
  type Sector,
  offersWheelchairSpace,
  priceTiers,
  tierOfSector,
  areaAt,
  buildSeatMap,
  rowChoices,
  selectionTotal,
} from "@boleteria/core"
import { arenaSectors, rowsOf, sector } from "./seatMapFixtures.js"

const priced = (entry: Sector, fPrecio: number, fCargoServicio = fPrecio / 10): Sector => ({
  ...entry,
  fPrecio,
  fCargoServicio,
})

describe("price tiers", () => {
  it("groups sectors by price, dearest first, general admission included", () => {
    const tiers = priceTiers([
      priced(sector(1, "Platea", []), 42_000),
      priced(sector(2, "Pullman", []), 31_500),
      priced(sector(3, "Campo", [], false), 31_500),
      priced(sector(4, "Palco", []), 60_000),
    ])
    expect(tiers.map((tier) => [tier.price, tier.sectorIds])).toEqual([
      [60_000, [4]],
      [42_000, [1]],
      [31_500, [2, 3]],
    ])
    expect(tierOfSector(tiers, 3)).toBe(2)
    expect(tierOfSector(tiers, 99)).toBe(-1)
  })

  it("gives each sector of the model its tier", () => {
    const model = buildSeatMap([
      priced(sector(1, "Platea", rowsOf(["A"], 4)), 42_000),
      priced(sector(2, "Pullman", rowsOf(["A"], 4, 100, 300, 100)), 31_500),
    ])
    expect(model.sectors.map((entry) => entry.tier)).toEqual([0, 1])
  })
})

describe("what makes the plan readable", () => {
  const model = buildSeatMap([sector(1, "Platea", rowsOf(["A", "B", "C"], 5))])
  const platea = model.sectors[0]!

  it("measures how far apart seats sit and sizes them from it", () => {
    // rowsOf: seats 10 units apart, rows 11.
    expect(platea.pitch).toBe(10)
    expect(model.pitch).toBe(10)
    expect(platea.seatRadius).toBeGreaterThan(3)
    expect(platea.seatRadius).toBeLessThan(5)
  })

  it("outlines a sector through its outer seats: front row, right ends, back row, left ends", () => {
    const corners = platea.outline.map((point) => `${point.x},${point.y}`)
    expect(corners).toEqual([
      "100,100",
      "110,100",
      "120,100",
      "130,100",
      "140,100",
      "140,111",
      "140,122",
      "130,122",
      "120,122",
      "110,122",
      "100,122",
      "100,111",
    ])
  })

  it("writes each row's letter one pitch beyond both ends", () => {
    const rowB = platea.rows[1]!
    expect(rowB.label).toBe("B")
    expect(rowB.labelStart).toEqual({ x: 90, y: 111 })
    expect(rowB.labelEnd).toEqual({ x: 150, y: 111 })
  })

  it("puts the stage above everything, centred", () => {
    expect(model.stage.maxY).toBeLessThan(100 - platea.outlinePadding)
    expect((model.stage.minX + model.stage.maxX) / 2).toBeCloseTo(120)
    expect(model.bounds.minY).toBeLessThan(model.stage.minY)
    expect(model.bounds.minX).toBeLessThanOrEqual(platea.rows[0]!.labelStart.x)
    expect(model.bounds.maxX).toBeGreaterThanOrEqual(platea.rows[0]!.labelEnd.x)
  })

  it("draws general-admission floors from their area, and finds the floor under a point", () => {
    const withFloor = buildSeatMap([
      { ...sector(1, "Campo", [], false), oArea: { nX: 300, nY: 100, nAncho: 200, nAlto: 100 } },
      sector(2, "Platea", rowsOf(["A"], 4)),
      sector(3, "Popular", [], false),
    ])
    expect(withFloor.areas.map((area) => area.sector.cNombre)).toEqual(["Campo"])
    expect(areaAt(withFloor, { x: 350, y: 150 })).toBe(0)
    expect(areaAt(withFloor, { x: 110, y: 100 })).toBe(-1)
    expect(withFloor.bounds.maxX).toBeGreaterThanOrEqual(500)
  })
})

describe("the demo arena", () => {
  const model = buildSeatMap(arenaSectors())

  it("has one outline per numbered stand, each going round its outer seats", () => {
    expect(model.sectors).toHaveLength(6)
    for (const entry of model.sectors) {
      const rows = entry.rows.length
      const front = entry.rows[0]!.seats.length
      const back = entry.rows.at(-1)!.seats.length
      expect(entry.outline).toHaveLength(front + back + 2 * (rows - 2))
    }
  })
})

describe("the list chooser's rows and the chosen seats' total", () => {
  const seats = rowsOf(["A", "B"], 3).map((seat) =>
    seat.cFila === "A" && seat.cButaca !== "2" ? { ...seat, cEstado: "VENDIDA" as const } : seat,
  )
  const model = buildSeatMap([priced(sector(1, "Platea", seats), 40_000, 4_000)])

  it("lists rows from the stage back with how many seats are free", () => {
    expect(rowChoices(model, 0)).toEqual([
      { rowIndex: 0, label: "A", free: 1 },
      { rowIndex: 1, label: "B", free: 3 },
    ])
    expect(rowChoices(model, 5)).toEqual([])
  })

  it("adds each chosen seat's price and service charge", () => {
    expect(selectionTotal(model, [4, 5])).toBe(88_000)
    expect(selectionTotal(model, [])).toBe(0)
  })
})

describe("wheelchair spaces", () => {
  it("are offered by best available only while one is free in a numbered sector", () => {
    const [first, ...rest] = rowsOf(["A"], 4)
    const space = { ...first!, cAcceso: "SILLA_DE_RUEDAS" as const }
    expect(offersWheelchairSpace(sector(1, "Platea", [space, ...rest]))).toBe(true)
    expect(offersWheelchairSpace(sector(1, "Platea", [{ ...space, cEstado: "RETENIDA" }, ...rest]))).toBe(false)
    expect(offersWheelchairSpace(sector(1, "Platea", rowsOf(["A"], 4)))).toBe(false)
  })
})
