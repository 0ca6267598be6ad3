import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  type PaymentStatus,
  replayEvents,
  DEFAULT_SETTINGS,
  type ApiShape,
  MemoryTabHub,
  startLiveTab,
  type LiveTab,
  SandboxCard,
  makeMemoryKeyValueStore,
} from "@boleteria/core"
import { serverPerTest } from "./liveTabs.js"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { eventually, serverApi } from "../../support/inProcessServer.js"

/** fixtures/catalog's function 10102 and two seats of its Platea (A1, A2). */
const FUNCTION = 10102
const SEATS = [25291, 25292]
const STEP_MS = DEFAULT_SETTINGS.verificationStepMs

const servers = serverPerTest()

/** Lets the Api's answers reach the tab, as the event loop would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A live tab on the server in process and a manual clock (the server's too). Only its status calls
 * stand for a slow processor: each answers PROCESANDO `latencyMs` of that clock after it was made,
 * for ever, so the payment ends "delayed" after 60 polls.
 */
const slowProcessor = (latencyMs: number) => {
  const { clock, server } = servers.current()
  const clockShape = clock
  const polls: Array<number> = []
  let inFlight = 0
  let mostInFlight = 0
  const answerLater = (status: PaymentStatus) =>
    Effect.callback<PaymentStatus>((resume) => {
      const stop = Effect.runSync(
        clockShape.every(latencyMs, () => {
          stop()
          inFlight -= 1
          resume(Effect.succeed(status))
        }),
      )
    })
  const getPaymentStatus: ApiShape["getPaymentStatus"] = (request) => {
    polls.push(clock.nowMs)
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    const idProcesoDeCompra = request.path.idProcesoDeCompra
    return answerLater({
      idProcesoDeCompra,
      cEstado: "PROCESANDO",
      cMensaje: null,
      cUltimos4: null,
      cUrl3DS: null,
      idPedido: null,
    })
  }
  const tab = startLiveTab(
    {
      api: { ...serverApi(server), getPaymentStatus },
      clock: clockShape,
      channel: new MemoryTabHub().tab(1),
      store: makeMemoryKeyValueStore(),
      newRef: () => "card-form-1",
    },
    DEFAULT_SETTINGS,
  )
  servers.keep(tab)
  /** Moves the clock in 100 ms steps, letting answers arrive between them. */
  const wait = async (ms: number) => {
    for (let left = ms; left > 0; left -= 100) {
      clock.advance(Math.min(100, left))
      await settle()
    }
  }
  return { clock, tab, polls, wait, mostInFlight: () => mostInFlight, server }
}

/** Signs up, holds two seats, takes the e-ticket, passes the extras and pays with a card that stays processing. */
const payAndWait = async (world: ReturnType<typeof slowProcessor>, ms: number) => {
  const { tab, server } = world
  const { token, user } = await Effect.runPromise(serverApi(server).signUp({ body: signUpForm("ana@example.com") }))
  tab.dispatch({ type: "session.loggedIn", token, user })
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: SEATS })
  const idProcesoDeCompra = await eventually(() => tab.snapshot().cart.context.process!.idProcesoDeCompra)
  tab.dispatch({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${idProcesoDeCompra}` })
  tab.dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra })
  const eticket = await eventually(() => {
    const found = tab.snapshot().delivery.context.types.find((type) => type.cCodigo === "ETICKET")
    expect(found).toBeDefined()
    return found!
  })
  tab.dispatch({ type: "checkout.deliveryChosen", idEntregaTipo: eticket.idEntregaTipo, idClienteDomicilio: null })
  await eventually(() => expect(tab.snapshot().delivery.value).toBe("chosen"))
  tab.dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra })
  const card = SandboxCard.settlesLater
  const submitted = tab.dispatch({
    type: "payment.submitted",
    idProcesoDeCompra,
    formRef: tab.vault.keep(chargeForm(card)),
    nFormaDePago: 1,
    nCuotas: 1,
    card: { cardBin: card.slice(0, 6), last4: card.slice(-4) },
  })
  // The charge is the server's: its answer comes before the clock moves (the polls are the slow processor's).
  await eventually(() => expect(tab.log.events().some((event) => event.type === "payment.chargeAnswered")).toBe(true))
  await world.wait(ms)
  return submitted.at
}

const gaps = (instants: ReadonlyArray<number>) => instants.slice(1).map((at, index) => at - (instants[index] ?? 0))

/** The instants at which a replay of the log started a poll: where the poll count grew. */
const replayedPollStarts = (tab: LiveTab): ReadonlyArray<number> => {
  const { steps } = replayEvents(tab.log.events(), { tab: tab.tabId, settings: DEFAULT_SETTINGS })
  let polls = 0
  return steps.flatMap(({ event, snapshot }) => {
    const now = (snapshot.paymentVerification.context as { readonly polls: number }).polls
    const started = now > polls
    polls = now
    return started ? [event.at] : []
  })
}

describe("payment verification polls every 2000 ms from the previous poll's start (SPEC §9)", () => {
  it("with 300 ms answers: 60 polls, each 2 s after the previous one, within 122 s of paying", async () => {
    const world = slowProcessor(300)
    const paidAt = await payAndWait(world, 130_000)
    const chargeAnswer = world.tab.log.events().find((event) => event.type === "payment.chargeAnswered")

    expect(world.polls).toHaveLength(60)
    expect(world.polls[0]).toBe((chargeAnswer?.at ?? 0) + STEP_MS)
    expect(gaps(world.polls)).toEqual(Array(59).fill(STEP_MS))
    expect((world.polls.at(-1) ?? 0) - paidAt).toBeLessThanOrEqual(122_000)
    expect(world.mostInFlight()).toBe(1)
    expect(world.tab.snapshot().paymentVerification.value).toBe("delayed")

    // The log replays to the same polls at the same instants.
    expect(replayedPollStarts(world.tab)).toEqual(world.polls)
  }, 60_000)

  it("with answers slower than the step, starts the next poll as soon as an answer is in, never two at once", async () => {
    const world = slowProcessor(2_500)
    await payAndWait(world, 30_000)
    const answers = world.tab.log
      .events()
      .filter((event) => event.type === "payment.statusReceived")
      .map((event) => event.at)

    expect(world.polls.length).toBeGreaterThanOrEqual(10)
    expect(gaps(world.polls)).toEqual(Array(world.polls.length - 1).fill(2_500))
    expect(world.polls.slice(1)).toEqual(answers.slice(0, world.polls.length - 1))
    expect(world.mostInFlight()).toBe(1)
    expect(replayedPollStarts(world.tab)).toEqual(world.polls)
  }, 60_000)
})
