// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { AdvancedSearchPage } from "../../../ui/src/pages/browse/search/AdvancedSearchPage.js"
import { renderWithShop } from "../support/renderWithShop.js"
import { fakeCatalogue } from "./fakeCatalogue.js"

const results = () => screen.findByRole("list", { name: "Resultados de la búsqueda" })

describe("the advanced search", () => {
  it("searches the text and show types of its address and counts the results", async () => {
    const catalogue = fakeCatalogue(12)
    await renderWithShop(<AdvancedSearchPage />, {
      api: catalogue.api,
      route: "/AdvancedSearch?cBuscar=tango&aListaidTipoDeEspectaculo=2",
    })
    const list = await results()
    await waitFor(() => expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(10))
    expect(catalogue.searches[0]?.body).toMatchObject({ cBuscar: "tango", aListaidTipoDeEspectaculo: [2] })
    expect(screen.getByText("12 espectáculos para «tango»")).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>("¿Qué querés ver?").value).toBe("tango")
    expect((await screen.findByRole<HTMLInputElement>("checkbox", { name: "Música" })).checked).toBe(true)
    expect(screen.getByRole("button", { name: "Ver más espectáculos" })).toBeTruthy()
  })

  it("runs a new search from its form, and ignores text shorter than 3 characters", async () => {
    const user = userEvent.setup()
    const catalogue = fakeCatalogue(3)
    const shop = await renderWithShop(<AdvancedSearchPage />, {
      api: catalogue.api,
      route: "/AdvancedSearch?cBuscar=tango",
    })
    await results()
    const text = screen.getByLabelText("¿Qué querés ver?")

    await user.clear(text)
    await user.type(text, " ab {Enter}")
    expect(text.getAttribute("aria-invalid")).toBe("true")
    expect(shop.currentPath()).toBe("/AdvancedSearch?cBuscar=tango")

    await user.clear(text)
    await user.type(text, "  piazzolla ")
    await user.click(await screen.findByRole("checkbox", { name: "Teatro" }))
    await user.click(screen.getByRole("button", { name: "Buscar" }))
    await waitFor(() =>
      expect(catalogue.lastBody()).toMatchObject({ cBuscar: "piazzolla", aListaidTipoDeEspectaculo: [1] }),
    )
    expect(shop.currentPath()).toBe("/AdvancedSearch?cBuscar=piazzolla&aListaidTipoDeEspectaculo=1")
    expect(await screen.findByText("3 espectáculos para «piazzolla»")).toBeTruthy()
  })

  it("says so when nothing matches", async () => {
    await renderWithShop(<AdvancedSearchPage />, { api: fakeCatalogue(0).api, route: "/AdvancedSearch?cBuscar=zzzz" })
    expect(
      await screen.findByText("No encontramos espectáculos para tu búsqueda. Probá con otras palabras o categorías."),
    ).toBeTruthy()
    expect(screen.getByText("0 espectáculos para «zzzz»")).toBeTruthy()
  })
})
