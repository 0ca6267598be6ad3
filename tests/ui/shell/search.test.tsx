// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { holdSeats, loggedTypes, renderShell } from "./shellFixtures.js"

const searchBoxes = () => screen.getAllByRole("searchbox", { name: "Buscar espectáculos" })

describe("the search box (SPEC §2, §5)", () => {
  it("goes to the advanced search with the trimmed text on Enter, replacing the page", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/landing/la-traviata" })
    await user.type(screen.getByRole("searchbox", { name: "Buscar espectáculos" }), "  la traviata {Enter}")
    expect(harness.currentPath()).toBe("/AdvancedSearch?cBuscar=la%20traviata")
    expect(harness.history).toEqual(["/AdvancedSearch?cBuscar=la%20traviata"])
  })

  it("goes there with the search icon too", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    await user.type(screen.getByRole("searchbox", { name: "Buscar espectáculos" }), "tango")
    await user.click(screen.getByRole("button", { name: "Buscar" }))
    expect(harness.currentPath()).toBe("/AdvancedSearch?cBuscar=tango")
  })

  it("does nothing under 3 characters, spaces not counting", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ route: "/landing/la-traviata" })
    const box = screen.getByRole("searchbox", { name: "Buscar espectáculos" })
    await user.type(box, "ab{Enter}")
    await user.clear(box)
    await user.type(box, "   ab    {Enter}")
    await user.click(screen.getByRole("button", { name: "Buscar" }))
    expect(harness.currentPath()).toBe("/landing/la-traviata")
  })

  it("has a small-screen variant that opens on the icon and closes after searching", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    const opener = screen.getByRole("button", { name: "Abrir la búsqueda" })
    expect(opener.getAttribute("aria-expanded")).toBe("false")
    await user.click(opener)
    expect(opener.getAttribute("aria-expanded")).toBe("true")
    const small = searchBoxes()[1]
    if (small === undefined) throw new Error("the small-screen search box did not open")
    expect(document.activeElement).toBe(small)
    await user.type(small, "circo{Enter}")
    expect(harness.currentPath()).toBe("/AdvancedSearch?cBuscar=circo")
    expect(searchBoxes()).toHaveLength(1)
  })

  it("in BOX mode announces the bar navigation first, which resets the business timer", async () => {
    const user = userEvent.setup()
    const harness = await renderShell({ tenant: { processType: "BOX" } })
    holdSeats(harness, undefined, "BOX")
    await user.type(screen.getByRole("searchbox", { name: "Buscar espectáculos" }), "circo{Enter}")
    expect(loggedTypes(harness).at(-1)).toBe("nav.barNavigated")
    expect(harness.shop.getSnapshot().purchaseTimer.context.timer.cUltimaSituacion).toBe("BAR_RESET")
    expect(within(document.body).queryByRole("timer")).toBeNull()
  })

  it("in CART mode navigates without touching the timer", async () => {
    const user = userEvent.setup()
    const harness = await renderShell()
    holdSeats(harness)
    await user.type(screen.getByRole("searchbox", { name: "Buscar espectáculos" }), "circo{Enter}")
    expect(loggedTypes(harness)).not.toContain("nav.barNavigated")
    expect(screen.getByRole("timer")).toBeTruthy()
  })
})
