import { describe, expect, it } from "vitest"
import {
  type CartPromotion,
  type HeldPosition,
  chargeReading,
  checkoutAmountsOf,
  type LineToPrice,
  chargeAmountsOf,
  promotionHoldsWithCard,
  WALLET_CARD_BIN,
} from "@boleteria/core"

const BANK: CartPromotion = { idPromocion: 2, cNombre: "20% con Visa del Banco Pampa", listaBin: ["450995", "450799"] }
const TWO_FOR_ONE: CartPromotion = { idPromocion: 1, cNombre: "2x1 los miércoles", listaBin: null }
const PAMPA_VISA = "450995"
const OTHER_BANK = "400000"

const place = (
  idPosicion: number,
  listPrice: number,
  discount: number,
  promotion: CartPromotion | null,
): HeldPosition => ({
  idPosicion,
  idSector: 19,
  cSector: "Platea",
  cFila: "A",
  cButaca: String(idPosicion),
  fPrecio: listPrice - discount + 4_200,
  fPrecioLista: listPrice,
  fDescuento: discount,
  fCargoServicio: 4_200,
  idPromocion: promotion?.idPromocion ?? null,
})

/** Two seats at 42.000 with the bank's 20%, and a 2x1 pair at 30.000 (one of them free). */
const lines: ReadonlyArray<LineToPrice> = [
  { held: [place(1, 42_000, 8_400, BANK), place(2, 42_000, 8_400, BANK)], promotions: [BANK] },
  { held: [place(3, 30_000, 0, TWO_FOR_ONE), place(4, 30_000, 30_000, TWO_FOR_ONE)], promotions: [TWO_FOR_ONE] },
]
const boxOffice = { fPrecio: 0, cCodigo: "BOLETERIA" } as const
const parking = { fPrecio: 4_000, nCantidadSeleccionada: 2 }

describe("a bank promotion is an offer, never a condition", () => {
  it("holds with a card whose number starts with one of its BINs, and any promotion without BINs holds with any card", () => {
    expect(promotionHoldsWithCard(["450995", "450799"], "4507991234")).toBe(true)
    expect(promotionHoldsWithCard(["450995"], OTHER_BANK)).toBe(false)
    expect(promotionHoldsWithCard(null, OTHER_BANK)).toBe(true)
  })

  it("a wallet (WALLET_CARD_BIN) keeps the promotions for any means of payment and drops the bank's", () => {
    const choices = { delivery: boxOffice, products: [parking], installments: null }
    const wallet = checkoutAmountsOf(lines, { ...choices, cardBin: WALLET_CARD_BIN })
    const other = checkoutAmountsOf(lines, { ...choices, cardBin: OTHER_BANK })
    expect(wallet).toMatchObject({ total: other.total, repriced: true, droppedPromotions: [BANK] })
    expect(wallet.lines[1]!.places.map((seat) => seat.promotionDropped)).toEqual([false, false])
  })

  it("goes back to full price with another card, and only its own places do", () => {
    const choices = { delivery: boxOffice, products: [parking], installments: null }
    const beforeCard = checkoutAmountsOf(lines, { ...choices, cardBin: null })
    const pampa = checkoutAmountsOf(lines, { ...choices, cardBin: PAMPA_VISA })
    const other = checkoutAmountsOf(lines, { ...choices, cardBin: OTHER_BANK })
    expect(beforeCard).toMatchObject({ tickets: 97_200, discount: 46_800, service: 16_800, qr: 500, products: 8_000 })
    expect(pampa).toMatchObject({ total: beforeCard.total, repriced: false, droppedPromotions: [] })
    expect(other).toMatchObject({ tickets: 114_000, discount: 30_000, repriced: true, droppedPromotions: [BANK] })
    expect(other.total - pampa.total).toBe(16_800)
    expect(other.lines[0]!.places.map((seat) => [seat.amount, seat.promotionDropped])).toEqual([
      [46_200, true],
      [46_200, true],
    ])
    expect(other.lines[1]!.places.map((seat) => [seat.amount, seat.discount, seat.promotionDropped])).toEqual([
      [34_200, 0, false],
      [4_200, 30_000, false],
    ])
  })

  it("adds the instalment surcharge on the whole, to the peso, as the processor's plan", () => {
    const amounts = checkoutAmountsOf(lines, {
      delivery: null,
      products: [],
      cardBin: PAMPA_VISA,
      installments: { count: 12, surchargePercent: 38 },
    })
    expect(amounts.total).toBe(114_000)
    expect(amounts).toMatchObject({ surcharge: 43_320, toPay: 157_320 })
  })

  it("prices the server's places the same as the shop's lines", () => {
    const places = lines.flatMap((line) =>
      line.held.map((seat) => ({
        listPrice: seat.fPrecioLista,
        price: seat.fPrecioLista - seat.fDescuento,
        serviceCharge: seat.fCargoServicio,
        promotionBins:
          line.promotions.find((promotion) => promotion.idPromocion === seat.idPromocion)?.listaBin ?? null,
      })),
    )
    for (const cardBin of [null, PAMPA_VISA, OTHER_BANK]) {
      const {
        lines: _lines,
        droppedPromotions: _dropped,
        surcharge: _surcharge,
        toPay: _toPay,
        ...shop
      } = checkoutAmountsOf(lines, { delivery: boxOffice, products: [parking], cardBin, installments: null })
      expect(shop).toEqual(chargeAmountsOf(places, { delivery: 0, qr: 500, products: 8_000 }, cardBin))
    }
  })
})

describe("a charge of nothing", () => {
  it("reads as free, and any other amount as itself", () => {
    expect(chargeReading(0)).toBe("free")
    expect(chargeReading(500)).toBe("amount")
    expect(chargeReading(1)).toBe("amount")
  })
})
