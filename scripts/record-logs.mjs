// Records the event logs of fixtures/logs/ from live runs of the machines: real
// live tabs (startLiveTab) against the reference server in this process (createTestServer:
// an in-memory PGlite seeded from fixtures/), one manual clock for both, and in-memory tabs.
// Run after `npm run build`: node scripts/record-logs.mjs [folder]  (fixtures/logs/v<LOG_FORMAT_VERSION>/ by
// default: a version's logs stay as that version recorded them, and replay in npm test for ever).
import { writeFileSync, mkdirSync } from "node:fs"
import { pathToFileURL } from "node:url"
import * as Effect from "effect/Effect"
import { makeHttpApi } from "../core/dist/http/index.js"
import {
  Clock,
  DEFAULT_SETTINGS,
  KeyValueStore,
  layerMemoryKeyValueStore,
  eventLogFile,
  LOG_FORMAT_VERSION,
  ManualClock,
  MemoryTabHub,
  SandboxCard,
  startLiveTab,
  toJsonLines,
} from "../core/dist/index.js"
import { createTestServer, TEST_SERVER_START } from "../server/dist/testing/index.js"

const START = TEST_SERVER_START
/** La casa de los espejos, three days after the seeding, at the Teatro Gran Corrientes. */
const FUNCTION_ID = 10102
const FUNCTION_PATH = `/funcion/la-casa-de-los-espejos/${FUNCTION_ID}`
const OUT =
  process.argv[2] === undefined
    ? new URL(`../fixtures/logs/v${LOG_FORMAT_VERSION}/`, import.meta.url)
    : pathToFileURL(`${process.argv[2]}/`)

/** The shopper of every log: a new customer, she signs up. */
const CUSTOMER = {
  cNombre: "Lucía",
  cApellido: "Fernández",
  cEmail: "lucia@example.com",
  cEmailConfirmacion: "lucia@example.com",
  cClave: "Boleteria2025",
  cClaveConfirmacion: "Boleteria2025",
  cGenero: "FEMENINO",
  cTipoDocumento: "DNI",
  cNumeroDocumento: "30123456",
  cTipoTelefono: "MOVIL",
  cTelefono: "1155550000",
  oFechaNacimiento: { nDia: 14, nMes: 2, nAnio: 1990 },
  cAlias: null,
  cUsuarioTelegram: null,
  cPais: "AR",
  lAceptaTerminos: true,
}

const serviceOf = (tag, layer) =>
  Effect.runSync(
    Effect.provide(
      Effect.gen(function* () {
        return yield* tag
      }),
      layer,
    ),
  )

/** The Api with each call counted while it runs, so `settle` knows when the server has answered. */
const counted = (api) => {
  const calls = { running: 0 }
  const wrapped = Object.fromEntries(
    Object.entries(api).map(([name, call]) => [
      name,
      (request) =>
        Effect.suspend(() => {
          calls.running++
          return Effect.ensuring(
            call(request),
            Effect.sync(() => calls.running--),
          )
        }),
    ]),
  )
  return { api: wrapped, calls }
}

/** The servers of the worlds not yet saved: `save` closes them. */
const servers = []

/** One turn of the event loop. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A little world: one server, a manual clock it shares with the tabs, tabs that share storage and
 * a channel. `answers` replaces some of the Api's calls, given the Api and the clock.
 */
const world = async (answers = () => ({})) => {
  const clock = new ManualClock(START)
  const server = await createTestServer({ clock: { now: () => clock.nowMs }, seedAt: START })
  servers.push(server)
  const http = makeHttpApi({
    baseUrl: server.url,
    fetch: server.fetch,
    token: () => null,
    fingerprint: () => "record-logs",
  })
  const { api: served, calls } = counted(http)
  const api = { ...served, ...answers(served, clock) }
  const hub = new MemoryTabHub()
  const store = serviceOf(KeyValueStore, layerMemoryKeyValueStore())
  let ref = 0
  const open = (tabId) =>
    startLiveTab(
      {
        api,
        clock: serviceOf(Clock, clock.layer),
        channel: hub.tab(tabId),
        store,
        newRef: () => `form-${tabId}-${++ref}`,
      },
      DEFAULT_SETTINGS,
    )
  /** Waits until no call is on its way and two turns pass without one starting (an answer may ask again). */
  const settle = async () => {
    for (let idle = 0; idle < 2; idle = calls.running === 0 ? idle + 1 : 0) await turn()
  }
  const wait = async (ms, stepMs = 1000) => {
    for (let left = ms; left > 0; left -= stepMs) {
      clock.advance(Math.min(stepMs, left))
      await settle()
    }
  }
  return { api, clock, open, settle, wait }
}

const signUp = async (w, tab) => {
  const answer = await Effect.runPromise(w.api.signUp({ body: CUSTOMER }))
  tab.dispatch({ type: "session.loggedIn", token: answer.token, user: answer.user })
}

