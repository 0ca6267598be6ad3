// @vitest-environment happy-dom
import { NetworkError } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { TEST_TENANT } from "../support/renderWithShop.js"
import { holdSeats, renderCheckoutPage } from "./checkoutHarness.js"

const SECOND = 1000
const MINUTE = 60 * SECOND

const clock = () => screen.getByRole("timer")
const extendButton = () => screen.queryByRole("button", { name: "Extender tiempo" })
/** What the clock's polite live regions tell a screen reader now: the alert, and how an extension asked for here went. */
const announced = () =>
  [...(clock().closest("header")?.querySelectorAll('[aria-live="polite"]') ?? [])]
    .map((region) => region.textContent)
    .filter((text) => text !== "")
    .join(" · ")

describe("extending the hold from the checkout's clock (WCAG 2.2.1)", () => {
  it("offers the button at 2 minutes left, and one press gives the shopper a full clock, told to screen readers", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    const id = await holdSeats(harness)
    harness.advance(10 * MINUTE - SECOND)
    expect(clock().textContent).toBe("02:01")
    expect(extendButton()).toBeNull()

    harness.advance(SECOND)
    expect(clock().textContent).toBe("02:00")
    expect(screen.getByText("Podés extenderlo 10 veces más.")).toBeTruthy()
    expect(announced()).toBe("Quedan menos de 2 minutos para completar la compra")
    await user.click(extendButton()!)

    await waitFor(() => expect(clock().textContent).toBe("12:00"))
    expect(extendButton()).toBeNull()
    expect(announced()).toBe("Tiempo extendido: te quedan 12 minutos para completar la compra.")
    expect(document.activeElement).toBe(clock())
    const held = await Effect.runPromise(harness.api.getProcess({ path: { idProcesoDeCompra: id } }))
    expect(Date.parse(held.dVencimiento)).toBe(harness.clock.nowMs + 12 * MINUTE)

    // The old deadline passes; the purchase goes on.
    harness.advance(3 * MINUTE)
    expect(clock().textContent).toBe("09:00")
    harness.advance(7 * MINUTE)
    expect(screen.getByText("Podés extenderlo 9 veces más.")).toBeTruthy()
  })

  it("works from the keyboard alone", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket")
    await holdSeats(harness)
    harness.advance(11 * MINUTE)
    extendButton()!.focus()
    await user.keyboard("{Enter}")
    await waitFor(() => expect(clock().textContent).toBe("12:00"))
  })

  it("says so when the extension could not be asked for, and keeps the button to try again", async () => {
    const user = userEvent.setup()
    const harness = await renderCheckoutPage("BuyTicket", {
      api: { extendHold: () => Effect.fail(new NetworkError({ message: "fetch failed" })) },
    })
    await holdSeats(harness)
    harness.advance(11 * MINUTE)
    await user.click(extendButton()!)
    await waitFor(() =>
      expect(announced()).toBe(
        "Error de comunicación con el servidor · Quedan menos de 2 minutos para completar la compra",
      ),
    )
    expect(screen.getByText("Podés extenderlo 10 veces más. Error de comunicación con el servidor")).toBeTruthy()
    expect(clock().textContent).toBe("01:00")
    expect(extendButton()?.getAttribute("aria-disabled")).toBe("false")
  })

  it("is not offered by a tenant that does not extend holds", async () => {
    const harness = await renderCheckoutPage("BuyTicket", {
      tenant: { purchase: { ...TEST_TENANT.purchase, holdExtensions: { enabled: false, max: 10 } } },
    })
    await holdSeats(harness)
    harness.advance(11 * MINUTE)
    expect(clock().textContent).toBe("01:00")
    expect(extendButton()).toBeNull()
    expect(screen.queryByText(/extender/iu)).toBeNull()
  })
})
