import { describe, expect, it } from "vitest"
import { type ShowType, firstCategories, topShowTypes } from "@boleteria/core"

const type = (idEspectaculoTipo: number, cNombre: string, nOrden: number): ShowType => ({
  idEspectaculoTipo,
  cNombre,
  nOrden,
})

const TYPES = [
  type(7, "Ópera", 7),
  type(2, "Música", 2),
  type(5, "Danza", 5),
  type(1, "Teatro", 1),
  type(8, "Circo", 8),
  type(3, "Stand-up", 3),
  type(6, "Deportes", 6),
  type(4, "Infantil", 4),
]

describe("topShowTypes (SPEC §2)", () => {
  it("keeps the types with nOrden up to the variant's limit, in nOrden order", () => {
    expect(topShowTypes(TYPES, 5).map((t) => t.cNombre)).toEqual(["Teatro", "Música", "Stand-up", "Infantil", "Danza"])
    expect(topShowTypes(TYPES, 3).map((t) => t.idEspectaculoTipo)).toEqual([1, 2, 3])
  })
})

describe("firstCategories (SPEC §2, §9: at most 6)", () => {
  it("takes the first categories by name, accents sorted as Spanish", () => {
    expect(firstCategories(TYPES, 6).map((t) => t.cNombre)).toEqual([
      "Circo",
      "Danza",
      "Deportes",
      "Infantil",
      "Música",
      "Ópera",
    ])
  })

  it("lists them all when there are fewer, and none for a limit of 0", () => {
    expect(firstCategories(TYPES.slice(0, 2), 6)).toHaveLength(2)
    expect(firstCategories(TYPES, 0)).toEqual([])
  })
})
