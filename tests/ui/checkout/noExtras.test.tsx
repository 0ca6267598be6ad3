// @vitest-environment happy-dom
import { screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { holdSeats, renderCheckoutPage } from "./checkoutHarness.js"

// A file of its own: the shop keeps API answers for the page load, and this one must not leak
// into tests that expect the demo billboard's extra products for the same purchase id.
describe("the checkout without extra products", () => {
  it("skips the extras step when the purchase offers none", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket", { api: { getExtraProducts: () => Effect.succeed([]) } })
    await holdSeats(harness)
    await user.click(await screen.findByRole("button", { name: "Continuar con la entrega" }))
    await user.click(await screen.findByRole("button", { name: "Continuar" }))
    expect(await screen.findByRole("button", { name: /^Pagar / })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: "Sumá adicionales" })).toBeNull()
  })
})
