// @vitest-environment happy-dom
import { formatMoney } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { renderWithShop, TEST_TENANT } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, FunctionAndCheckout } from "./support.js"

/** The Teatro Gran Corrientes' Platea (fixtures/catalog). */
const PLATEA = 19
const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es")

const chosenPanel = () => screen.getByRole("region", { name: "Butacas elegidas" })
/** The figure of the panel's bar (on phones, the sticky bar at the bottom): "Elegidas: 2 · <total> …". */
const panelTotal = () => within(chosenPanel()).getByTestId("take-bar").querySelector("strong")?.textContent
const panelLine = () => within(chosenPanel()).getByTestId("take-bar").querySelector("p")?.textContent
const summaryFigure = (term: string) =>
  within(screen.getByTestId("cart-summary")).getByText(term).nextElementSibling?.textContent

describe("the seat panel's total follows the chosen promotion", () => {
  it("with «20% de descuento con Visa del Banco Pampa» picked, it is the total the checkout then shows", async () => {
    const user = userEvent.setup()
    // The function page and the checkout in one shop: "Continuar" goes from one to the other.
    const harness = await renderWithShop(<FunctionAndCheckout />, {
      route: `/funcion?idFuncion=${DEMO_FUNCTION}`,
      session: "customer",
    })
    await screen.findByRole("heading", { level: 1 })
    const performance = await Effect.runPromise(harness.api.getPerformance({ path: { idFuncion: DEMO_FUNCTION } }))
    const platea = performance.listaSector.find((sector) => sector.idSector === PLATEA)!

    // Seats A1 and A2 from the map, by keyboard.
    screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
    await user.tab()
    await user.keyboard("{Enter}{ArrowRight}{Enter}")
    const fullTotal = 2 * (platea.fPrecio + platea.fCargoServicio)
    expect(panelTotal()).toBe(price(fullTotal))
    expect(panelLine()).toBe(`Elegidas: 2 · ${price(fullTotal)} con cargo por servicio`)

    await user.click(within(chosenPanel()).getByRole("radio", { name: /^20% de descuento con Visa del Banco Pampa/ }))
    const promoted = 2 * (Math.round(platea.fPrecio * 0.8) + platea.fCargoServicio)
    expect(panelTotal()).toBe(price(promoted))
    expect(panelLine()).toBe(`Elegidas: 2 · ${price(promoted)} con la promoción elegida y cargo por servicio`)

    // Back to no promotion, and to the promotion again: the total follows each pick.
    await user.click(within(chosenPanel()).getByRole("radio", { name: /^Sin promoción/ }))
    expect(panelTotal()).toBe(price(fullTotal))
    await user.click(within(chosenPanel()).getByRole("radio", { name: /^20% de descuento con Visa del Banco Pampa/ }))
    const shownOnPanel = panelTotal()

    await user.click(within(chosenPanel()).getByRole("button", { name: "Reservar butacas elegidas (2)" }))
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    await user.click(within(held).getByRole("link", { name: "Continuar" }))
    harness.dispatch({ type: "route.changed", name: "BuyTicket", path: harness.currentPath() })
    await screen.findByTestId("cart-summary")
    expect(summaryFigure("Total a pagar")).toBe(shownOnPanel)
  })
})
