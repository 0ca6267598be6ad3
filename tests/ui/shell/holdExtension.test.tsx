// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { holdSeats } from "../checkout/checkoutHarness.js"
import { TEST_TENANT } from "../support/renderWithShop.js"
import { renderShell } from "./shellFixtures.js"

const SECOND = 1000
const MINUTE = 60 * SECOND

const bar = () => screen.getByRole("banner")
const clock = () => within(bar()).getByRole("timer", { name: "Tiempo para completar la compra" })
const isAlert = () => clock().closest("[data-alert]")?.getAttribute("data-alert") === "true"
const extendButton = () => within(bar()).queryByRole("button", { name: "Extender tiempo" })
/** The countdown's polite regions: the minutes left, then how an extension asked for from the bar went. */
const regions = () =>
  [...(clock().parentElement?.querySelectorAll('[aria-live="polite"]') ?? [])].map((region) => region.textContent)
/** The extension control comes after the first download: it is there once its region is. */
const extensionLoaded = () => waitFor(() => expect(regions()).toHaveLength(2))

describe("extending the hold from the top bar's countdown, on any page (WCAG 2.2.1)", () => {
  it("is offered at 2 minutes left and not before; one press renews the clock, says so and keeps the focus on it", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ session: "customer" })
    const id = await holdSeats(harness)
    await extensionLoaded()
    harness.advance(10 * MINUTE - SECOND)
    expect(clock().textContent).toBe("02:01")
    expect(extendButton()).toBeNull()

    harness.advance(SECOND)
    expect(clock().textContent).toBe("02:00")
    expect(isAlert()).toBe(true)
    await user.click(extendButton()!)

    await waitFor(() => expect(clock().textContent).toBe("12:00"))
    expect(isAlert()).toBe(false)
    expect(extendButton()).toBeNull()
    expect(regions()).toEqual([
      "Te quedan 12 minutos para completar la compra",
      "Tiempo extendido: te quedan 12 minutos para completar la compra.",
    ])
    expect(document.activeElement).toBe(clock())
    const held = await Effect.runPromise(harness.api.getProcess({ path: { idProcesoDeCompra: id } }))
    expect(Date.parse(held.dVencimiento)).toBe(harness.clock.nowMs + 12 * MINUTE)

    // The renewed clock offers it again in its own last 2 minutes.
    harness.advance(10 * MINUTE - SECOND)
    expect(extendButton()).toBeNull()
    harness.advance(SECOND)
    expect(extendButton()).not.toBeNull()
  })

  it("goes away once the tenant's limit is used: the clock runs on in its alert colour", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({
      session: "customer",
      tenant: { purchase: { ...TEST_TENANT.purchase, holdExtensions: { enabled: true, max: 1 } } },
    })
    await holdSeats(harness)
    await extensionLoaded()
    harness.advance(10 * MINUTE)
    await user.click(extendButton()!)
    await waitFor(() => expect(clock().textContent).toBe("12:00"))

    harness.advance(10 * MINUTE)
    expect(clock().textContent).toBe("02:00")
    expect(isAlert()).toBe(true)
    expect(regions()).toHaveLength(2)
    expect(extendButton()).toBeNull()
  })
})
