// @vitest-environment happy-dom
import { ApiError, NetworkError, Unauthorized, type ApiShape } from "@boleteria/core"
import { screen, waitFor } from "@testing-library/react"
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { FunctionPage } from "../../../ui/src/pages/browse/function/FunctionPage.js"
import { QueueGate } from "../../../ui/src/pages/browse/function/QueueGate.js"
import { queueNotice } from "../../../ui/src/pages/queue/queueReturn.js"
import { roomOf, TEST_START, withRoom } from "../queue/support.js"
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
    const checkQueue = vi.fn(() => Effect.succeed({ redirect_url: null, colaTurno: null }))
    await renderPage(checkQueue, { flags: { queueApi: false } })
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    expect(checkQueue).not.toHaveBeenCalled()
  })

  it("asks it first when on, and shows the function when no turn is needed", async () => {
    const checkQueue = vi.fn(() => Effect.succeed({ redirect_url: null, colaTurno: null }))
    const harness = await renderPage(checkQueue)
    expect(screen.getByRole("status").textContent).toBe("Verificando la fila de espera…")
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    // SPEC's timestamp (ms) goes with it: the shop's clock, which the test starts at its own instant.
    expect(checkQueue).toHaveBeenCalledWith({ query: { idFuncion: DEMO_FUNCTION, timestamp: harness.clock.nowMs } })
  })

  it("sends the shopper to the waiting room the queue names", async () => {
    const leaveTo = vi.fn()
    await renderWithShop(
      <QueueGate idFuncion={DEMO_FUNCTION} enabled leaveTo={leaveTo}>
        <p>asientos</p>
      </QueueGate>,
      {
        route: PAGE,
        tenant: QUEUE_ON,
        api: {
          checkQueue: () => Effect.succeed({ redirect_url: "https://fila.example/espera?f=10102", colaTurno: null }),
        },
      },
    )
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("https://fila.example/espera?f=10102"))
    expect(screen.queryByText("asientos")).toBeNull()
    expect(screen.getByRole("status").textContent).toBe("Te estamos llevando a la fila de espera…")
  })

  it("goes to the billboard when the check fails", async () => {
    for (const failure of [new NetworkError({ message: "offline" }), new ApiError({ nCode: 500, message: "caído" })]) {
      const harness = await renderPage(() => Effect.fail(failure))
      await waitFor(() => expect(harness.currentPath()).toBe("/"))
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull()
      harness.unmount()
    }
  })

  it("goes to login, coming back here, when the queue answers unauthorised", async () => {
    const harness = await renderPage(() => Effect.fail(new Unauthorized({ message: "401" })))
    await waitFor(() => expect(harness.currentPath()).toBe(`/login?nextUrl=${encodeURIComponent(PAGE)}`))
  })
})

describe("the shop's own waiting room at the gate", () => {
  const renderGate = (startsAt: number, api?: Partial<ApiShape>) =>
    renderWithShop(
      <FunctionPage
        route={routeNamed("funcionSeoEst")}
        params={{ cSeo: "la-casa-de-los-espejos", id: String(DEMO_FUNCTION) }}
      />,
      { route: PAGE, tenant: QUEUE_ON, api: withRoom(roomOf(startsAt), () => Promise.resolve(api ?? {})) },
    )

  it("sends the shopper to /cola inside the shop, to come back to this page when the turn comes", async () => {
    // The sale starts now: nobody is let in yet.
    const harness = await renderGate(TEST_START)
    await waitFor(() =>
      expect(harness.currentPath()).toBe(`/cola/${DEMO_FUNCTION}?nextUrl=${encodeURIComponent(PAGE)}`),
    )
    expect(screen.getByRole("status").textContent).toBe("Te estamos llevando a la fila de espera…")
  })

  it("with a turn, keeps it and shows the page with the turn's clock", async () => {
    // Started a minute ago at two a minute: the shopper goes straight in.
    const harness = await renderGate(TEST_START - 60_000)
    expect(await screen.findByRole("heading", { level: 1, name: "La casa de los espejos" })).toBeTruthy()
    const clock = await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    expect(clock.textContent).toBe("10:00")
    expect(harness.shop.getSnapshot().queueTurn.colaTurno).toMatch(/\S/)
    harness.advance(61_000)
    await waitFor(() => expect(clock.textContent).toBe("08:59"))
  })

  it("sends the shopper back in line with the server's words when a take is refused for the turn", async () => {
    const refusal = "Tu turno de la fila de espera venció: volvé a la fila para obtener uno nuevo."
    const harness = await renderGate(TEST_START - 60_000, {
      // As the server words it: the field it is about, then the text of the key.
      takeSeats: () =>
        Effect.fail(
          new ApiError({ nCode: 403, message: `x-cola-turno: ${refusal}`, key: "problems.queue.turnExpired" }),
        ),
    })
    await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    harness.dispatch({ type: "cart.seatsRequested", idFuncion: DEMO_FUNCTION, aIdPosicion: [25291] })
    await waitFor(() => expect(harness.currentPath()).toMatch(new RegExp(`^/cola/${DEMO_FUNCTION}\\?nextUrl=`)))
    expect(harness.shop.getSnapshot().queueTurn.colaTurno).toBeNull()
    expect(harness.shop.getSnapshot().cart.context.message).toBeNull()
    expect(queueNotice()).toBe(refusal)
  })

  it("sends this tab back in line too when another tab's take is refused: the page reads the turn from core alone", async () => {
    const harness = await renderGate(TEST_START - 60_000)
    await screen.findByRole("timer", { name: "Tu turno para elegir termina en" })
    expect(harness.shop.getSnapshot().queueTurn.colaTurno).toMatch(/\S/)
    harness.fromAnotherTab({
      type: "api.failed",
      operation: "takeSeats",
      error: { tag: "ApiError", nCode: 403, message: "x-cola-turno: vencido", key: "problems.queue.turnExpired" },
    })
    await waitFor(() => expect(harness.currentPath()).toMatch(new RegExp(`^/cola/${DEMO_FUNCTION}\\?nextUrl=`)))
    expect(harness.shop.getSnapshot().queueTurn).toEqual({ colaTurno: null, refused: true })
  })
})
