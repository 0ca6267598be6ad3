// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderFunctionPage } from "./support.js"

describe("function page: what, where, sectors and prices", () => {
  it("shows the show, the venue, the date, and every sector with its price and availability", async () => {
    await renderFunctionPage()
    expect(screen.getByRole("heading", { level: 1, name: "Hamlet" })).toBeTruthy()
    expect(screen.getByText(/Teatro del Lago · Av\. Corrientes 1234/)).toBeTruthy()
    expect(screen.getByText(/viernes, 14 de noviembre de 2025/)).toBeTruthy()
    const sectors = screen.getByRole("group", { name: "Elegí un sector" })
    const platea = within(sectors).getByRole("radio", { name: /Platea/ })
    expect(platea.closest("label")?.textContent).toMatch(/25\.000.*cargo por servicio.*2\.500/)
    expect(platea.closest("label")?.textContent).toMatch(/Butacas numeradas · 30 disponibles/)
    expect(within(sectors).getByRole("radio", { name: /Campo/ }).closest("label")?.textContent).toMatch(/Entrada general · 40 disponibles/)
  })
})
