// @vitest-environment happy-dom
import { functionDateParts, makeMemoryApi } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { LandingPage } from "../../../ui/src/pages/browse/landing/LandingPage.js"
import { renderWithShop, TEST_START } from "../support/renderWithShop.js"

// The memory Api's demo billboard: Hamlet plays on 14 Nov 2025 at 21:00 and 15 Nov at 20:30.
const ENGLISH = { locales: { default: "en", fallback: "es", enabled: ["es", "en"] } } as const
const dayButton = (name: RegExp) => screen.getByRole("button", { name })
const focusedDay = () => document.activeElement?.getAttribute("data-day") ?? null

/** Hamlet with one more function, on 3 December, so the calendar spans two months. */
const withDecemberFunction = (id: number) => {
  const memory = makeMemoryApi({ now: () => TEST_START })
  return Effect.map(memory.getShow(id), (show) => ({
    ...show,
    listaFuncion: [
      ...show.listaFuncion,
      { idFuncion: 1009, oFuncionFecha: functionDateParts("2025-12-03T21:00"), fPrecioDesde: 15000, lAgotada: true },
    ],
  }))
}

describe("the show landing", () => {
  it("shows the show, its venue and prices, and a calendar open on its first day with functions", async () => {
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet" })
    expect(await screen.findByRole("heading", { level: 1, name: "Hamlet" })).toBeTruthy()
    expect(screen.getByText("La tragedia de Shakespeare en una puesta contemporánea.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Teatro del Lago" }).getAttribute("href")).toBe("/establecimiento/teatro-del-lago/1")
    expect(screen.getByRole("grid", { name: "noviembre de 2025" })).toBeTruthy()
    expect(dayButton(/^viernes, 14 de noviembre, 1 función$/).getAttribute("aria-pressed")).toBe("true")
    expect(dayButton(/^lunes, 3 de noviembre, sin funciones$/).getAttribute("aria-disabled")).toBe("true")
    const day = screen.getByRole("region", { name: "Funciones del viernes, 14 de noviembre" })
    expect(within(day).getByText("21:00")).toBeTruthy()
    expect(within(day).getByText("15.000")).toBeTruthy()
  })

  it("tells how long the show lasts and its age rating", async () => {
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet" })
    const facts = await screen.findByRole("complementary", { name: "Datos del espectáculo" })
    expect(within(facts).getByText("Duración").nextElementSibling?.textContent).toBe("150 minutos")
    expect(within(facts).getByText("Calificación").nextElementSibling?.textContent).toBe("+13")
  })

  it("speaks English in the shop in English, the show's English description included", async () => {
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet", tenant: ENGLISH })
    expect(await screen.findByText("Shakespeare's tragedy in a contemporary staging.")).toBeTruthy()
    expect(screen.queryByText("La tragedia de Shakespeare en una puesta contemporánea.")).toBeNull()
    const facts = screen.getByRole("complementary", { name: "About the show" })
    expect(within(facts).getByText("Running time").nextElementSibling?.textContent).toBe("150 minutes")
    expect(within(facts).getByText("Age rating").nextElementSibling?.textContent).toBe("+13")
  })

  it("falls back to the Spanish description when a show has no English one", async () => {
    renderWithShop(<LandingPage cSeo="risas-en-vivo" />, { route: "/landing/risas-en-vivo", tenant: ENGLISH })
    expect(await screen.findByText("Cuatro comediantes, una noche.")).toBeTruthy()
  })

  it("lists the functions of a picked day, each linking to its function page", async () => {
    const user = userEvent.setup()
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet" })
    await screen.findByRole("grid")
    await user.click(dayButton(/^sábado, 15 de noviembre/))
    const day = screen.getByRole("region", { name: "Funciones del sábado, 15 de noviembre" })
    expect(within(day).getByText("20:30")).toBeTruthy()
    const buy = within(day).getByRole("link", { name: /^Comprar entradas para el sábado, 15 de noviembre de 2025, 20:30$/ })
    expect(buy.getAttribute("href")).toBe("/funcion/hamlet/1002")
  })

  it("moves through the calendar with the keyboard, within the months that have functions", async () => {
    const user = userEvent.setup()
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet", api: { getShow: withDecemberFunction } })
    await screen.findByText("Ver todas las funciones (3)")
    while (focusedDay() === null) await user.tab()
    expect(focusedDay()).toBe("2025-11-14")
    await user.keyboard("{ArrowRight}")
    expect(focusedDay()).toBe("2025-11-15")
    await user.keyboard("{Enter}")
    expect(screen.getByRole("region", { name: "Funciones del sábado, 15 de noviembre" })).toBeTruthy()
    await user.keyboard("{Home}")
    expect(focusedDay()).toBe("2025-11-10")
    await user.keyboard("{End}")
    expect(focusedDay()).toBe("2025-11-16")
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}")
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
    renderWithShop(<LandingPage cSeo="hamlet" />, { route: "/landing/hamlet" })
    await user.click(await screen.findByText("Ver todas las funciones (2)"))
    const links = screen.getAllByRole("link", { name: /^Comprar entradas para el/ }).map((link) => link.getAttribute("href"))
    expect(links).toEqual(expect.arrayContaining(["/funcion/hamlet/1001", "/funcion/hamlet/1002"]))
  })

  it("says when there is no show with that name", async () => {
    renderWithShop(<LandingPage cSeo="no-existe" />, { route: "/landing/no-existe" })
    expect(await screen.findByRole("heading", { name: "No encontramos ese espectáculo" })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/"))
  })
})
