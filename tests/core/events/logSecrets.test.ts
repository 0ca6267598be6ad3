import * as Effect from "effect/Effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  DEFAULT_SETTINGS,
  eventLogFile,
  findSecretShapes,
  firstDivergence,
  fromJsonLines,
  makeMemoryKeyValueStore,
  MemoryTabHub,
  replayLog,
  SandboxCard,
  startLiveTab,
  toJsonLines,
  type LiveTab,
  type PersonalData,
} from "@boleteria/core"
import type { ServerClock, TestServer } from "@boleteria/server/testing"
import { chargeForm, signUpForm } from "../../support/forms.js"
import { eventually, SERVER_TEST_MS, serverApi, startServerOnManualClock } from "../../support/inProcessServer.js"

/** fixtures/catalog's function 10102 (La casa de los espejos): every purchase of the file takes its own seats. */
const FUNCTION = 10102

/** A purchase as a shopper may make it: the seats, whether the page is reloaded midway, how it is paid. */
const purchaseArb = fc.record({
  name: fc.constantFrom("Lucía", "Martín", "Ana María", "José"),
  password: fc.stringMatching(/^[A-Z][a-z]{5}\d{4}[A-Za-z]{2}$/u),
  seats: fc.integer({ min: 1, max: 3 }),
  reload: fc.boolean(),
  card: fc.constantFrom(SandboxCard.approves, SandboxCard.declines, null),
})
type Purchase = typeof purchaseArb extends fc.Arbitrary<infer P> ? P : never

let world: Awaited<ReturnType<typeof startServerOnManualClock>>
beforeAll(async () => {
  world = await startServerOnManualClock()
}, SERVER_TEST_MS)
afterAll(async () => {
  await world.server.close()
})

let shoppers = 0

/** Runs `purchase` in live tabs (one, or two when reloaded) and returns their logs as shared files, and the secrets it used. */
const run = async (server: TestServer<ServerClock>, purchase: Purchase, personalData: PersonalData) => {
  shoppers += 1
  const api = serverApi(server)
  const store = makeMemoryKeyValueStore()
  const hub = new MemoryTabHub()
  const tabs: LiveTab[] = []
  const open = () => {
    const tab = startLiveTab(
      { api, clock: world.clock, channel: hub.tab(tabs.length + 1), store, newRef: () => `form-${tabs.length}` },
      DEFAULT_SETTINGS,
    )
    tabs.push(tab)
    return tab
  }
  const email = `shopper-${shoppers}@example.com`
  const { token, user } = await Effect.runPromise(
    api.signUp({ body: signUpForm(email, { cNombre: purchase.name, cClave: purchase.password }) }),
  )
  let tab = open()
  tab.dispatch({ type: "session.loggedIn", token, user })

  const performance = await Effect.runPromise(api.getPerformance({ path: { idFuncion: FUNCTION } }))
  const free = performance.listaSector
    .flatMap((sector) => sector.listaPosicion)
    .filter((seat) => seat.cEstado === "LIBRE")
    .slice(0, purchase.seats)
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: free.map((seat) => seat.idPosicion) })
  const process = await eventually(() => {
    const held = tab.snapshot().cart.context.process
    expect(held).not.toBeNull()
    return held!
  })
  const id = process.idProcesoDeCompra
  if (purchase.reload) {
    tab.stop()
    tab = open()
  }
  tab.dispatch({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${id}` })
  if (purchase.card !== null) {
    tab.dispatch({ type: "checkout.deliveryRequested", idProcesoDeCompra: id })
    const eticket = await eventually(() => {
      const found = tab.snapshot().delivery.context.types.find((type) => type.cCodigo === "ETICKET")
      expect(found).toBeDefined()
      return found!
    })
    tab.dispatch({ type: "checkout.deliveryChosen", idEntregaTipo: eticket.idEntregaTipo, idClienteDomicilio: null })
    tab.dispatch({ type: "checkout.extrasConfirmed", idProcesoDeCompra: id })
    const formRef = tab.vault.keep(chargeForm(purchase.card, { cEmail: email }))
    const card = { cardBin: purchase.card.slice(0, 6), last4: purchase.card.slice(-4) }
    tab.dispatch({ type: "payment.submitted", idProcesoDeCompra: id, formRef, nFormaDePago: 1, nCuotas: 1, card })
    await eventually(() => expect(["successful", "failed"]).toContain(tab.snapshot().paymentVerification.value))
  }
  const files = tabs.map((each) =>
    toJsonLines(
      eventLogFile(each.log, {
        tab: each.tabId,
        settings: DEFAULT_SETTINGS,
        recordedAt: world.clock.nowMs,
        personalData,
      }),
    ),
  )
  for (const each of tabs) each.stop()
  // What anyone holding these could act or pass with: the session, the purchase's key, the password, the card.
  const secrets = [token, process.cClaveProceso, purchase.password, ...(purchase.card === null ? [] : [purchase.card])]
  return { files, secrets, personal: [email, purchase.name] }
}

describe("a shared purchase log holds no secret", { timeout: SERVER_TEST_MS * 2 }, () => {
  it("over random purchases: no token, key, password or card number, no e-mail or name, and it replays as recorded", async () => {
    await fc.assert(
      fc.asyncProperty(purchaseArb, async (purchase) => {
        const { files, secrets, personal } = await run(world.server, purchase, "masked")
        for (const text of files) {
          for (const secret of [...secrets, ...personal]) expect(text).not.toContain(secret)
          expect(findSecretShapes(text)).toEqual([])
          expect(firstDivergence(replayLog(fromJsonLines(text)))).toBeNull()
        }
      }),
      { numRuns: 5 },
    )
  })

  it("keeps the shopper's name and e-mail in their own copy when asked, and still no secret", async () => {
    const purchase: Purchase = {
      name: "Lucía",
      password: "Entradas2025",
      seats: 1,
      reload: false,
      card: SandboxCard.approves,
    }
    const { files, secrets, personal } = await run(world.server, purchase, "kept")
    const [text = ""] = files
    for (const secret of secrets) expect(text).not.toContain(secret)
    for (const data of personal) expect(text).toContain(data)
    expect(fromJsonLines(text).header.personalData).toBe("kept")
  })
})
