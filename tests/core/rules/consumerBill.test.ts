import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Bill, billFileName, containedTaxesOf, vatContainedIn } from "@boleteria/core"

const bill: Bill = {
  idComprobante: 7,
  cTipo: "FACTURA",
  cReferencia: "Pedido 12",
  nPuntoDeVenta: 3,
  nNumeroComprobante: 1520,
  cCAE: "75000000000012",
  dEmision: "2025-11-01T12:00:00.000Z",
  lProcesando: false,
}

/** Amounts as the shop charges them: pesos with at most two decimals, up to ten million. */
const totalsInCents = fc.integer({ min: 0, max: 1_000_000_000 })

describe("the VAT contained in a consumer bill (Ley 27.743)", () => {
  it("is total × 21/121, to the cent", () => {
    expect(vatContainedIn(121)).toBe(21)
    expect(vatContainedIn(47_300)).toBe(8_209.09) // 8.209,0909…
    expect(vatContainedIn(50_400)).toBe(8_747.11) // 8.747,1074…
    expect(vatContainedIn(100)).toBe(17.36) // 17,3553…
    expect(vatContainedIn(0.29)).toBe(0.05) // 29 cents × 21/121 = 5,03 cents
    expect(vatContainedIn(0)).toBe(0)
  })

  it("takes other rates as the same division", () => {
    expect(vatContainedIn(110.5, 10.5)).toBe(10.5)
  })

  it("counts VAT on the shop's services and products, never on the exempt tickets; no other national indirect taxes", () => {
    const order = {
      fTotalEntradas: 40_000,
      fTotalCargoServicio: 4_000,
      fTotalEntrega: 1_000,
      fTotalQrAntifraude: 0,
      fTotalProductos: 1_050,
    }
    expect(containedTaxesOf(order)).toEqual({ vat: vatContainedIn(6_050), otherNationalIndirectTaxes: 0 })
    expect(containedTaxesOf(order).vat).toBe(1_050)
    expect(containedTaxesOf({ ...order, fTotalEntradas: 90_000 })).toEqual(containedTaxesOf(order))
  })

  it("for any total, is in whole cents, within half a cent of the exact share, and 21% of the net", () => {
    fc.assert(
      fc.property(totalsInCents, (cents) => {
        const total = cents / 100
        const vat = vatContainedIn(total)
        const vatCents = Math.round(vat * 100)
        expect(vatCents / 100).toBe(vat)
        expect(Math.abs(vatCents - (cents * 21) / 121)).toBeLessThan(0.5)
        // It is 21% of the net price (total - VAT), to the cent: the two halves the bill implies agree.
        expect(Math.abs(vatCents - ((cents - vatCents) * 21) / 100)).toBeLessThan(1)
        expect(vatCents).toBeGreaterThanOrEqual(0)
        expect(vatCents).toBeLessThanOrEqual(cents)
      }),
    )
  })

  it("never falls when the total grows", () => {
    fc.assert(
      fc.property(totalsInCents, fc.integer({ min: 0, max: 1_000_000 }), (cents, more) => {
        expect(vatContainedIn((cents + more) / 100)).toBeGreaterThanOrEqual(vatContainedIn(cents / 100))
      }),
    )
  })
})

describe("a bill's file name", () => {
  it("follows the language of the purchase", () => {
    expect(billFileName(bill, "es")).toBe("factura-3-1520.pdf")
    expect(billFileName(bill, "en")).toBe("bill-3-1520.pdf")
    expect(billFileName({ ...bill, cTipo: "NOTA_DE_CREDITO" }, "es")).toBe("nota-de-credito-3-1520.pdf")
    expect(billFileName({ ...bill, cTipo: "NOTA_DE_CREDITO" }, "en")).toBe("credit-note-3-1520.pdf")
  })
})
