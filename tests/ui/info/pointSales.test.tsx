// @vitest-environment happy-dom
import { NetworkError, type Venue } from "@boleteria/core"
import { screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { renderInfoPage } from "./infoHarness.js"

const venue = (idEstablecimiento: number, cNombre: string, zone: [number, string], cDireccion: string): Venue => ({
  idEstablecimiento,
  cNombre,
  cSeo: cNombre.toLowerCase().replaceAll(" ", "-"),
  cDireccion,
  cLocalidad: zone[1] === "CABA" ? "San Nicolás" : "Rosario",
  cProvincia: zone[1] === "CABA" ? "Ciudad Autónoma de Buenos Aires" : "Santa Fe",
  oZona: { idZona: zone[0], cNombre: zone[1] },
})

const VENUES = [
  venue(9, "Teatro del Litoral", [4, "Rosario"], "Laprida 1235"),
  venue(1, "Teatro Gran Corrientes", [1, "CABA"], "Av. Corrientes 1530"),
  venue(3, "Arena Villa Crespo", [1, "CABA"], "Humboldt 450"),
]

describe("the points of sale", () => {
  it("shows a skeleton, then every venue's box office under its zone with address and hours", async () => {
    await renderInfoPage("PointSales", {
      api: { getVenues: () => Effect.succeed(VENUES).pipe(Effect.delay("10 millis")) },
    })
    expect(screen.getByText("Cargando las boleterías")).toBeTruthy()
    const caba = await screen.findByRole("region", { name: "CABA" })
    expect(
      within(caba)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Arena Villa Crespo", "Teatro Gran Corrientes"])
    const rosario = screen.getByRole("region", { name: "Rosario" })
    expect(within(rosario).getByText("Laprida 1235, Rosario, Santa Fe")).toBeTruthy()
    expect(within(rosario).getByText(/Martes a domingo, de 14 a 20 h/)).toBeTruthy()
    expect(
      within(rosario).getByRole("link", { name: "Ver la cartelera de Teatro del Litoral" }).getAttribute("href"),
    ).toBe("/establecimiento/teatro-del-litoral/9")
    expect(screen.getAllByRole("region").map((region) => region.getAttribute("aria-labelledby"))).toContain("zone-1")
    expect(screen.queryByText("Cargando las boleterías")).toBeNull()
  })

  it("says when the venues cannot be read, and tries again", async () => {
    const user = userEvent.setup()
    let calls = 0
    await renderInfoPage("PointSales", {
      api: {
        getVenues: () => {
          calls += 1
          return calls === 1 ? Effect.fail(new NetworkError({ message: "offline" })) : Effect.succeed(VENUES)
        },
      },
    })
    expect(await screen.findByText("Error de comunicación con el servidor")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Reintentar" }))
    expect(await screen.findByRole("region", { name: "Rosario" })).toBeTruthy()
  })
})
