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
  it("shows what this tenant takes, in its order: its cards, Mercado Pago and MODO (issue 14)", async () => {
    await renderShellWithFooter()
    expect(paymentLogos()).toEqual([
      "Visa",
      "Mastercard",
      "American Express",
      "Cabal",
      "Naranja X",
      "Mercado Pago",
      "MODO",
    ])
    expect(screen.queryByRole("img", { name: "PayPal" })).toBeNull()
  })

  it("shows the wallets a tenant switches on, each from its own local logo", async () => {
    await renderShellWithFooter({ tenant: { acceptedPayments: ["payPal", "tigoMoney", "applePay"] } })
    expect(paymentLogos()).toEqual(["PayPal", "Tigo Money", "Apple Pay"])
    expect(screen.getByRole("img", { name: "Tigo Money" }).getAttribute("src")).toBe("/logos/payments/tigomoney.svg")
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
