// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ROUTES } from "../../../ui/src/app/routes.js"
import AccountPages from "../../../ui/src/pages/account/AccountPages.js"
import { renderWithShop } from "../support/renderWithShop.js"

const routeNamed = (name: string) => {
  const route = ROUTES.find((candidate) => candidate.name === name)
  if (route === undefined) throw new Error(`no route ${name}`)
  return route
}

const PAGES: ReadonlyArray<readonly [string, string]> = [
  ["myData", "Mis datos"],
  ["additionalData", "Datos adicionales"],
  ["myAlias", "Mi alias"],
  ["myAddress", "Mis domicilios"],
  ["myPhone", "Mis teléfonos"],
  ["myCards", "Mis tarjetas"],
  ["changePassword", "Cambiar contraseña"],
  ["myOrders", "Mis compras"],
  ["myBookings", "Mis reservas"],
  ["myBookingsBox", "Reservas de boletería"],
  ["recoverPassword", "Recuperá tu contraseña"],
]

describe("the account chunk", () => {
  it.each(PAGES)("shows its page for the route %s", async (name, title) => {
    const route = routeNamed(name)
    await renderWithShop(<AccountPages route={route} params={{}} />, { route: route.path, session: "customer" })
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy()
  })

  it("offers the account's pages beside each one, the current one marked", async () => {
    await renderWithShop(<AccountPages route={routeNamed("myPhone")} params={{}} />, {
      route: "/myPhone",
      session: "customer",
    })
    const nav = within(await screen.findByRole("navigation", { name: "Tu cuenta" }))
    expect(nav.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Mis compras", "/myOrders"],
      ["Mis reservas", "/myBookings"],
      ["Mis datos", "/myData"],
      ["Mis teléfonos", "/myPhone"],
      ["Mis domicilios", "/myAddress"],
      ["Mis tarjetas", "/myCards"],
      ["Cambiar contraseña", "/changePassword"],
    ])
    expect(nav.getByRole("link", { name: "Mis teléfonos" }).getAttribute("aria-current")).toBe("page")
  })

  it("offers only the bookings in box-office mode (SPEC §6)", async () => {
    await renderWithShop(<AccountPages route={routeNamed("myBookingsBox")} params={{}} />, {
      route: "/myBookingsBox",
      session: "customer",
      tenant: { processType: "BOX" },
    })
    const nav = within(await screen.findByRole("navigation", { name: "Tu cuenta" }))
    expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/myBookingsBox"])
  })

  it("shows the login page without a notice unless a password was just reset", async () => {
    await renderWithShop(<AccountPages route={routeNamed("login")} params={{}} />, { route: "/login" })
    expect(await screen.findByRole("heading", { level: 1, name: "Ingresá a tu cuenta" })).toBeTruthy()
    expect(screen.queryByText(/cambiaste tu contraseña/)).toBeNull()
  })
})
