import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Promotion, chargeAmountsOf, promotedPrices, pickedAmount, promotionChoice } from "@boleteria/core"

const promotion = (idPromocion: number, cTipo: Promotion["cTipo"], percent: number): Promotion => ({
  idPromocion,
  cNombre: `Promo ${idPromocion}`,
  cDescripcion: null,
  cTipo,
  nPorcentajeDescuento: percent,
  nCantidadMinima: 1,
  nCantidadMaxima: 10,
  listaIdSector: [10],
  listaBin: null,
})

/** Two places of 42.000 with 4.200 of service charge each. */
const places = [
  { fPrecio: 42_000, fCargoServicio: 4_200 },
  { fPrecio: 42_000, fCargoServicio: 4_200 },
]
const bank = promotion(2, "PORCENTAJE", 20)

describe("what the places about to be taken cost with the shopper's pick", () => {
  it("is the picked promotion's price, and the full price with no pick or a pick that no longer applies", () => {
    const choice = promotionChoice([bank], places)
    expect(pickedAmount(choice, 2)).toBe(2 * (33_600 + 4_200))
    expect(pickedAmount(choice, null)).toBe(2 * (42_000 + 4_200))
    expect(pickedAmount(choice, 7)).toBe(2 * (42_000 + 4_200))
    expect(pickedAmount(promotionChoice([], places), 2)).toBe(2 * (42_000 + 4_200))
  })

  it("equals the total the checkout prices the hold at, for any places and promotion", () => {
    const place = fc.record({
      fPrecio: fc.integer({ min: 0, max: 500_000 }),
      fCargoServicio: fc.integer({ min: 0, max: 50_000 }),
    })
    const offered = fc.oneof(
      fc.integer({ min: 1, max: 100 }).map((percent) => promotion(5, "PORCENTAJE", percent)),
      fc.constant(promotion(6, "DOS_POR_UNO", 50)),
    )
    fc.assert(
      fc.property(fc.array(place, { minLength: 1, maxLength: 10 }), offered, (chosen, picked) => {
        // The hold prices the places under the promotion (both backends), and the checkout charges those prices.
        const held = promotedPrices(
          { kind: picked.cTipo, percent: picked.nPorcentajeDescuento },
          chosen.map((one) => one.fPrecio),
        )
        const checkout = chargeAmountsOf(
          chosen.map((one, index) => ({
            listPrice: one.fPrecio,
            price: held[index]!,
            serviceCharge: one.fCargoServicio,
            promotionBins: null,
          })),
          { delivery: 0, qr: 0, products: 0 },
          null,
        )
        expect(pickedAmount(promotionChoice([picked], chosen), picked.idPromocion)).toBe(checkout.total)
      }),
    )
  })
})
