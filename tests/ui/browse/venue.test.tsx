// @vitest-environment happy-dom
import { makeMemoryApi, type ApiShape, type ShowSearchRequest } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { ProductsPage } from "../../../ui/src/pages/browse/billboard/ProductsPage.js"
import { VenuePage } from "../../../ui/src/pages/browse/venue/VenuePage.js"
import { renderWithShop, TEST_START } from "../support/renderWithShop.js"

/** The memory Api's demo billboard, with every search body recorded. */
const recordingSearch = () => {
  const memory = makeMemoryApi({ now: () => TEST_START })
  const bodies: Array<ShowSearchRequest> = []
  const api: Partial<ApiShape> = {
    searchShows: (paging, body) => {
      bodies.push(body)
      return memory.searchShows(paging, body)
    },
  }
  return { api, bodies }
}

describe("the establishment page", () => {
  it("shows the venue and the shows it has on sale", async () => {
    const { api, bodies } = recordingSearch()
    renderWithShop(<VenuePage idEstablecimiento="1" />, { api, route: "/establecimiento/teatro-del-lago/1" })
    expect(await screen.findByRole("heading", { level: 1, name: "Teatro del Lago" })).toBeTruthy()
    expect(screen.getByText(/Av\. Corrientes 1234/)).toBeTruthy()
    expect(screen.getByText("Zona: Ciudad de Buenos Aires")).toBeTruthy()
    const list = await screen.findByRole("list", { name: "Espectáculos en esta sala" })
    await waitFor(() =>
      expect(within(list).getAllByRole("heading", { level: 3 }).map((name) => name.textContent)).toEqual(["Hamlet", "Risas en Vivo"]),
    )
    expect(bodies[0]).toMatchObject({ idEstablecimiento: 1, cFecha: "TODAS" })
  })

  it("is not a venue when the path's id is no venue's (the catch-all /{cSeo}/{id})", async () => {
    renderWithShop(<VenuePage idEstablecimiento="hola" />, { route: "/algo/hola" })
    expect(await screen.findByRole("heading", { name: "No encontramos esta página" })).toBeTruthy()
  })

  it("says when there is no venue with that id", async () => {
    renderWithShop(<VenuePage idEstablecimiento="99" />, { route: "/sala-vieja/99" })
    expect(await screen.findByRole("heading", { name: "No encontramos esa sala" })).toBeTruthy()
  })
})

describe("the products shop", () => {
  it("is not available while the tenant sells no products, and leads back home", async () => {
    renderWithShop(<ProductsPage idEstablecimiento={undefined} />, { route: "/tienda" })
    expect(await screen.findByRole("heading", { name: "La tienda no está disponible" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
  })

  it("lists the products when the flag is on", async () => {
    const [show] = await Effect.runPromise(makeMemoryApi({ now: () => TEST_START }).getShows())
    const products = [{ ...show!, cEspectaculoCartelNombre: "Remera de la gira", idEspectaculoCartelTipo: 100 }]
    renderWithShop(<ProductsPage idEstablecimiento={undefined} />, {
      route: "/tienda",
      tenant: { flags: { productsShop: true } },
      api: { getShop: () => Effect.succeed(products) },
    })
    const list = await screen.findByRole("list", { name: "Tienda" })
    await waitFor(() => expect(within(list).getByRole("heading", { level: 3 }).textContent).toBe("Remera de la gira"))
  })
})
