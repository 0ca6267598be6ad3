import type { ServerClock, TestServer } from "@boleteria/server/testing"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import {
  DEFAULT_SETTINGS,
  type KeyValueStoreShape,
  MemoryTabHub,
  startLiveTab,
  type LiveTab,
  makeMemoryKeyValueStore,
} from "@boleteria/core"
import { serverPerTest } from "./liveTabs.js"
import { signUpForm } from "../../support/forms.js"
import { eventually, SERVER_TEST_MS, serverApi } from "../../support/inProcessServer.js"

/** fixtures/catalog's function 10102 and two seats of its Platea (A1, A2). */
const FUNCTION = 10102
const A1 = 25291
const A2 = 25292

const servers = serverPerTest()

/** A fetch that never reaches the server with a purchase's invalidation, as when the network is down. */
const offlineForInvalidation =
  (server: TestServer<ServerClock>): typeof fetch =>
  (input, init) =>
    new Request(input, init).url.endsWith("/invalidar")
      ? Promise.reject(new TypeError("Failed to fetch"))
      : server.fetch(input, init)

/**
 * One browser on the server in process. Its tabs' calls on a purchase carry only what the tab's
 * own state holds (liveIo's credentials): the client itself knows no key, so a call goes without
 * one unless the tab sends it.
 */
const browser = () => {
  const { clock, server } = servers.current()
  const store = makeMemoryKeyValueStore()
  const hub = new MemoryTabHub()
  let tabs = 0
  /** A tab (a reload is a new one) over the shared storage; offline, its invalidations never reach the server. */
  const open = (options: { readonly offline?: boolean } = {}) => {
    tabs += 1
    const tab = startLiveTab(
      {
        api: serverApi(server, options.offline === true ? { fetch: offlineForInvalidation(server) } : {}),
        clock,
        channel: hub.tab(tabs),
        store,
        newRef: () => `ref-${tabs}`,
      },
      DEFAULT_SETTINGS,
    )
    servers.keep(tab)
    return tab
  }
  /** Whether these seats are free for everyone again, as the function page would show them. */
  const free = async (...seats: ReadonlyArray<number>) => {
    const performance = await Effect.runPromise(serverApi(server).getPerformance({ path: { idFuncion: FUNCTION } }))
    const states = new Map(
      performance.listaSector.flatMap((sector) => sector.listaPosicion).map((seat) => [seat.idPosicion, seat.cEstado]),
    )
    return seats.every((seat) => states.get(seat) === "LIBRE")
  }
  /** A customer signed up on the server, as the shop logs one in. */
  const signUp = async () => {
    const { token, user } = await Effect.runPromise(serverApi(server).signUp({ body: signUpForm("ana@example.com") }))
    return { type: "session.loggedIn", token, user } as const
  }
  return { open, free, store, signUp }
}

const reload = (tab: LiveTab, open: () => LiveTab) => {
  tab.stop()
  return open()
}

describe("the credentials of a tab's calls", { timeout: SERVER_TEST_MS }, () => {
  it("invalidates the purchase a logout cancels with the session it was made in", async () => {
    const { open, free, signUp } = browser()
    const tab = open()
    tab.dispatch(await signUp())
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1, A2] })
    await eventually(() => expect(tab.snapshot().cart.context.process).not.toBeNull())
    tab.dispatch({ type: "session.logoutRequested" })
    await eventually(() =>
      expect(tab.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull(),
    )
    expect(
      tab.log.events().filter((event) => event.type === "api.failed" || event.type === "api.unauthorized"),
    ).toEqual([])
    expect(await free(A1, A2)).toBe(true)
  })
})

/** Every value storage keeps that holds the key: none, once the browser should have forgotten it. */
const keptWith = (store: KeyValueStoreShape, key: string) =>
  Effect.runSync(store.keys()).filter((name) =>
    Option.getOrElse(Effect.runSync(store.get(name)), () => "").includes(key),
  )

