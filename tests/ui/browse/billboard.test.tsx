// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { BillboardPage } from "../../../ui/src/pages/browse/billboard/BillboardPage.js"
import { searchForm } from "../../support/forms.js"
import { renderWithShop } from "../support/renderWithShop.js"
import { fakeCatalogue } from "./fakeCatalogue.js"

const billboardList = () => screen.findByRole("list", { name: "Espectáculos en cartelera" })
const cardsIn = (list: HTMLElement) => within(list).queryAllByRole("heading", { level: 3 })

describe("the billboard", () => {
  it("shows the 3 featured shows in a carousel and the first 10 shows", async () => {
    const { api } = fakeCatalogue(37)
    const { container } = await renderWithShop(<BillboardPage />, { api })
    const list = await billboardList()
    await waitFor(() => expect(cardsIn(list)).toHaveLength(10))
    expect(within(list).getByRole("link", { name: "Espectáculo 1" })).toHaveProperty(
      "href",
      expect.stringContaining("/landing/espectaculo-1"),
    )
    expect(within(list).getByRole("img", { name: "Espectáculo 1" }).getAttribute("loading")).toBe("lazy")
    expect(container.querySelectorAll('[aria-roledescription="destacado"]')).toHaveLength(3)
    expect(screen.getByRole("group", { name: "1 de 3" })).toBeTruthy()
    expect(screen.getByText("Se muestran 10 de 37 espectáculos")).toBeTruthy()
  })

  it("turns the carousel with its buttons and the arrow keys, and pauses it", async () => {
    const user = userEvent.setup()
    await renderWithShop(<BillboardPage />, { api: fakeCatalogue(12).api })
    await screen.findByRole("group", { name: "1 de 3" })
    await user.click(screen.getByRole("button", { name: "Destacado siguiente" }))
    expect(screen.getByRole("group", { name: "2 de 3" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Comprar entradas para Espectáculo 92" })).toBeTruthy()
    await user.keyboard("{ArrowRight}")
    expect(screen.getByRole("group", { name: "3 de 3" })).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Destacado anterior" }))
    await user.click(screen.getByRole("button", { name: "Destacado anterior" }))
    expect(screen.getByRole("group", { name: "1 de 3" })).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Pausar los destacados" }))
    expect(screen.getByRole("button", { name: "Reanudar los destacados" })).toBeTruthy()
  })

  it("follows the tenant's flags: featured shows side by side without the carousel, none without featured, only the filters turned on", async () => {
    const { api } = fakeCatalogue(12)
    const { unmount } = await renderWithShop(<BillboardPage />, {
      api,
      tenant: { flags: { carousel: false, filterZone: false } },
    })
    const featured = await screen.findByRole("region", { name: "Destacados" })
    expect(within(featured).getAllByRole("link", { name: /^Comprar entradas para/ })).toHaveLength(3)
    expect(screen.queryByRole("button", { name: "Destacado siguiente" })).toBeNull()
    expect(screen.queryByLabelText("Zona")).toBeNull()
    expect(screen.getByLabelText("Categoría")).toBeTruthy()
    unmount()

    await renderWithShop(<BillboardPage />, { api, tenant: { flags: { featured: false } } })
    await billboardList()
    expect(screen.queryByText("Destacados")).toBeNull()
  })

  it("adds 15 shows per 'load more', reading the pages that hold them", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(37)
    await renderWithShop(<BillboardPage />, { api: catalogue.api })
    const list = await billboardList()
    await waitFor(() => expect(cardsIn(list)).toHaveLength(10))
    expect(catalogue.searches.map((call) => call.paging)).toEqual([{ cantXpagina: 10, pagina: 1 }])

    await user.click(screen.getByRole("button", { name: "Ver más espectáculos" }))
    await waitFor(() => expect(cardsIn(list)).toHaveLength(25))
    expect(within(list).getAllByRole("heading", { level: 3 })[10]?.textContent).toBe("Espectáculo 11")
    expect(document.activeElement?.textContent).toBe("Espectáculo 11")

    await user.click(screen.getByRole("button", { name: "Ver más espectáculos" }))
    await waitFor(() => expect(cardsIn(list)).toHaveLength(37))
    expect(screen.queryByRole("button", { name: "Ver más espectáculos" })).toBeNull()
    expect(catalogue.searches.slice(1).map((call) => call.paging)).toEqual([
      { cantXpagina: 15, pagina: 1 },
      { cantXpagina: 15, pagina: 2 },
      { cantXpagina: 15, pagina: 2 },
      { cantXpagina: 15, pagina: 3 },
    ])
  })

  it("sends each filter to the search and keeps it in the address", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(12)
    const shop = await renderWithShop(<BillboardPage />, { api: catalogue.api })
    await billboardList()
    expect(catalogue.lastBody()).toEqual(searchForm())

    await user.selectOptions(
      await screen.findByLabelText("Categoría"),
      await screen.findByRole("option", { name: "Música" }),
    )
    await waitFor(() => expect(catalogue.lastBody()?.aListaidTipoDeEspectaculo).toEqual([2]))
    await user.selectOptions(
      screen.getByLabelText("Sala"),
      await screen.findByRole("option", { name: "Teatro La Cañada" }),
    )
    await waitFor(() => expect(catalogue.lastBody()?.idEstablecimiento).toBe(4))
    await user.selectOptions(screen.getByLabelText("Zona"), screen.getByRole("option", { name: "Córdoba" }))
    await waitFor(() => expect(catalogue.lastBody()?.idZona).toBe(3))
    await user.selectOptions(screen.getByLabelText("Fecha"), screen.getByRole("option", { name: "Este fin de semana" }))
    await waitFor(() => expect(catalogue.lastBody()?.cFecha).toBe("ESTE_FIN_DE_SEMANA"))
    expect(shop.currentPath()).toBe(
      "/?aListaidTipoDeEspectaculo=2&idEstablecimiento=4&idZona=3&cFecha=ESTE_FIN_DE_SEMANA",
    )

    await user.click(screen.getByRole("button", { name: "Limpiar filtros" }))
    await waitFor(() =>
      expect(catalogue.lastBody()).toMatchObject({
        aListaidTipoDeEspectaculo: [],
        idEstablecimiento: null,
        cFecha: "TODAS",
      }),
    )
    expect(shop.currentPath()).toBe("/")
  })

  it("offers every date preset of SPEC §2, and a day of the shopper's choice", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(12)
    await renderWithShop(<BillboardPage />, { api: catalogue.api })
    const dates = await screen.findByLabelText("Fecha")
    expect(
      within(dates)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Todas las fechas",
      "Hoy",
      "Mañana",
      "Esta semana",
      "Este fin de semana",
      "La semana que viene",
      "Este mes",
      "El mes que viene",
      "Un día en particular",
    ])
    await user.selectOptions(dates, screen.getByRole("option", { name: "Un día en particular" }))
    const day = await screen.findByLabelText("Elegí el día")
    await user.type(day, "2025-11-22")
    await waitFor(() => expect(catalogue.lastBody()).toMatchObject({ cFecha: "FECHA", dFecha: "2025-11-22" }))
  })

  it("reads the filters of the address on arrival, as after a reload", async () => {
    const catalogue = fakeCatalogue(12)
    await renderWithShop(<BillboardPage />, { api: catalogue.api, route: "/?idZona=1&cFecha=HOY" })
    await billboardList()
    expect(catalogue.searches[0]?.body).toMatchObject({ idZona: 1, cFecha: "HOY" })
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Zona").value).toBe("1"))
    expect(screen.getByLabelText<HTMLSelectElement>("Fecha").value).toBe("HOY")
  })

  it("shows skeleton cards, not blank space, while the shows load", async () => {
    const { api } = fakeCatalogue(12)
    await renderWithShop(<BillboardPage />, { api: { ...api, searchShows: () => Effect.never } })
    const list = await billboardList()
    expect(list.getAttribute("aria-busy")).toBe("true")
    expect(list.querySelectorAll("li[aria-hidden='true']")).toHaveLength(10)
    expect(screen.getByText("Cargando espectáculos…")).toBeTruthy()
  })

  it("says what failed and tries again when asked", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(12, { failSearches: 1 })
    await renderWithShop(<BillboardPage />, { api: catalogue.api })
    expect((await screen.findByRole("alert")).textContent).toBe("Error de comunicación con el servidor")
    await user.click(screen.getByRole("button", { name: "Reintentar" }))
    const list = await billboardList()
    await waitFor(() => expect(cardsIn(list)).toHaveLength(10))
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("says when no show matches the filters and offers to clear them", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(0)
    const shop = await renderWithShop(<BillboardPage />, { api: catalogue.api, route: "/?cFecha=HOY" })
    expect(await screen.findByText("No encontramos espectáculos con estos filtros. Probá con otros.")).toBeTruthy()
    const clear = screen.getAllByRole("button", { name: "Limpiar filtros" }).at(-1)
    await user.click(clear!)
    expect(shop.currentPath()).toBe("/")
    expect(await screen.findByText("Por ahora no hay espectáculos en cartelera. ¡Volvé pronto!")).toBeTruthy()
  })
})
