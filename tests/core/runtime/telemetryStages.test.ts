import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  SandboxCard,
  replayEvents,
  DEFAULT_SETTINGS,
  MemoryTabHub,
  TelemetryRecorder,
  Telemetry,
  startLazyTab,
  type LazyTab,
  startLiveTab,
  type LiveTab,
  makeMemoryKeyValueStore,
} from "@boleteria/core"
import { serverPerTest } from "./liveTabs.js"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { eventually, SERVER_TEST_MS, serverApi } from "../../support/inProcessServer.js"

/** fixtures/catalog's function 10102 and three seats of its Platea (A1, A2, A3). */
const FUNCTION = 10102
const SEATS = [25291, 25292, 25293]

const servers = serverPerTest()
const telemetryOf = (recorder: TelemetryRecorder) =>
  Effect.runSync(
    Effect.provide(
      Effect.gen(function* () {
        return yield* Telemetry
      }),
      recorder.layer,
    ),
  )

/** Two tabs of one browser (shared storage, one tab channel) on the server in process, each with a pixel recorder. */
const browser = () => {
  const { clock } = servers.current()
  const store = makeMemoryKeyValueStore()
  const hub = new MemoryTabHub()
  let refs = 0
  const tab = (tabId: number) => {
    const recorder = new TelemetryRecorder()
    const services = {
      api: serverApi(servers.current().server),
      clock,
      channel: hub.tab(tabId),
      store,
      newRef: () => `ref-${++refs}`,
      telemetry: telemetryOf(recorder),
    }
    const lazy: LazyTab = startLazyTab(services, DEFAULT_SETTINGS, () => Promise.resolve(startLiveTab))
    servers.keep(lazy)
    return { lazy, recorder, stages: () => recorder.tracked.map((tracked) => tracked.stage) }
  }
  return { tab }
}

/** Through the checkout to the payment, with `card`, until the payment is `verdict`. */
const payWith = async (live: LiveTab, card: string, verdict: "successful" | "failed") => {
  const idProcesoDeCompra = live.snapshot().cart.context.process?.idProcesoDeCompra ?? 0
  live.dispatch({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${idProcesoDeCompra}` })
  live.dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra })
  const eticket = await eventually(() => {
    const found = live.snapshot().delivery.context.types.find((type) => type.cCodigo === "ETICKET")
    expect(found).toBeDefined()
    return found!
  })
  live.dispatch({ type: "checkout.deliveryChosen", idEntregaTipo: eticket.idEntregaTipo, idClienteDomicilio: null })
  await eventually(() => expect(live.snapshot().delivery.value).toBe("chosen"))
  live.dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra })
  live.dispatch({
    type: "payment.submitted",
    idProcesoDeCompra,
    formRef: live.vault.keep(chargeForm(card)),
    nFormaDePago: 1,
    nCuotas: 1,
    card: { cardBin: card.slice(0, 6), last4: card.slice(-4) },
  })
  await eventually(() => expect(live.snapshot().paymentVerification.value).toBe(verdict))
}

/** A shopper on the show's landing, then the function page, taking seats in two goes. */
const holdSeats = async (tab: ReturnType<ReturnType<typeof browser>["tab"]>) => {
  tab.lazy.dispatch({ type: "route.changed", name: "landing", path: "/landing/la-traviata" })
  tab.lazy.dispatch({ type: "route.changed", name: "funcionSeoEst", path: `/funcion/la-traviata/${FUNCTION}` })
  const { token, user } = await Effect.runPromise(
    serverApi(servers.current().server).signUp({ body: signUpForm("pixel@example.com") }),
  )
  tab.lazy.dispatch({ type: "session.loggedIn", token, user })
  const live = await eventually(() => {
    expect(tab.lazy.live()).not.toBeNull()
    return tab.lazy.live()!
  })
  live.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: SEATS.slice(0, 2) })
  await eventually(() => expect(live.snapshot().cart.context.process?.oCantidadTotal.nCantidadTotal).toBe(2))
  // More seats of the same function: still the one seat-selection stage.
  live.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: SEATS.slice(2) })
  await eventually(() => expect(live.snapshot().cart.context.process?.oCantidadTotal.nCantidadTotal).toBe(3))
  return live
}

describe("SPEC §7's tracking pixels, fired by the tab's runtime", () => {
  it(
    "a purchase fires landing, seat selection and success once each, in order, with ids and counts only",
    async () => {
      const world = browser()
      const shopper = world.tab(1)
      const other = world.tab(2)
      const live = await holdSeats(shopper)
      await payWith(live, SandboxCard.approves, "successful")

      expect(shopper.recorder.tracked).toEqual([
        { stage: "landing", data: { cSeo: "la-traviata" } },
        { stage: "seatSelection", data: { idFuncion: FUNCTION, nCantidad: 2 } },
        {
          stage: "success",
          data: { idProcesoDeCompra: live.snapshot().paymentVerification.context.idProcesoDeCompra },
        },
      ])
      // The other tab folds the same events and fires nothing: the shopper's tab did.
      expect(other.lazy.live()).not.toBeNull()
      expect(other.stages()).toEqual([])
      // A replay of the log runs no tab, so it fires nothing either: it only yields snapshots.
      expect(replayEvents(live.log.events(), { tab: live.tabId, settings: DEFAULT_SETTINGS }).steps.length).toBe(
        live.log.events().length,
      )
      expect(shopper.stages()).toHaveLength(3)
    },
    SERVER_TEST_MS,
  )

  it(
    "a declined payment fires failure, and paying again with another card fires success",
    async () => {
      const world = browser()
      const shopper = world.tab(1)
      const live = await holdSeats(shopper)
      await payWith(live, SandboxCard.declines, "failed")
      expect(shopper.stages()).toEqual(["landing", "seatSelection", "failure"])
      await payWith(live, SandboxCard.approves, "successful")
      expect(shopper.stages()).toEqual(["landing", "seatSelection", "failure", "success"])
    },
    SERVER_TEST_MS,
  )
})
