// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent, type UserEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { openMenu, renderShell } from "./shellFixtures.js"

const EXTERNAL = {
  loginSystem: "EXTERNAL_LOGIN",
  externalLogin: {
    loginUrl: "https://id.example/login",
    logoutUrl: "https://id.example/logout",
    updateDataUrl: "https://id.example/update",
  },
} as const

const openAccountMenu = async (user: UserEvent) =>
  openMenu(user, screen.getByRole("button", { name: "Cuenta de Lucía" }))

const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent)

afterEach(() => vi.restoreAllMocks())

describe("the top bar, logged out", () => {
  it("offers own login's Login menu with Login and Sign Up", async () => {
    const user = userEvent.setup()
    await renderShell({ route: "/landing/la-traviata" })
    await user.click(screen.getByRole("button", { name: "Ingresar" }))
    expect(screen.getByRole("link", { name: "Iniciar sesión" }).getAttribute("href")).toBe(
      "/login?nextUrl=%2Flanding%2Fla-traviata",
    )
    expect(screen.getByRole("link", { name: "Registrarme" }).getAttribute("href")).toBe("/signUp")
  })

  it("with external login, stores the root path as return target and leaves with a redirect_uri", async () => {
    const user = userEvent.setup()
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    const harness = await renderShell({ tenant: EXTERNAL })
    expect(screen.queryByRole("button", { name: "Ingresar" })).toBeNull()
    await user.click(screen.getByRole("button", { name: "Ingresá a tu cuenta" }))
    expect(harness.shop.getSnapshot().checkout.context.returnTarget).toBe("/")
    expect(assign).toHaveBeenCalledWith(
      `https://id.example/login?redirect_uri=${encodeURIComponent(`${window.location.origin}/loginRedirect`)}`,
    )
  })

  it("with external login in BOX mode, offers no login at all", async () => {
    await renderShell({ tenant: { ...EXTERNAL, processType: "BOX" } })
    expect(screen.queryByRole("button", { name: "Ingresá a tu cuenta" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Ingresar" })).toBeNull()
  })
})

describe("the Account menu (SPEC §2, §6)", () => {
  it("shows the customer's name and every own-login item in CART mode", async () => {
    const user = userEvent.setup()
    await renderShell({ session: "customer" })
    expect(screen.getByRole("button", { name: "Cuenta de Lucía" }).textContent).toContain("Lucía")
    const list = await openAccountMenu(user)
    expect(entries(list)).toEqual([
      "Mis compras",
      "Mis reservas",
      "Mis datos",
      "Mis teléfonos",
      "Mis domicilios",
      "Mis tarjetas",
      "Cambiar contraseña",
      "Cerrar sesión",
    ])
    expect(within(list).getByRole("link", { name: "Mis compras" }).getAttribute("href")).toBe("/myOrders")
  })

  it("in BOX mode keeps only Bookings (the box office's) and Sign Out", async () => {
    const user = userEvent.setup()
    await renderShell({ session: "customer", tenant: { processType: "BOX" } })
    const list = await openAccountMenu(user)
    expect(entries(list)).toEqual(["Mis reservas", "Cerrar sesión"])
    expect(within(list).getByRole("link", { name: "Mis reservas" }).getAttribute("href")).toBe("/myBookingsBox")
  })

  it("with external login links My data out with a back_url, adds Alias, hides Change Password", async () => {
    const user = userEvent.setup()
    await renderShell({ session: "customer", tenant: { ...EXTERNAL, flags: { alias: true } } })
    const list = await openAccountMenu(user)
    expect(entries(list)).toEqual([
      "Mis compras",
      "Mis reservas",
      "Mis datos",
      "Mi alias",
      "Mis teléfonos",
      "Mis domicilios",
      "Mis tarjetas",
      "Cerrar sesión",
    ])
    expect(within(list).getByRole("link", { name: "Mis datos" }).getAttribute("href")).toBe(
      `https://id.example/update?back_url=${encodeURIComponent(window.location.href)}`,
    )
  })

  it("hides Alias with external login when the alias flag is off", async () => {
    const user = userEvent.setup()
    await renderShell({ session: "customer", tenant: EXTERNAL })
    expect(entries(await openAccountMenu(user))).not.toContain("Mi alias")
  })

  it("signs out: back to the billboard, with 'La sesión de usuario se desconectó'", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ session: "customer", route: "/myOrders" })
    const list = await openAccountMenu(user)
    await user.click(within(list).getByRole("button", { name: "Cerrar sesión" }))
    expect(harness.currentPath()).toBe("/")
    expect(screen.getByRole("button", { name: "Ingresar" })).toBeTruthy()
    expect(screen.getByText("La sesión de usuario se desconectó")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Cerrar el aviso" }))
    expect(screen.queryByText("La sesión de usuario se desconectó")).toBeNull()
  })

  it("with external login also loads the provider's logout page in a hidden frame", async () => {
    const user = userEvent.setup()
    const { container } = await renderShell({ session: "customer", tenant: EXTERNAL })
    const list = await openAccountMenu(user)
    await user.click(within(list).getByRole("button", { name: "Cerrar sesión" }))
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe("https://id.example/logout")
  })
})
