// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { loggedTypes, openMenu, renderShell, renderShellWithFooter } from "./shellFixtures.js"

describe("the language menu (SPEC §2)", () => {
  it("lists the tenant's languages with their flags and marks the current one", async () => {
    const user = userEvent.setup()
    await renderShell()
    const panel = await openMenu(user, screen.getByRole("button", { name: "ES — Idioma: Español" }))
    const options = within(panel).getAllByRole("button")
    expect(options.map((option) => option.textContent)).toEqual(["Español", "English"])
    expect(options.map((option) => option.getAttribute("aria-current"))).toEqual(["true", "false"])
    expect(options.map((option) => option.querySelector("img")?.getAttribute("src"))).toEqual([
      "/logos/flags/ar.svg",
      "/logos/flags/gb.svg",
    ])
  })

  it("switches every text to English and keeps the choice as a stored preference", async () => {
    const user = userEvent.setup()
    const harness = await renderShellWithFooter()
    expect(screen.getByRole("button", { name: "Suscribirme" })).toBeTruthy()
    const panel = await openMenu(user, screen.getByRole("button", { name: "ES — Idioma: Español" }))
    await user.click(within(panel).getByRole("button", { name: "English" }))
    expect(screen.getByRole("button", { name: "EN — Language: English" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Terms and conditions" })).toBeTruthy()
    expect(loggedTypes(harness)).toContain("locale.changed")
    expect(harness.shop.getSnapshot().preferences.locale).toBe("en")
  })

  it("offers no menu when the tenant enables a single language", async () => {
    await renderShell({ tenant: { locales: { default: "es", fallback: "es", enabled: ["es", "pt"] } } })
    expect(screen.queryByRole("button", { name: /Idioma/ })).toBeNull()
  })

  it("lists categories and languages in the side drawer of small screens", async () => {
    const user = userEvent.setup()
    await renderShell()
    await user.click(screen.getByRole("button", { name: "Abrir el menú" }))
    const drawer = screen.getByRole("dialog", { name: "Menú" })
    expect(await within(drawer).findByRole("link", { name: "Teatro" })).toBeTruthy()
    await user.click(within(drawer).getByRole("button", { name: "English" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("button", { name: "Open the menu" })).toBeTruthy()
  })
})
