import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type Promotion,
  chargeAmountsOf,
  promotedPrices,
  assignInOrder,
  initialSplit,
  resizeSplit,
  seatPromotionsOf,
  shareAmounts,
  splitAmount,
  splitProblems,
  splittablePromotions,
  type PromotionShare,
  pickedAmount,
  promotionChoice,
} from "@boleteria/core"

const promotion = (idPromocion: number, cTipo: Promotion["cTipo"], percent: number, min = 1, max = 10): Promotion => ({
  idPromocion,
  cNombre: `Promo ${idPromocion}`,
  cDescripcion: null,
  cTipo,
  nPorcentajeDescuento: percent,
  nCantidadMinima: min,
  nCantidadMaxima: max,
  listaIdSector: [10],
  listaBin: null,
})

const retirees = promotion(3, "PORCENTAJE", 30, 1, 2)
const students = promotion(4, "PORCENTAJE", 50, 1, 4)
const twoForOne = promotion(1, "DOS_POR_UNO", 50, 2, 8)
const promotions = [retirees, students, twoForOne]

const place = fc.record({
  fPrecio: fc.integer({ min: 0, max: 500_000 }),
  fCargoServicio: fc.integer({ min: 0, max: 50_000 }),
})

/** Places and a split of exactly them among "no promotion" and the promotions (in the dialog's order). */
const placesAndSplit = fc.array(place, { minLength: 1, maxLength: 10 }).chain((places) =>
  fc
    .array(fc.integer({ min: 0, max: promotions.length }), { minLength: places.length, maxLength: places.length })
    .map((rows) => {
      const shares = initialSplit(promotions, 0).map((share, row) => ({
        ...share,
        quantity: rows.filter((each) => each === row).length,
      }))
      return { places, shares }
    }),
)

const total = (shares: ReadonlyArray<PromotionShare>) => shares.reduce((sum, share) => sum + share.quantity, 0)

