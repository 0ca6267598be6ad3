// @vitest-environment happy-dom
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderInfoPage } from "./infoHarness.js"

// A file of its own: once loaded, a lazy chunk stays loaded for the rest of the file.
describe("the about page (SPEC §2: loaded lazily)", () => {
  it("shows a skeleton while its chunk loads, then the page", async () => {
    await renderInfoPage("about")
    expect(screen.getByText("Cargando la página")).toBeTruthy()
    expect(await screen.findByRole("heading", { level: 1, name: "Sobre boleteria" })).toBeTruthy()
    expect(screen.queryByText("Cargando la página")).toBeNull()
    expect(screen.getByRole("link", { name: "Ver los puntos de venta" }).getAttribute("href")).toBe("/PointSales")
  })
})
