// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderShellWithFooter } from "./shellFixtures.js"

/** The footer's "Medios de pago" row, as the logos' names. */
const paymentLogos = () => {
  const row = screen.getByRole("heading", { name: "Medios de pago" }).closest("section")
  if (row === null) throw new Error("the payment logos have no section")
  return within(row)
    .getAllByRole("img")
    .map((logo) => logo.getAttribute("alt"))
}

describe("the footer's payment logos (issue 13: only what the shop takes)", () => {
  it("shows this tenant's cards, in its order, and no Mercado Pago, which it does not take", async () => {
    await renderShellWithFooter()
    expect(paymentLogos()).toEqual(["Visa", "Mastercard", "American Express", "Cabal", "Naranja X"])
    expect(screen.queryByRole("img", { name: "Mercado Pago" })).toBeNull()
  })

  it("shows Mercado Pago for a tenant that takes it", async () => {
    await renderShellWithFooter({ tenant: { acceptedPayments: ["mercadoPago", "visa"] } })
    expect(paymentLogos()).toEqual(["Mercado Pago", "Visa"])
  })

  it("leaves the row out for a tenant that names no payment", async () => {
    await renderShellWithFooter({ tenant: { acceptedPayments: [] } })
    expect(screen.queryByRole("heading", { name: "Medios de pago" })).toBeNull()
  })

  it("leaves out a brand the shop has no logo for", async () => {
    await renderShellWithFooter({ tenant: { acceptedPayments: ["diners", "cabal"] } })
    expect(paymentLogos()).toEqual(["Cabal"])
  })
})
