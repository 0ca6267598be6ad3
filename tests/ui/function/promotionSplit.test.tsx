// @vitest-environment happy-dom
import { formatMoney, TenantConfig } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Schema from "effect/Schema"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import productsTenantFile from "../../../fixtures/tenant-products.json" with { type: "json" }
import { renderWithShop, TEST_TENANT } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, FunctionAndCheckout, renderFunctionPage } from "./support.js"

/** The second demo tenant: multiPromotion on. */
const PRODUCTS_TENANT = Schema.decodeUnknownSync(TenantConfig)(productsTenantFile)
/** The Teatro Gran Corrientes' Platea (fixtures/catalog). */
const PLATEA = 19
const RETIREES = "Jubilados: 30% de martes a jueves"
const BANK = "20% de descuento con Visa del Banco Pampa"
const TWO_FOR_ONE = "2x1 los miércoles"
const price = (amount: number) => formatMoney(amount, TEST_TENANT.price, "es")

const chosenPanel = () => screen.getByRole("region", { name: "Butacas elegidas" })
const splitDialog = () => within(chosenPanel()).getByRole("group", { name: /^Repartí tus \d+ ubicaciones/ })
const quantityOf = (name: RegExp) => within(splitDialog()).getByRole("spinbutton", { name })
const takeButton = () => within(chosenPanel()).getByRole("button", { name: /^Reservar butacas elegidas/ })
const panelTotal = () => within(chosenPanel()).getByTestId("take-bar").querySelector("strong")?.textContent

/** Seats A1, A2 and A3 of the map, by keyboard. */
const pickThreeSeats = async (user: ReturnType<typeof userEvent.setup>) => {
  screen.getByRole("button", { name: /Ver todo el mapa/ }).focus()
  await user.tab()
  await user.keyboard("{Enter}{ArrowRight}{Enter}{ArrowRight}{Enter}")
}

describe("the multi-promotion dialog (the second tenant's multiPromotion flag)", () => {
  it("splits the places among the promotions, says what is wrong, keeps focus, and holds each seat with its own", async () => {
    const user = userEvent.setup()
    const harness = await renderWithShop(<FunctionAndCheckout />, {
      route: `/funcion?idFuncion=${DEMO_FUNCTION}`,
      session: "customer",
      tenant: PRODUCTS_TENANT,
    })
    await screen.findByRole("heading", { level: 1 })
    const performance = await Effect.runPromise(harness.api.getPerformance({ path: { idFuncion: DEMO_FUNCTION } }))
    const platea = performance.listaSector.find((sector) => sector.idSector === PLATEA)!
    await pickThreeSeats(user)

    // Every place starts at full price; no radio buttons of the one-promotion dialog.
    expect(within(chosenPanel()).queryByRole("radio")).toBeNull()
    expect(quantityOf(/^Cantidad sin promoción/).getAttribute("value")).toBe("3")
    expect(quantityOf(new RegExp(`^Cantidad con ${RETIREES}, 30% de descuento`))).toBeTruthy()

    // One more retiree before one fewer at full price: 4 of 3, said, and the take waits; focus stays.
    const moreRetirees = within(splitDialog()).getByRole("button", { name: `Una más: ${RETIREES}` })
    await user.click(moreRetirees)
    expect(document.activeElement).toBe(moreRetirees)
    expect(within(splitDialog()).getByText("Elegiste 4 de 3 ubicaciones.")).toBeTruthy()
    expect(takeButton()).toHaveProperty("disabled", true)
    expect(takeButton().getAttribute("aria-describedby")).toBe(
      within(splitDialog()).getByText("Elegiste 4 de 3 ubicaciones.").id,
    )
    await user.click(within(splitDialog()).getByRole("button", { name: "Una menos: Sin promoción" }))
    expect(within(splitDialog()).queryByText(/^Elegiste/)).toBeNull()

    // 2x1 needs two: one alone is out of its limits.
    await user.click(within(splitDialog()).getByRole("button", { name: `Una más: ${TWO_FOR_ONE}` }))
    await user.click(within(splitDialog()).getByRole("button", { name: "Una menos: Sin promoción" }))
    expect(within(splitDialog()).getByText(`${TWO_FOR_ONE}: elegí de 2 a 8 entradas, o ninguna.`)).toBeTruthy()
    expect(takeButton()).toHaveProperty("disabled", true)
    // Typed, not stepped: the 2x1 back to none, one place for the bank's promotion.
    await user.clear(quantityOf(new RegExp(`^Cantidad con ${TWO_FOR_ONE}`)))
    await user.type(quantityOf(new RegExp(`^Cantidad con ${BANK}`)), "{Backspace}1")
    expect(within(splitDialog()).queryByText(/elegí de/)).toBeNull()

    // 1 at full price, 1 retiree, 1 bank: the panel total and the dialog's live total agree.
    const full = platea.fPrecio + platea.fCargoServicio
    const expected =
      full +
      Math.round(platea.fPrecio * 0.7) +
      platea.fCargoServicio +
      Math.round(platea.fPrecio * 0.8) +
      platea.fCargoServicio
    expect(panelTotal()).toBe(price(expected))
    expect(within(splitDialog()).getByText(/^Total de 3 ubicaciones:/).textContent).toContain(price(expected))

    await user.click(takeButton())
    const held = await screen.findByRole("region", { name: "Tus ubicaciones reservadas" })
    await user.click(within(held).getByRole("link", { name: "Continuar" }))
    harness.dispatch({ type: "route.changed", name: "BuyTicket", path: harness.currentPath() })
    const summary = await screen.findByTestId("cart-summary")
    expect(within(summary).getByText("Total a pagar").nextElementSibling?.textContent).toBe(price(expected))
    // The checkout names each place's promotion: A2 the retirees', A3 the bank's, A1 none.
    expect(within(summary).getAllByText(`Descuento «${RETIREES}»`)).toHaveLength(1)
    expect(within(summary).getAllByText(`Descuento «${BANK}»`)).toHaveLength(1)
  })

  it("is the one-promotion dialog, as before, on the first tenant", async () => {
    const user = userEvent.setup()
    await renderFunctionPage()
    await pickThreeSeats(user)
    expect(within(chosenPanel()).queryByRole("group", { name: /^Repartí/ })).toBeNull()
    expect(within(chosenPanel()).queryByRole("spinbutton")).toBeNull()
    expect(within(chosenPanel()).getByRole("radio", { name: /^Sin promoción/ })).toHaveProperty("checked", true)
    expect(within(chosenPanel()).getByRole("radio", { name: new RegExp(`^${BANK}`) })).toBeTruthy()
  })
})
