// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { CATEGORY_CLICK_EVENT } from "../../../ui/src/shell/header/ShowTypeMenu.js"
import { VARIANTS } from "../../../ui/src/shell/variants/index.js"
import { renderShell } from "./shellFixtures.js"

const styled = (style: number, rest: Parameters<typeof renderShell>[0] = {}) =>
  renderShell({ ...rest, tenant: { headerStyle: style, footerStyle: style, ...rest.tenant } })

const menuEntries = async (name: string) =>
  within(await screen.findByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => link.textContent)

/** The footer's help links (the footer arrives after the first download). */
const footerLinks = async () =>
  within(await screen.findByRole("navigation", { name: "Ayuda" }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"))

describe("brand variants are data read by one header and one footer", () => {
  it("has a record for each style from 1 to 13", () => {
    expect(VARIANTS.map((variant) => variant.style)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  })

  it("style 11 (this tenant): the top types up to nOrden 5, each opening the search by type", async () => {
    const user = userEvent.setup()
    const harness = await styled(11)
    expect(await menuEntries("Tipos de espectáculo")).toEqual(["Teatro", "Música", "Stand-up", "Infantil", "Danza"])
    await user.click(screen.getByRole("link", { name: "Danza" }))
    expect(harness.currentPath()).toBe("/AdvancedSearch?aListaidTipoDeEspectaculo=5")
    expect(screen.queryByRole("link", { name: "Contacto" })).toBeNull()
    expect(await footerLinks()).toEqual([
      "/termsAndConditions",
      "/privacyPolicies",
      "/FAQ",
      "/ComplaintsBook",
      "/eticket",
      "/TechnicalSupport",
      "/Services",
      "/PointSales",
    ])
  })

  it("style 3: only the top types up to nOrden 3, and no points of sale in the footer", async () => {
    await styled(3)
    expect(await menuEntries("Tipos de espectáculo")).toEqual(["Teatro", "Música", "Stand-up"])
    expect(await footerLinks()).not.toContain("/PointSales")
  })

  it("style 4: the first 6 categories by name, each click emitting the category-click event", async () => {
    const user = userEvent.setup()
    const heard = vi.fn()
    window.addEventListener(CATEGORY_CLICK_EVENT, heard)
    const harness = await styled(4)
    expect(await menuEntries("Categorías")).toEqual(["Circo", "Danza", "Deportes", "Infantil", "Música", "Ópera"])
    await user.click(screen.getByRole("link", { name: "Circo" }))
    window.removeEventListener(CATEGORY_CLICK_EVENT, heard)
    expect(heard).toHaveBeenCalledTimes(1)
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ idEspectaculoTipo: 8, cNombre: "Circo" })
    expect(harness.currentPath()).toBe("/AdvancedSearch?aListaidTipoDeEspectaculo=8")
  })

  it("style 5: no show-type menu, the contact mailbox link, a shorter footer", async () => {
    await styled(5)
    expect(screen.getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe("mailto:contacto@boleteria.com.ar")
    expect(screen.queryByRole("navigation", { name: "Tipos de espectáculo" })).toBeNull()
    expect(screen.queryByRole("navigation", { name: "Categorías" })).toBeNull()
    expect(await footerLinks()).toEqual([
      "/termsAndConditions",
      "/privacyPolicies",
      "/FAQ",
      "/ComplaintsBook",
      "/TechnicalSupport",
    ])
  })

  it("style 9: no search box", async () => {
    await styled(9)
    expect(screen.queryByRole("searchbox")).toBeNull()
    expect(screen.queryByRole("button", { name: "Abrir la búsqueda" })).toBeNull()
  })

  it("shows the Shop button only when the variant has one and the products flag is on", async () => {
    await styled(11)
    expect(screen.queryByRole("link", { name: "Tienda" })).toBeNull()
    await styled(11, { tenant: { flags: { productsShop: true } } })
    expect(screen.getByRole("link", { name: "Tienda" }).getAttribute("href")).toBe("/tienda")
  })
})
