// @vitest-environment happy-dom
import { functionDateParts, type ApiShape } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { LandingPage } from "../../../ui/src/pages/browse/landing/LandingPage.js"
import { renderWithShop, shownMoney } from "../support/renderWithShop.js"

// fixtures/catalog, seeded the day the tests start (1 Nov 2025): the volleyball friendlies play on
// Wednesday 19 November and Friday 21 November at 19:00, at the Estadio Polideportivo del Sur.
const VOLEY = "voley-argentina-vs-brasil"
const SPANISH_DESCRIPTION = /^Dos amistosos entre las selecciones masculinas de vóley/
const ENGLISH_DESCRIPTION = /^Two friendly matches between the men's national volleyball teams/
const ENGLISH = { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } } as const
const dayButton = (name: RegExp) => screen.getByRole("button", { name })
const focusedDay = () => document.activeElement?.getAttribute("data-day") ?? null

/** The show with one more function, sold out, on 3 December, so the calendar spans two months. */
const withDecemberFunction = (server: ApiShape): Partial<ApiShape> => ({
  getShow: (request) =>
    Effect.map(server.getShow(request), (show) => ({
      ...show,
      listaFuncion: [
        ...show.listaFuncion,
        { idFuncion: 60199, oFuncionFecha: functionDateParts("2025-12-03T21:00"), fPrecioDesde: 18000, lAgotada: true },
      ],
    })),
})

/** The show as if it had no English description. */
const withoutEnglish = (server: ApiShape): Partial<ApiShape> => ({
  getShow: (request) => Effect.map(server.getShow(request), (show) => ({ ...show, cDescripcionEn: null })),
})

describe("the show landing", () => {
  it("shows the show, its venue and prices, and a calendar open on its first day with functions", async () => {
    await renderWithShop(<LandingPage cSeo={VOLEY} />, { route: `/landing/${VOLEY}` })
    expect(await screen.findByRole("heading", { level: 1, name: "Vóley: Argentina vs Brasil" })).toBeTruthy()
    expect(screen.getByText(SPANISH_DESCRIPTION)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Estadio Polideportivo del Sur" }).getAttribute("href")).toBe(
      "/establecimiento/estadio-polideportivo-del-sur/7",
    )
    expect(screen.getByRole("grid", { name: "noviembre de 2025" })).toBeTruthy()
    expect(dayButton(/^miércoles, 19 de noviembre, 1 función$/).getAttribute("aria-pressed")).toBe("true")
    expect(dayButton(/^lunes, 3 de noviembre, sin funciones$/).getAttribute("aria-disabled")).toBe("true")
    const day = screen.getByRole("region", { name: "Funciones del miércoles, 19 de noviembre" })
    expect(within(day).getByText("19:00")).toBeTruthy()
    expect(within(day).getByText(shownMoney(18000))).toBeTruthy()
  })

  it("tells how long the show lasts and its age rating", async () => {
    await renderWithShop(<LandingPage cSeo="tosca" />, { route: "/landing/tosca" })
    const facts = await screen.findByRole("complementary", { name: "Datos del espectáculo" })
    expect(within(facts).getByText("Duración").nextElementSibling?.textContent).toBe("160 minutos")
    expect(within(facts).getByText("Calificación").nextElementSibling?.textContent).toBe("+13")
  })

  it("speaks English in the shop in English, the show's English description included", async () => {
    await renderWithShop(<LandingPage cSeo="tosca" />, { route: "/landing/tosca", tenant: ENGLISH })
    expect(await screen.findByText(/^Passion, jealousy and betrayal in the Rome of 1800/)).toBeTruthy()
    expect(screen.queryByText(/^Pasión, celos y traición/)).toBeNull()
    const facts = screen.getByRole("complementary", { name: "About the show" })
    expect(within(facts).getByText("Running time").nextElementSibling?.textContent).toBe("160 minutes")
    expect(within(facts).getByText("Age rating").nextElementSibling?.textContent).toBe("+13")
  })

  it("falls back to the Spanish description when a show has no English one", async () => {
    await renderWithShop(<LandingPage cSeo={VOLEY} />, {
      route: `/landing/${VOLEY}`,
      tenant: ENGLISH,
      api: withoutEnglish,
    })
    expect(await screen.findByText(SPANISH_DESCRIPTION)).toBeTruthy()
    expect(screen.queryByText(ENGLISH_DESCRIPTION)).toBeNull()
  })

  it("lists the functions of a picked day, each linking to its function page", async () => {
    const user = userEvent.setup()
    await renderWithShop(<LandingPage cSeo={VOLEY} />, { route: `/landing/${VOLEY}` })
    await screen.findByRole("grid")
    await user.click(dayButton(/^viernes, 21 de noviembre/))
    const day = screen.getByRole("region", { name: "Funciones del viernes, 21 de noviembre" })
    expect(within(day).getByText("19:00")).toBeTruthy()
    const buy = within(day).getByRole("link", {
      name: /^Comprar entradas para el viernes, 21 de noviembre de 2025, 19:00$/,
    })
    expect(buy.getAttribute("href")).toBe(`/funcion/${VOLEY}/60102`)
  })

  it("moves through the calendar with the keyboard, within the months that have functions", async () => {
    const user = userEvent.setup()
    await renderWithShop(<LandingPage cSeo={VOLEY} />, { route: `/landing/${VOLEY}`, api: withDecemberFunction })
    await screen.findByText("Ver todas las funciones (3)")
    while (focusedDay() === null) await user.tab()
    expect(focusedDay()).toBe("2025-11-19")
    await user.keyboard("{ArrowRight}{ArrowRight}")
    expect(focusedDay()).toBe("2025-11-21")
    await user.keyboard("{Enter}")
    expect(screen.getByRole("region", { name: "Funciones del viernes, 21 de noviembre" })).toBeTruthy()
    await user.keyboard("{Home}")
    expect(focusedDay()).toBe("2025-11-17")
    await user.keyboard("{End}")
    expect(focusedDay()).toBe("2025-11-23")
    await user.keyboard("{ArrowDown}{ArrowDown}")
    expect(focusedDay()).toBe("2025-12-07")
    expect(screen.getByRole("grid", { name: "diciembre de 2025" })).toBeTruthy()
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}")
    const soldOutDay = screen.getByRole("region", { name: "Funciones del miércoles, 3 de diciembre" })
    expect(within(soldOutDay).getByText("Agotada")).toBeTruthy()
    expect(within(soldOutDay).queryByRole("link")).toBeNull()
    await user.keyboard("{PageDown}")
    expect(focusedDay()).toBe("2025-12-31")
    await user.keyboard("{PageUp}{PageUp}{PageUp}")
    expect(focusedDay()).toBe("2025-11-01")
  })

  it("lists every function without the grid too", async () => {
    const user = userEvent.setup()
    await renderWithShop(<LandingPage cSeo={VOLEY} />, { route: `/landing/${VOLEY}` })
    await user.click(await screen.findByText("Ver todas las funciones (2)"))
    const links = screen
      .getAllByRole("link", { name: /^Comprar entradas para el/ })
      .map((link) => link.getAttribute("href"))
    expect(links).toEqual(expect.arrayContaining([`/funcion/${VOLEY}/60101`, `/funcion/${VOLEY}/60102`]))
  })

  it("says when there is no show with that name", async () => {
    await renderWithShop(<LandingPage cSeo="no-existe" />, { route: "/landing/no-existe" })
    expect(await screen.findByRole("heading", { name: "No encontramos ese espectáculo" })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/"))
  })
})
