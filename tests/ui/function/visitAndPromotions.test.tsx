// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { PromotionPage } from "../../../ui/src/pages/browse/promotion/PromotionPage.js"
import { renderWithShop } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, renderFunctionPage, routeNamed } from "./support.js"

describe("function page and the purchase machines", () => {
  it("remembers the function's path, where the expiry dialog's OK comes back to", async () => {
    const harness = await renderFunctionPage()
    expect(harness.shop.getSnapshot().checkout.context.lastFunctionPath).toBe(`/funcion?idFuncion=${DEMO_FUNCTION}`)
  })

  it("says so when the URL names no function", async () => {
    await renderWithShop(<PromotionPage route={routeNamed("promocion")} params={{}} />, {
      route: "/promocion",
      session: "customer",
    })
    expect(screen.getByRole("heading", { level: 1, name: "No encontramos esta función" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Volver a la cartelera" }).getAttribute("href")).toBe("/")
  })
})

describe("promotions", () => {
  it("lists the function's promotions on its page, with discount, quantities and sectors", async () => {
    await renderFunctionPage()
    const promotions = screen.getByRole("region", { name: "Promociones" })
    expect(within(promotions).getByText("Jubilados: 30% de martes a jueves")).toBeTruthy()
    expect(within(promotions).getByText(/^Jubilados y pensionados pagan 30% menos de martes a jueves/)).toBeTruthy()
    expect(
      within(promotions).getByText(/30% de descuento · De 1 a 2 entradas · Platea, Pullman, Tertulia$/),
    ).toBeTruthy()
    expect(
      within(promotions).getByText(/20% de descuento · De 1 a 6 entradas · Platea, Pullman, Tertulia$/),
    ).toBeTruthy()
  })

  it("/promocion shows them for a signed-in shopper, with the way to choose places", async () => {
    await renderWithShop(<PromotionPage route={routeNamed("promocion")} params={{}} />, {
      route: `/promocion?idFuncion=${DEMO_FUNCTION}`,
      session: "customer",
    })
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(screen.getByRole("region", { name: "Promociones" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Elegir ubicaciones" }).getAttribute("href")).toBe(
      `/funcion?idFuncion=${DEMO_FUNCTION}`,
    )
  })
})
