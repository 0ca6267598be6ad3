// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { businessTimerOf } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { RouteView } from "../../../ui/src/app/RouteView.js"
import { ShopLink } from "../../../ui/src/components/ShopLink.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { holdSeats, ID_PROCESO, loggedTypes, openMenu, SHOW_TYPES } from "../shell/shellFixtures.js"
import { renderWithShop, type RenderWithShopOptions, type ShopHarness } from "../support/renderWithShop.js"

const BOX = { processType: "BOX" } as const

/** The route names this tab reported to its machines, in order (navigation is by replace, so history keeps one). */
const routesEntered = (harness: ShopHarness) =>
  harness.tab.log
    .events()
    .flatMap((event) => (event.type === "route.changed" && "name" in event ? [String(event.name)] : []))

/** The whole shop as a tab shows it: the shell around the routed pages, with a link to the box route. */
const renderShop = (options: RenderWithShopOptions) =>
  renderWithShop(
    <Shell>
      <ShopLink to="/BuyTicketBox">Ir a la boletería</ShopLink>
      <RouteView />
    </Shell>,
    {
      session: "customer",
      ...options,
      api: { getShowTypes: () => Effect.succeed({ Lista: SHOW_TYPES }), ...options.api },
    },
  )

describe("box office (process type BOX)", () => {
  it("shows only Bookings and Sign out in the Account menu, and /myBookingsBox lists the box office's bookings", async () => {
    const user = userEvent.setup()
    await renderShop({ tenant: BOX, route: "/myBookingsBox" })
    expect(await screen.findByRole("heading", { name: "Reservas de boletería" })).toBeTruthy()
    const accountNav = screen.getByRole("navigation", { name: "Tu cuenta" })
    expect(within(accountNav).queryByRole("link", { name: "Mis compras" })).toBeNull()
    expect(within(accountNav).queryByRole("link", { name: "Mis datos" })).toBeNull()
    const list = await openMenu(user, screen.getByRole("button", { name: "Cuenta de Lucía" }))
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mis reservas", "Cerrar sesión"])
    expect(within(list).getByRole("link", { name: "Mis reservas" }).getAttribute("href")).toBe("/myBookingsBox")
  })

  it("navigating from the bar resets the purchase clock and records this tab's RESET", async () => {
    const user = userEvent.setup()
    const harness = await renderShop({ tenant: BOX, route: "/myBookingsBox" })
    holdSeats(harness, undefined, "BOX")
    expect(screen.getByRole("timer", { name: "Tiempo para completar la compra" })).toBeTruthy()
    await user.click(screen.getByRole("link", { name: "boleteria: ir a la cartelera" }))
    expect(harness.currentPath()).toBe("/")
    expect(loggedTypes(harness)).toContain("nav.barNavigated")
    expect(screen.queryByRole("timer", { name: "Tiempo para completar la compra" })).toBeNull()
    const timer = harness.shop.getSnapshot().purchaseTimer
    expect(businessTimerOf(timer)).toMatchObject({ cEstado: "RESET", cUltimaSituacion: "BAR_RESET" })
    expect(timer.context.local).toEqual({ nTabId: 1, dUpdate: harness.clock.nowMs })
  })

  it("checks out from the cart menu at /BuyTicketBox with the purchase in the query", async () => {
    const user = userEvent.setup()
    const harness = await renderShop({ tenant: BOX, route: "/myBookingsBox" })
    holdSeats(harness, undefined, "BOX")
    const cart = await openMenu(user, screen.getByRole("button", { name: /^Carrito, / }))
    await user.click(within(cart).getByRole("button", { name: "Finalizar compra" }))
    expect(harness.currentPath()).toBe(`/BuyTicketBox?idProcesoDeCompra=${ID_PROCESO}`)
  })

  it("sends /BuyTicketBox to payFinish after a CART purchase was reset", async () => {
    const user = userEvent.setup()
    const harness = await renderShop({ tenant: BOX, route: "/" })
    holdSeats(harness, undefined, "CART")
    harness.dispatch({ type: "checkout.cancelRequested" })
    await waitFor(() => expect(harness.currentPath()).toBe("/payFinish"))
    await user.click(screen.getByRole("link", { name: "Ir a la boletería" }))
    await waitFor(() => expect(routesEntered(harness)).toContain("BuyTicketBox"))
    await waitFor(() => expect(harness.currentPath()).toBe("/payFinish"))
    expect(routesEntered(harness).at(-1)).toBe("payFinish")
  })

  it("keeps the seller on /BuyTicketBox after a BOX purchase was reset", async () => {
    const user = userEvent.setup()
    const harness = await renderShop({ tenant: BOX, route: "/" })
    holdSeats(harness, undefined, "BOX")
    harness.dispatch({ type: "checkout.cancelRequested" })
    await waitFor(() => expect(harness.currentPath()).toBe("/payFinish"))
    await user.click(screen.getByRole("link", { name: "Ir a la boletería" }))
    await waitFor(() => expect(routesEntered(harness).at(-1)).toBe("BuyTicketBox"))
    await harness.settle()
    expect(harness.currentPath()).toBe("/BuyTicketBox")
  })
})
