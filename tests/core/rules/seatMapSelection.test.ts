import { describe, expect, it } from "vitest"
import {
  type Promotion,
  applicablePromotions,
  promotionChoice,
  promotionToSend,
  keepFreeSeats,
  placesLeftToTake,
  quantityChoices,
  toggleSeat,
} from "@boleteria/core"

describe("seat selection limits", () => {
  it("lets the shopper take up to the function's maximum, less what the purchase already holds", () => {
    expect(placesLeftToTake(8, 0)).toBe(8)
    expect(placesLeftToTake(8, 6)).toBe(2)
    expect(placesLeftToTake(8, 9)).toBe(0)
  })

  it("toggles free seats one by one up to the limit", () => {
    let selection: ReadonlyArray<number> = []
    for (const id of [1, 2]) selection = toggleSeat(selection, id, "LIBRE", 2).selection
    expect(selection).toEqual([1, 2])
    expect(toggleSeat(selection, 3, "LIBRE", 2)).toEqual({ outcome: "limitReached", selection })
    expect(toggleSeat(selection, 1, "LIBRE", 2)).toEqual({ outcome: "removed", selection: [2] })
  })

  it("never chooses a held or sold seat", () => {
    expect(toggleSeat([], 5, "VENDIDA", 8).outcome).toBe("unavailable")
    expect(toggleSeat([], 5, "RETENIDA", 8).outcome).toBe("unavailable")
  })

  it("drops chosen seats that someone else took meanwhile", () => {
    const states = new Map([
      [1, "LIBRE" as const],
      [2, "RETENIDA" as const],
    ])
    expect(keepFreeSeats([1, 2], (id) => states.get(id))).toEqual([1])
    const unchanged = [1]
    expect(keepFreeSeats(unchanged, (id) => states.get(id))).toBe(unchanged)
  })

  it("offers quantities from 1 to the lesser of what is free and what may be taken", () => {
    expect(quantityChoices(3, 8)).toEqual([1, 2, 3])
    expect(quantityChoices(500, 4)).toEqual([1, 2, 3, 4])
    expect(quantityChoices(0, 8)).toEqual([])
  })
})

const promotion = (
  idPromocion: number,
  listaIdSector: ReadonlyArray<number>,
  min = 1,
  max = 8,
  listaBin: ReadonlyArray<string> | null = null,
): Promotion => ({
  idPromocion,
  cNombre: `Promo ${idPromocion}`,
  cDescripcion: null,
  cTipo: "PORCENTAJE",
  nPorcentajeDescuento: 20,
  nCantidadMinima: min,
  nCantidadMaxima: max,
  listaIdSector,
  listaBin,
})

describe("promotions before taking places", () => {
  const students = promotion(1, [10], 1, 4)
  const presale = promotion(2, [10, 20])
  const twoForOne: Promotion = { ...promotion(3, [10, 20], 2, 8), cTipo: "DOS_POR_UNO", nPorcentajeDescuento: 50 }
  const bank = promotion(4, [10], 1, 6, ["450995", "450799"])
  /** Two places of 10.000 with 1.000 of service charge each. */
  const places = [
    { fPrecio: 10_000, fCargoServicio: 1_000 },
    { fPrecio: 10_000, fCargoServicio: 1_000 },
  ]

  it("applies only to the chosen sectors and quantities", () => {
    expect(applicablePromotions([students, presale, twoForOne], [10], 1)).toEqual([students, presale])
    expect(applicablePromotions([students, presale, twoForOne], [10, 20], 5)).toEqual([presale, twoForOne])
    expect(applicablePromotions([students], [10], 0)).toEqual([])
  })

  it("offers each promotion beside the full price, with what the places cost under it and the cards it needs", () => {
    const choice = promotionChoice([presale, twoForOne, bank], places)
    expect(choice.fullAmount).toBe(22_000)
    expect(choice.offers.map(({ promotion, amount, bins }) => [promotion.idPromocion, amount, bins])).toEqual([
      [2, 18_000, null],
      [3, 12_000, null],
      [4, 18_000, ["450995", "450799"]],
    ])
    expect(promotionChoice([], places)).toEqual({ fullAmount: 22_000, offers: [], places })
  })

  it("never applies a promotion the shopper did not pick, even a lone one", () => {
    const lone = promotionChoice([bank], places)
    expect(promotionToSend(lone, null)).toBeNull()
    expect(promotionToSend(lone, 4)).toBe(4)
    const several = promotionChoice([students, presale], places)
    expect(promotionToSend(several, 2)).toBe(2)
    expect(promotionToSend(several, 3)).toBeNull()
  })
})
