// @vitest-environment happy-dom
import type { ApiShape, ShowSearchRequest } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { ProductsPage } from "../../../ui/src/pages/browse/billboard/ProductsPage.js"
import { VenuePage } from "../../../ui/src/pages/browse/venue/VenuePage.js"
import { renderWithShop } from "../support/renderWithShop.js"

/** The fixtures' billboard, with every search body recorded. */
const recordingSearch = () => {
  const bodies: Array<ShowSearchRequest> = []
  const api = (server: ApiShape): Partial<ApiShape> => ({
    searchShows: (request) => {
      bodies.push(request.body)
      return server.searchShows(request)
    },
  })
  return { api, bodies }
}

describe("the establishment page", () => {
  it("shows the venue and the shows it has on sale", async () => {
    const { api, bodies } = recordingSearch()
    await renderWithShop(<VenuePage idEstablecimiento="5" />, { api, route: "/establecimiento/gran-carpa-costanera/5" })
    expect(await screen.findByRole("heading", { level: 1, name: "Gran Carpa Costanera" })).toBeTruthy()
    expect(screen.getByText(/Av\. Tristán Achával Rodríguez 1550/)).toBeTruthy()
    expect(screen.getByText("Zona: CABA")).toBeTruthy()
    const list = await screen.findByRole("list", { name: "Espectáculos en esta sala" })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("heading", { level: 3 })
          .map((name) => name.textContent),
      ).toEqual(["Circo de los Vientos", "Cabaret Trapecio"]),
    )
    expect(bodies[0]).toMatchObject({ idEstablecimiento: 5, cFecha: "TODAS" })
  })

  it("is not a venue when the path's id is no venue's (the catch-all /{cSeo}/{id})", async () => {
    await renderWithShop(<VenuePage idEstablecimiento="hola" />, { route: "/algo/hola" })
    expect(await screen.findByRole("heading", { name: "No encontramos esta página" })).toBeTruthy()
  })

  it("says when there is no venue with that id", async () => {
    await renderWithShop(<VenuePage idEstablecimiento="99" />, { route: "/sala-vieja/99" })
    expect(await screen.findByRole("heading", { name: "No encontramos esa sala" })).toBeTruthy()
  })
})

describe("the products shop", () => {
  it("is not available while the tenant sells no products, and leads back home", async () => {
    await renderWithShop(<ProductsPage idEstablecimiento={undefined} />, { route: "/tienda" })
    expect(await screen.findByRole("heading", { name: "La tienda no está disponible" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
  })

  it("lists the products when the flag is on", async () => {
    await renderWithShop(<ProductsPage idEstablecimiento={undefined} />, {
      route: "/tienda",
      tenant: { flags: { productsShop: true } },
      api: (server) => ({
        getShop: () =>
          Effect.map(server.getShows(), ([show]) => [
            { ...show!, cEspectaculoCartelNombre: "Remera de la gira", idEspectaculoCartelTipo: 100 },
          ]),
      }),
    })
    const list = await screen.findByRole("list", { name: "Tienda" })
    await waitFor(() => expect(within(list).getByRole("heading", { level: 3 }).textContent).toBe("Remera de la gira"))
  })
})
