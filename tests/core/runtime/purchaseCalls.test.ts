import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import {
  connectCart,
  DEFAULT_SETTINGS,
  type ApiFailure,
  MemoryTabHub,
  SandboxCard,
  startLazyTab,
  startLiveTab,
  makeMemoryKeyValueStore,
  type KeyValueStoreShape,
} from "@boleteria/core"
import { eventually, SERVER_TEST_MS, serverApi } from "../../support/inProcessServer.js"
import { serverPerTest } from "./liveTabs.js"

/** fixtures/catalog's function 10102 and two seats of its Platea (A1, A2). */
const FUNCTION = 10102
const SEATS = [25291, 25292]
const BIN = SandboxCard.approves.slice(0, 6)

const servers = serverPerTest()

/** A browser's tab services: its storage, its channel, and an Api that knows no key (the tab's calls bring it). */
const servicesOf = (store: KeyValueStoreShape, tabId: number) => ({
  api: serverApi(servers.current().server),
  clock: servers.current().clock,
  channel: new MemoryTabHub().tab(tabId),
  store,
  newRef: () => `ref-${tabId}`,
})

/** A browser that holds two seats: its storage, and the purchase its tab started. */
const holdingBrowser = async () => {
  const store = makeMemoryKeyValueStore()
  const tab = startLiveTab(servicesOf(store, 1), DEFAULT_SETTINGS)
  servers.keep(tab)
  tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: SEATS })
  const idProcesoDeCompra = await eventually(() => {
    const id = tab.snapshot().cart.context.process?.idProcesoDeCompra
    expect(id).toBeTypeOf("number")
    return id!
  })
  return { store, tab, idProcesoDeCompra }
}

const failureOf = async (call: Effect.Effect<unknown, ApiFailure>) => {
  const result = await Effect.runPromise(Effect.result(call))
  return result._tag === "Failure" ? result.failure : null
}

describe("a tab's purchase calls", { timeout: SERVER_TEST_MS }, () => {
  it("carry the key the tab holds: its owner gets the methods and a card's instalments, a stranger's tab is refused", async () => {
    const { tab, idProcesoDeCompra } = await holdingBrowser()
    const calls = tab.purchaseCalls(idProcesoDeCompra)

    const groups = await Effect.runPromise(calls.paymentMethods())
    const card = groups.find((group) => group.cFlujo === "TARJETA" && group.lDisponible)
    const nFormaDePago = card?.listaFormaDePago[0]?.nFormaDePago
    expect(nFormaDePago).toBeTypeOf("number")
    const installments = await Effect.runPromise(calls.cardInstallments(nFormaDePago!, BIN))
    expect(installments).toMatchObject({ nFormaDePago, cCardBin: BIN })
    expect(installments.listaCuota.length).toBeGreaterThan(0)

    const stranger = startLiveTab(servicesOf(makeMemoryKeyValueStore(), 2), DEFAULT_SETTINGS)
    servers.keep(stranger)
    const theirs = stranger.purchaseCalls(idProcesoDeCompra)
    for (const refused of [theirs.paymentMethods(), theirs.cardInstallments(nFormaDePago!, BIN)]) {
      expect(await failureOf(refused)).toMatchObject({ _tag: "ApiError", nCode: 403 })
    }
    // What a result page asks instead of the key: whether this browser holds the purchase.
    const holds = (holder: typeof tab) => connectCart(holder.snapshot().cart, holder.dispatch).holdsPurchase
    expect([holds(tab)(idProcesoDeCompra), holds(stranger)(idProcesoDeCompra)]).toEqual([true, false])
  })

  it("of a resting lazy tab start its machines, which restore the key from storage, and then answer", async () => {
    const { store, tab, idProcesoDeCompra } = await holdingBrowser()
    tab.stop()
    // A reload: the machines rest until something needs them; this loader lets them start at once.
    const reloaded = startLazyTab(servicesOf(store, 3), DEFAULT_SETTINGS, () => Promise.resolve(startLiveTab))
    servers.keep(reloaded)
    const groups = await Effect.runPromise(reloaded.purchaseCalls(idProcesoDeCompra).paymentMethods())
    expect(groups.some((group) => group.lDisponible)).toBe(true)
    expect(reloaded.live()).not.toBeNull()
  })

  it("of a lazy tab whose machines fail to load fail as the network does, and the next run tries again", async () => {
    const { store, idProcesoDeCompra } = await holdingBrowser()
    let loadable = false
    const flaky = startLazyTab(servicesOf(store, 4), DEFAULT_SETTINGS, () =>
      loadable ? Promise.resolve(startLiveTab) : Promise.reject(new Error("chunk failed")),
    )
    servers.keep(flaky)
    const methods = flaky.purchaseCalls(idProcesoDeCompra).paymentMethods()
    expect(await failureOf(methods)).toMatchObject({ _tag: "NetworkError", message: "chunk failed" })
    loadable = true
    expect(await failureOf(methods)).toBeNull()
  })
})