const takeTwoSeats = async (w, tab) => {
  const performance = await Effect.runPromise(w.api.getPerformance({ path: { idFuncion: FUNCTION_ID } }))
  const free = performance.listaSector
    .flatMap((s) => s.listaPosicion)
    .filter((p) => p.cEstado === "LIBRE")
    .slice(0, 2)
  tab.dispatch({ type: "route.changed", name: "funcionSeoEst", path: FUNCTION_PATH })
  tab.dispatch({ type: "navigation.functionVisited", path: FUNCTION_PATH })
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION_ID, aIdPosicion: free.map((p) => p.idPosicion) })
  await w.settle()
  const id = tab.snapshot().cart.context.process.idProcesoDeCompra
  tab.dispatch({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
  return id
}

const paidPurchase = async () => {
  const w = await world()
  const tab = w.open(1)
  await signUp(w, tab)
  const id = await takeTwoSeats(w, tab)
  await w.wait(20_000)
  tab.dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra: id })
  await w.settle()
  const eticket = tab.snapshot().delivery.context.types.find((t) => t.cCodigo === "ETICKET")
  tab.dispatch({ type: "checkout.deliveryChosen", idEntregaTipo: eticket.idEntregaTipo, idClienteDomicilio: null })
  await w.settle()
  tab.dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra: id })
  await w.wait(45_000)
  pay(tab, id, SandboxCard.settlesLater)
  await w.settle()
  await w.wait(12_000)
  tab.dispatch({ type: "route.changed", name: "payConfirm", path: "/payConfirm" })
  return tab
}

/** The shopper pays with `card`: the form waits in the vault, the event carries BIN and last 4 only. */
const pay = (tab, id, card) => {
  const formRef = tab.vault.keep({
    cTitular: "LUCIA FERNANDEZ",
    cNumeroTarjeta: card,
    nMesVencimiento: 12,
    nAnioVencimiento: 2029,
    cCodigoSeguridad: "123",
    nCuotas: 1,
    cTipoDocumento: "DNI",
    cNumeroDocumento: "30123456",
    cEmail: "lucia@example.com",
    oFechaNacimiento: { nDia: 14, nMes: 2, nAnio: 1990 },
  })
  tab.dispatch({
    type: "payment.submitted",
    idProcesoDeCompra: id,
    formRef,
    nFormaDePago: 1,
    nCuotas: 1,
    card: { cardBin: card.slice(0, 6), last4: card.slice(-4) },
  })
}

/** A processor that answers every status call after `latencyMs`, still PROCESANDO. */
const slowStatus = (latencyMs) => (_backend, clock) => ({
  getPaymentStatus: (request) =>
    Effect.callback((resume) => {
      const stop = Effect.runSync(
        serviceOf(Clock, clock.layer).every(latencyMs, () => {
          stop()
          const { idProcesoDeCompra } = request.path
          resume(
            Effect.succeed({
              idProcesoDeCompra,
              cEstado: "PROCESANDO",
              cMensaje: null,
              cUltimos4: null,
              cUrl3DS: null,
              idPedido: null,
            }),
          )
        }),
      )
    }),
})

/** Status answers take 300 ms and the payment never settles: 60 polls 2 s apart, then "delayed". */
const slowPaymentAnswers = async () => {
  const w = await world(slowStatus(300))
  const tab = w.open(1)
  await signUp(w, tab)
  const id = await takeTwoSeats(w, tab)
  tab.dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra: id })
  await w.settle()
  const eticket = tab.snapshot().delivery.context.types.find((t) => t.cCodigo === "ETICKET")
  tab.dispatch({ type: "checkout.deliveryChosen", idEntregaTipo: eticket.idEntregaTipo, idClienteDomicilio: null })
  await w.settle()
  tab.dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra: id })
  await w.wait(1_500, 100)
  pay(tab, id, SandboxCard.settlesLater)
  await w.wait(125_000, 100)
  return tab
}

const expiredPurchase = async () => {
  const w = await world()
  const tab = w.open(1)
  await signUp(w, tab)
  await takeTwoSeats(w, tab)
  await w.wait(12 * 60_000 + 2_000)
  await w.settle()
  tab.dispatch({ type: "route.changed", name: "payFinish", path: "/payFinish" })
  tab.dispatch({ type: "dialog.acknowledged" })
  return tab
}

const takenOverByAnotherTab = async () => {
  const w = await world()
  const first = w.open(1)
  const second = w.open(2)
  await signUp(w, first)
  const id = await takeTwoSeats(w, first)
  await w.wait(30_000)
  second.dispatch({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
  await w.settle()
  first.dispatch({ type: "route.changed", name: "payFinish", path: "/payFinish" })
  second.stop()
  return first
}

const save = async (name, tab) => {
  const text = toJsonLines(eventLogFile(tab.log, { tab: tab.tabId, settings: DEFAULT_SETTINGS, recordedAt: START }))
  writeFileSync(new URL(`${name}.jsonl`, OUT), text)
  const s = tab.snapshot()
  console.log(
    `${name}: ${tab.log.size()} events; timer ${s.purchaseTimer.value}, checkout ${JSON.stringify(s.checkout.value)}, payment ${s.paymentVerification.value}, redirect ${s.checkout.context.redirect}, message ${s.checkout.context.message}`,
  )
  tab.stop()
  await Promise.all(servers.splice(0).map((server) => server.close()))
}

mkdirSync(OUT, { recursive: true })
await save("paid-purchase", await paidPurchase())
await save("expired-purchase", await expiredPurchase())
await save("taken-over-by-another-tab", await takenOverByAnotherTab())
await save("slow-payment-answers", await slowPaymentAnswers())
