// @vitest-environment happy-dom
import { NetworkError } from "@boleteria/core"
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { RouteView } from "../../../ui/src/app/RouteView.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { renderWithShop, type RenderWithShopOptions } from "../support/renderWithShop.js"

/** The shop as App shows it: the shell around the routes, at `route`. */
const renderShop = (route: string, options: RenderWithShopOptions = {}) =>
  renderWithShop(
    <Shell>
      <RouteView />
    </Shell>,
    { route, ...options },
  )

const mainHeading = (name: string) =>
  within(screen.getByRole("main")).findByRole("heading", { level: 1, name }, { timeout: 5000 })

describe("a new page (issue 13: focus and announcement on every route change)", () => {
  it("leaves the focus alone on the first page, then moves it to each new page's main heading", async () => {
    const user = userEvent.setup()
    const harness = await renderShop("/")
    const billboard = await mainHeading("Cartelera")
    expect(document.activeElement).toBe(document.body)
    expect(document.title).toBe("Cartelera · boleteria")

    await user.click(await screen.findByRole("link", { name: "Preguntas frecuentes" }))
    const faq = await mainHeading("Preguntas frecuentes")
    await waitFor(() => expect(document.activeElement).toBe(faq))
    expect(faq.tabIndex).toBe(-1)
    expect(document.title).toBe("Preguntas frecuentes · boleteria")
    expect(billboard.isConnected).toBe(false)

    await user.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Términos y condiciones" }))
    const terms = await mainHeading("Términos y condiciones")
    await waitFor(() => expect(document.activeElement).toBe(terms))
    expect(harness.currentPath()).toBe("/termsAndConditions")
  })

  it("does not take the focus back from a control the shopper moved to while the page loaded", async () => {
    const user = userEvent.setup()
    let showArrives = () => undefined as void
    const arrival = new Promise<void>((resolve) => (showArrives = resolve))
    await renderShop("/", {
      api: (server) => ({
        getShow: (request) =>
          Effect.flatMap(
            Effect.promise(() => arrival),
            () => server.getShow(request),
          ),
      }),
    })
    await mainHeading("Cartelera")
    const card = within((await screen.findAllByTestId("show-card"))[0]!).getAllByRole("link")[0]!
    await user.click(card)
    // While the show is on its way, the shopper goes to the top bar's search.
    const search = screen.getAllByRole("searchbox", { name: "Buscar espectáculos" })[0]!
    search.focus()
    showArrives()
    const heading = await within(screen.getByRole("main")).findByRole("heading", { level: 1 }, { timeout: 5000 })
    expect(heading.textContent).not.toBe("Cartelera")
    expect(document.activeElement).toBe(search)
  })
})

describe("no dead ends (issue 13)", () => {
  it.each([
    ["/xyz", "No encontramos esta página"],
    ["/cartelera", "No encontramos esta página"],
    ["/a/b/c", "No encontramos esta página"],
    // The catch-all /{cSeo}/{idEstablecimiento}, with no such venue.
    ["/teatro-inexistente/999999", "No encontramos esa sala"],
  ])("%s: a heading, what happened, the shop's search and the ways back", async (path, title) => {
    await renderShop(path)
    await mainHeading(title)
    const main = within(screen.getByRole("main"))
    expect(main.getByText("Puede que ya no esté disponible o que la dirección tenga un error.")).toBeTruthy()
    expect(main.getByRole("search")).toBeTruthy()
    expect(main.getByRole("link", { name: "Ir a la cartelera" }).getAttribute("href")).toBe("/")
    expect(main.getByRole("link", { name: "Preguntas frecuentes" }).getAttribute("href")).toBe("/FAQ")
  })

  it("searches from the not-found page as from the top bar", async () => {
    const user = userEvent.setup()
    const harness = await renderShop("/xyz")
    await mainHeading("No encontramos esta página")
    await user.type(within(screen.getByRole("main")).getByRole("searchbox"), "tango{Enter}")
    expect(harness.currentPath()).toBe("/AdvancedSearch?cBuscar=tango")
  })

  it("a function that does not exist: its heading and the ways back, no retry", async () => {
    await renderShop("/funcion/x/999999")
    await mainHeading("No encontramos esta función")
    const main = within(screen.getByRole("main"))
    expect(main.getByRole("link", { name: "Ir a la cartelera" })).toBeTruthy()
    expect(main.getByRole("search")).toBeTruthy()
    expect(main.queryByRole("button", { name: "Reintentar" })).toBeNull()
  })

  it("a function that cannot be read for a network failure keeps its retry", async () => {
    await renderShop("/funcion/la-casa-de-los-espejos/10101", {
      api: { getPerformance: () => Effect.fail(new NetworkError({ message: "fetch failed" })) },
    })
    const main = within(screen.getByRole("main"))
    expect(await main.findByRole("button", { name: "Reintentar" }, { timeout: 5000 })).toBeTruthy()
    expect(main.queryByRole("heading", { name: "No encontramos esta función" })).toBeNull()
  })
})
