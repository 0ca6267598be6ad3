// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { RouteView } from "../../../ui/src/app/RouteView.js"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import * as mapStyles from "../../../ui/src/pages/browse/function/seatMap/SeatMap.css.js"
import { Shell } from "../../../ui/src/shell/Shell.js"
import { renderWithShop, type TenantOverrides } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, renderFunctionPage, routeNamed } from "./support.js"

// SPEC §9's flags that change the function page: each one turned over changes what the shopper gets.

describe("seatMapThumbnail", () => {
  const zoomedOverview = async (tenant: TenantOverrides) => {
    await renderFunctionPage({ tenant })
    await userEvent.setup().click(screen.getByRole("button", { name: /Acercar/ }))
    return screen.getByTestId("seat-map-overview")
  }

  it("on (this tenant): zoomed in, the small overview of the whole map shows", async () => {
    const overview = await zoomedOverview({ flags: { seatMapThumbnail: true } })
    await waitFor(() => expect(overview.className).toBe(mapStyles.overview))
  })

  it("off: zoomed in, the map shows alone", async () => {
    const overview = await zoomedOverview({ flags: { seatMapThumbnail: false } })
    expect(overview.className).toBe(mapStyles.overviewHidden)
  })
})

describe("queueCheckBeforeSeats (with the waiting room on)", () => {
  const PAGE = `/funcion/la-casa-de-los-espejos/${DEMO_FUNCTION}`
  const visit = async (queueCheckBeforeSeats: boolean) => {
    const checkQueue = vi.fn(() => Effect.succeed({ redirect_url: null, colaTurno: null }))
    await renderWithShop(
      <FunctionPage
        route={routeNamed("funcionSeoEst")}
        params={{ cSeo: "la-casa-de-los-espejos", id: String(DEMO_FUNCTION) }}
      />,
      { route: PAGE, tenant: { flags: { queueApi: true, queueCheckBeforeSeats } }, api: { checkQueue } },
    )
    return checkQueue
  }

  it("on: the page asks the waiting room before its seats show", async () => {
    const checkQueue = await visit(true)
    expect(screen.getByRole("status").textContent).toBe("Verificando la fila de espera…")
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(checkQueue).toHaveBeenCalledOnce()
  })

  it("off: the seats show without asking (a take without a turn is refused later, if the function has a room)", async () => {
    const checkQueue = await visit(false)
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(checkQueue).not.toHaveBeenCalled()
  })
})

describe("loginRequiredForSeatSelection", () => {
  const PAGE = `/funcion/la-casa-de-los-espejos/${DEMO_FUNCTION}`
  const open = (loginRequiredForSeatSelection: boolean, session: "anonymous" | "customer" = "anonymous") =>
    renderWithShop(
      <Shell>
        <RouteView />
      </Shell>,
      { route: PAGE, session, tenant: { flags: { loginRequiredForSeatSelection } } },
    )
  const mainHeading = (name: string) =>
    within(screen.getByRole("main")).findByRole("heading", { level: 1, name }, { timeout: 5000 })

  it("off (SPEC §5, this tenant): an anonymous shopper chooses seats", async () => {
    const harness = await open(false)
    expect(await mainHeading("La casa de los espejos")).toBeTruthy()
    expect(harness.currentPath()).toBe(PAGE)
  })

  it("on: an anonymous shopper goes to login with the function as nextUrl; a signed-in one chooses seats", async () => {
    const harness = await open(true)
    await waitFor(() => expect(harness.currentPath()).toBe(`/login?nextUrl=${encodeURIComponent(PAGE)}`))
    expect(screen.queryByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeNull()
    harness.unmount()

    const signedIn = await open(true, "customer")
    expect(await mainHeading("La casa de los espejos")).toBeTruthy()
    expect(signedIn.currentPath()).toBe(PAGE)
  })
})