describe("a split of the places picked among the function's promotions", () => {
  it("must add up to the places and keep each promotion given places within its limits", () => {
    const shares = [
      { idPromocion: null, quantity: 1 },
      { idPromocion: 3, quantity: 1 },
      { idPromocion: 4, quantity: 1 },
      { idPromocion: 1, quantity: 0 },
    ]
    expect(splitProblems(shares, promotions, 4)).toEqual([{ kind: "count", chosen: 3, places: 4 }])
    expect(splitProblems(shares, promotions, 3)).toEqual([])
    const tooMany = [{ idPromocion: 3, quantity: 3 }]
    expect(splitProblems(tooMany, promotions, 3)).toEqual([{ kind: "limits", promotion: retirees }])
    const tooFew = [
      { idPromocion: null, quantity: 2 },
      { idPromocion: 1, quantity: 1 },
    ]
    expect(splitProblems(tooFew, promotions, 3)).toEqual([{ kind: "limits", promotion: twoForOne }])
  })

  it("reports a count problem exactly when the quantities do not add up, a limits problem per share out of range", () => {
    fc.assert(
      fc.property(placesAndSplit, fc.integer({ min: 1, max: 12 }), ({ shares }, places) => {
        const problems = splitProblems(shares, promotions, places)
        expect(problems.some((problem) => problem.kind === "count")).toBe(total(shares) !== places)
        const outOfRange = shares.filter((share) => {
          const offered = promotions.find((each) => each.idPromocion === share.idPromocion)
          return (
            offered !== undefined &&
            share.quantity > 0 &&
            (share.quantity < offered.nCantidadMinima || share.quantity > offered.nCantidadMaxima)
          )
        })
        expect(problems.filter((problem) => problem.kind === "limits")).toHaveLength(outOfRange.length)
      }),
    )
  })

  it("offers the promotions that cover every sector picked and whose minimum fits the places", () => {
    const otherSector = { ...students, listaIdSector: [11] }
    expect(splittablePromotions([retirees, otherSector, twoForOne], [10], 1)).toEqual([retirees])
    expect(splittablePromotions([retirees, otherSector, twoForOne], [10], 2)).toEqual([retirees, twoForOne])
    expect(splittablePromotions(promotions, [], 2)).toEqual([])
  })

  it("gives the places, in the order picked, to the shares in the dialog's order", () => {
    const shares = [
      { idPromocion: null, quantity: 1 },
      { idPromocion: 3, quantity: 2 },
      { idPromocion: 4, quantity: 1 },
    ]
    expect(assignInOrder(["a", "b", "c", "d"], shares).map((each) => each.idPromocion)).toEqual([null, 3, 3, 4])
    expect(seatPromotionsOf([71, 72, 73, 74], shares)).toEqual([
      { idPosicion: 72, idPromocion: 3 },
      { idPosicion: 73, idPromocion: 3 },
      { idPosicion: 74, idPromocion: 4 },
    ])
  })

  it("gives each promotion exactly its quantity of places when the split adds up", () => {
    fc.assert(
      fc.property(placesAndSplit, ({ places, shares }) => {
        const assigned = assignInOrder(places, shares)
        for (const share of shares) {
          expect(assigned.filter((each) => each.idPromocion === share.idPromocion)).toHaveLength(share.quantity)
        }
      }),
    )
  })

  it("still adds up after places are added or let go, never below zero, keeping the promotions' shares first", () => {
    fc.assert(
      fc.property(placesAndSplit, fc.integer({ min: 0, max: 12 }), ({ shares }, places) => {
        const resized = resizeSplit(shares, promotions, places)
        expect(total(resized)).toBe(places)
        expect(resized.every((share) => share.quantity >= 0)).toBe(true)
        expect(resized.map((share) => share.idPromocion)).toEqual(shares.map((share) => share.idPromocion))
        const promoted = total(shares.slice(1))
        if (places >= promoted) expect(resized.slice(1)).toEqual(shares.slice(1))
      }),
    )
  })

  it("costs, on the panel, what the checkout charges once the hold prices each promotion's places together", () => {
    fc.assert(
      fc.property(placesAndSplit, ({ places, shares }) => {
        // The hold (both backends): each promotion prices its own places, in place-key order (any order).
        const assigned = assignInOrder(places, shares).map((each, index) => ({ ...each, index }))
        const held = new Map<number, number>()
        for (const offered of promotions) {
          const mine = assigned.filter((each) => each.idPromocion === offered.idPromocion).reverse()
          const prices = promotedPrices(
            { kind: offered.cTipo, percent: offered.nPorcentajeDescuento },
            mine.map((each) => each.item.fPrecio),
          )
          mine.forEach((each, at) => held.set(each.index, prices[at]!))
        }
        const checkout = chargeAmountsOf(
          places.map((one, index) => ({
            listPrice: one.fPrecio,
            price: held.get(index) ?? one.fPrecio,
            serviceCharge: one.fCargoServicio,
            promotionBins: null,
          })),
          { delivery: 0, qr: 0, products: 0 },
          null,
        )
        expect(pickedAmount(promotionChoice(promotions, places), shares)).toBe(checkout.total)
      }),
    )
  })

  it("shows subtotals per share that add up to the total", () => {
    fc.assert(
      fc.property(placesAndSplit, ({ places, shares }) => {
        const subtotals = shareAmounts(places, shares, promotions)
        expect(subtotals).toHaveLength(shares.length)
        expect(subtotals.reduce((sum, each) => sum + each, 0)).toBe(splitAmount(places, shares, promotions))
      }),
    )
  })

  it("costs the same as picking that one promotion when the split gives it every place", () => {
    fc.assert(
      fc.property(fc.array(place, { minLength: 2, maxLength: 8 }), fc.constantFrom(...promotions), (places, only) => {
        const choice = promotionChoice([only], places)
        const shares = [{ idPromocion: only.idPromocion, quantity: places.length }]
        expect(pickedAmount(choice, shares)).toBe(pickedAmount(choice, only.idPromocion))
      }),
    )
  })
})
