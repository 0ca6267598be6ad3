import { describe, expect, it } from "vitest"
import { neighbourSeat, nearestInGrid, buildSeatMap, sectorIndexOf, seatsOfSector } from "@boleteria/core"
import { arenaSectors, rowsOf, sector } from "./seatMapFixtures.js"

const seatName = (model: ReturnType<typeof buildSeatMap>, index: number) =>
  `${model.seats[index]!.cFila}${model.seats[index]!.cButaca}`

describe("seat map model", () => {
  it("orders rows from the stage back and seats left to right, whatever order the API sends", () => {
    const seats = rowsOf(["A", "B"], 3).reverse()
    const model = buildSeatMap([sector(1, "Platea", seats)])
    expect(seatsOfSector(model, 0).map((i) => seatName(model, i))).toEqual(["A1", "A2", "A3", "B1", "B2", "B3"])
  })

  it("leaves general-admission sectors off the map", () => {
    const model = buildSeatMap([sector(1, "Campo", [], false), sector(2, "Platea", rowsOf(["A"], 2))])
    expect(model.sectors.map((entry) => entry.sector.cNombre)).toEqual(["Platea"])
    expect(sectorIndexOf(model, 1)).toBe(-1)
    expect(sectorIndexOf(model, 2)).toBe(0)
  })

  // No clock here: a test on a busy machine must not fail for being slow.
  it("builds the 20,198-seat arena and hit-tests any of its seats", () => {
    const model = buildSeatMap(arenaSectors())
    expect(model.seats).toHaveLength(20_198)
    for (const index of [0, 5_000, 12_345, 20_197]) {
      expect(nearestInGrid(model.grid, model.xs, model.ys, model.xs[index]! + 1, model.ys[index]! - 1, 4)).toBe(index)
    }
  })
})

describe("keyboard neighbours (arrows on the seat map)", () => {
  const model = buildSeatMap([
    sector(1, "Platea", rowsOf(["A", "B", "C"], 4)),
    sector(2, "Pullman", rowsOf(["P"], 2, 100, 300, 100)),
  ])
  const at = (name: string) =>
    seatsOfSector(model, name.startsWith("P") ? 1 : 0).find((i) => seatName(model, i) === name)!
  type Direction = Parameters<typeof neighbourSeat>[2]
  const step = (from: string, direction: Direction) => seatName(model, neighbourSeat(model, at(from), direction))

  it.for([
    // Along the row, stopping at its ends, and to the nearest seat of the row in front (up) or behind
    // (down), within the sector.
    ["B2", { right: "B3", left: "B1", rowStart: "B1", rowEnd: "B4", firstRow: "A2", lastRow: "C2" }],
    ["B1", { left: "B1" }],
    ["B4", { right: "B4" }],
    ["B3", { up: "A3", down: "C3" }],
    ["A3", { up: "A3" }],
    ["C3", { down: "C3" }],
    ["P1", { up: "P1" }],
  ] as const)("moves from %s to its neighbours", ([from, moves]) => {
    for (const [direction, to] of Object.entries(moves)) expect(step(from, direction as Direction)).toBe(to)
  })

  it("finds the seat across a shorter, shifted row by position", () => {
    const uneven = buildSeatMap([
      sector(1, "Tribuna", [...rowsOf(["1"], 10, 100, 100), ...rowsOf(["2"], 4, 135, 111, 50)]),
    ])
    const last = seatsOfSector(uneven, 0).find((i) => seatName(uneven, i) === "19")!
    expect(seatName(uneven, neighbourSeat(uneven, last, "down"))).toBe("24")
  })
})