describe("the purchase key after a logout", { timeout: SERVER_TEST_MS }, () => {
  it("is kept only until the purchase the logout let go is invalidated, then is nowhere in storage", async () => {
    const { open, free, store, signUp } = browser()
    const tab = open()
    tab.dispatch(await signUp())
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1, A2] })
    await eventually(() => expect(tab.snapshot().cart.context.process).not.toBeNull())
    const key = tab.snapshot().cart.context.process!.cClaveProceso
    expect(keptWith(store, key)).toEqual(["procesoCompra"])

    tab.dispatch({ type: "session.logoutRequested" })
    // The key goes with the purchase to its invalidation (businessProcess), as the server asks for it.
    expect(keptWith(store, key)).toEqual(["businessProcess"])
    await eventually(() =>
      expect(tab.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull(),
    )
    expect(await free(A1, A2)).toBe(true)
    expect(tab.snapshot().cart.context.lastPurchase).toBeNull()
    expect(keptWith(store, key)).toEqual([])
  })

  it("forgets the last purchase's key too: the next person at this browser cannot open it", async () => {
    const { open, store, signUp } = browser()
    const tab = open()
    tab.dispatch(await signUp())
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1] })
    await eventually(() => expect(tab.snapshot().cart.context.process).not.toBeNull())
    const key = tab.snapshot().cart.context.process!.cClaveProceso
    tab.dispatch({ type: "cart.emptyRequested" })
    await eventually(() =>
      expect(tab.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull(),
    )
    // Before the logout the ended purchase is kept for the pages that show how it ended.
    expect(keptWith(store, key)).toEqual(["lastPurchase"])

    tab.dispatch({ type: "session.logoutRequested" })
    expect(tab.snapshot().cart.context.lastPurchase).toBeNull()
    expect(keptWith(store, key)).toEqual([])
    expect(reload(tab, () => open()).snapshot().cart.context.lastPurchase).toBeNull()
  })
})

describe("the purchase key across a reload", { timeout: SERVER_TEST_MS }, () => {
  it("restores the purchase with its key, so the reloaded tab can go on with it and cancel it", async () => {
    const { open, free } = browser()
    const first = open()
    first.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1] })
    await eventually(() => expect(first.snapshot().cart.context.process).not.toBeNull())
    const key = first.snapshot().cart.context.process?.cClaveProceso

    const reloaded = reload(first, () => open())
    expect(reloaded.snapshot().cart.context.process?.cClaveProceso).toBe(key)
    reloaded.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A2] })
    await eventually(() => expect(reloaded.snapshot().cart.context.process?.oCantidadTotal.nCantidadTotal).toBe(2))
    expect(reloaded.snapshot().cart.context.message).toBeNull()

    reloaded.dispatch({ type: "cart.emptyRequested" })
    await eventually(() => expect(reloaded.snapshot().cart.value).toBe("ready"))
    expect(reloaded.log.events().filter((event) => event.type === "api.failed")).toEqual([])
    expect(await free(A1, A2)).toBe(true)
  })

  it("retries after a reload an invalidation that did not reach the server, with the key it kept", async () => {
    const { open, free } = browser()
    const first = open({ offline: true })
    first.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1, A2] })
    await eventually(() => expect(first.snapshot().cart.context.process).not.toBeNull())
    const { idProcesoDeCompra, cClaveProceso } = first.snapshot().cart.context.process!
    first.dispatch({ type: "cart.emptyRequested" })
    await eventually(() => expect(first.snapshot().cart.value).toBe("ready"))
    expect(first.snapshot().cart.context.pendingInvalidation).toMatchObject({
      idProcesoDeCompraInvalidar: idProcesoDeCompra,
      cClaveProceso,
    })
    expect(await free(A1, A2)).toBe(false)

    const reloaded = reload(first, () => open())
    expect(reloaded.snapshot().cart.context.process).toBeNull()
    await eventually(() =>
      expect(reloaded.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull(),
    )
    expect(reloaded.log.events().filter((event) => event.type === "api.failed")).toEqual([])
    expect(await free(A1, A2)).toBe(true)
  })

  it("restores a purchase kept before purchases had keys as none, without calling the server", async () => {
    const { open, store } = browser()
    const first = open()
    first.dispatch({ type: "cart.seatsRequested", idFuncion: FUNCTION, aIdPosicion: [A1] })
    await eventually(() => expect(first.snapshot().cart.context.process).not.toBeNull())
    first.stop()
    const stored = JSON.parse(Option.getOrThrow(Effect.runSync(store.get("procesoCompra")))) as Record<string, unknown>
    const { cClaveProceso: _key, ...keyless } = stored
    Effect.runSync(store.set("procesoCompra", JSON.stringify(keyless)))

    const reloaded = open()
    expect(reloaded.snapshot().cart.context.process).toBeNull()
    expect(reloaded.snapshot().purchaseTimer.value).toBe("RESET")
    expect(reloaded.snapshot().checkout.context.idProcesoDeCompra).toBeNull()
    expect(
      reloaded.log
        .events()
        .map((event) => event.type)
        .filter((type) => !type.endsWith(".restored")),
    ).toEqual([])
  })
})
