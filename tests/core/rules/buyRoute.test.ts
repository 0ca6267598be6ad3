import { describe, expect, it } from "vitest"
import { buyPath } from "@boleteria/core"

describe("buyPath", () => {
  it("sends the cart flow to /BuyTicket/{id}", () => {
    expect(buyPath("CART", 12)).toBe("/BuyTicket/12")
    expect(buyPath("CART", null)).toBe("/BuyTicket")
  })

  it("sends the box office to /BuyTicketBox with the purchase in the query", () => {
    expect(buyPath("BOX", 12)).toBe("/BuyTicketBox?idProcesoDeCompra=12")
    expect(buyPath("BOX", null)).toBe("/BuyTicketBox")
  })
})
