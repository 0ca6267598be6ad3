// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderFunctionPage, STADIUM_FUNCTION } from "./support.js"

describe("function page: what, where, sectors and prices", () => {
  it("shows the show, the venue, the date, and every sector with its price and availability", async () => {
    await renderFunctionPage({ idFuncion: STADIUM_FUNCTION })
    expect(screen.getByRole("heading", { level: 1, name: "Vóley: Argentina vs Brasil" })).toBeTruthy()
    expect(screen.getByText(/Estadio Polideportivo del Sur · Av\. Bartolomé Mitre 1450/)).toBeTruthy()
    expect(screen.getByText(/miércoles, 19 de noviembre de 2025/)).toBeTruthy()
    const sectors = screen.getByRole("group", { name: "Elegí un sector" })
    const platea = within(sectors).getByRole("radio", { name: /Platea norte/ })
    expect(platea.closest("label")?.textContent).toMatch(/40\.000.*cargo por servicio.*4\.000/)
    expect(platea.closest("label")?.textContent).toMatch(/Butacas numeradas · 2000 disponibles/)
    expect(
      within(sectors)
        .getByRole("radio", { name: /Popular local/ })
        .closest("label")?.textContent,
    ).toMatch(/Entrada general · 6000 disponibles/)
  })
})
