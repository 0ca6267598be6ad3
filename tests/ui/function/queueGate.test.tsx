// @vitest-environment happy-dom
import { ApiError, NetworkError, Unauthorized, type ApiShape } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import { QueueGate } from "../../../ui/src/pages/browse/function/QueueGate.js"
import { renderWithShop } from "../support/renderWithShop.js"
import { DEMO_FUNCTION, routeNamed } from "./support.js"

const QUEUE_ON = { flags: { queueApi: true } }
const PAGE = `/funcion/la-casa-de-los-espejos/${DEMO_FUNCTION}`

const renderPage = (checkQueue: ApiShape["checkQueue"], tenant = QUEUE_ON) =>
  renderWithShop(
    <FunctionPage
      route={routeNamed("funcionSeoEst")}
      params={{ cSeo: "la-casa-de-los-espejos", id: String(DEMO_FUNCTION) }}
    />,
    {
      route: PAGE,
      tenant,
      api: { checkQueue },
    },
  )

describe("queue check before the seats (SPEC §2, §8)", () => {
  it("is not asked when the tenant's queue service is off, as it is for this tenant", async () => {
    const checkQueue = vi.fn(() => Effect.succeed({ redirect_url: null }))
    renderPage(checkQueue, { flags: { queueApi: false } })
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(checkQueue).not.toHaveBeenCalled()
  })

  it("asks it first when on, and shows the function when no turn is needed", async () => {
    const checkQueue = vi.fn(() => Effect.succeed({ redirect_url: null }))
    renderPage(checkQueue)
    expect(screen.getByRole("status").textContent).toBe("Verificando la fila de espera…")
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(checkQueue).toHaveBeenCalledWith(DEMO_FUNCTION)
  })

  it("sends the shopper to the waiting room the queue names", async () => {
    const leaveTo = vi.fn()
    renderWithShop(
      <QueueGate idFuncion={DEMO_FUNCTION} enabled leaveTo={leaveTo}>
        <p>asientos</p>
      </QueueGate>,
      {
        route: PAGE,
        tenant: QUEUE_ON,
        api: { checkQueue: () => Effect.succeed({ redirect_url: "https://fila.example/espera?f=10102" }) },
      },
    )
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("https://fila.example/espera?f=10102"))
    expect(screen.queryByText("asientos")).toBeNull()
    expect(screen.getByRole("status").textContent).toBe("Te estamos llevando a la fila de espera…")
  })

  it("goes to the billboard when the check fails", async () => {
    for (const failure of [new NetworkError({ message: "offline" }), new ApiError({ nCode: 500, message: "caído" })]) {
      const harness = renderPage(() => Effect.fail(failure))
      await waitFor(() => expect(harness.currentPath()).toBe("/"))
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
      harness.unmount()
    }
  })

  it("goes to login, coming back here, when the queue answers unauthorised", async () => {
    const harness = renderPage(() => Effect.fail(new Unauthorized({ message: "401" })))
    await waitFor(() => expect(harness.currentPath()).toBe(`/login?nextUrl=${encodeURIComponent(PAGE)}`))
  })
})
