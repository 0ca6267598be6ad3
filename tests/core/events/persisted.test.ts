import { describe, expect, it } from "vitest"
import { persistedKeys, restoreEvents, type PersistedKeys, businessTimerOf } from "@boleteria/core"
import { readPersistedKeys } from "../../../core/src/events/readPersisted.js"
import { createDriver, MINUTE, T0, type Driver } from "../../support/driver.js"
import { CUSTOMER, enterBuyRoute, logIn, takeSeats } from "../../support/flows.js"
import { recordingIo } from "../../support/io.js"
import { cartLine } from "../../support/purchaseProcess.js"

/** A fresh tab (reload or new tab) fed the restore events of `keys` at instant `at`. */
const restoredTab = (keys: PersistedKeys, at: number, tabId = 2) => {
  const recorder = recordingIo()
  const driver = createDriver({ tabId, io: recorder.io, startAt: at })
  for (const event of restoreEvents(keys)) driver.send(event)
  return { driver, recorder }
}

/** Logged in, preferences set, two functions held in purchase 501, shown in the buy route. */
const midPurchase = (): Driver => {
  const driver = createDriver({ tabId: 1 })
  driver.send({ type: "locale.changed", locale: "en" })
  driver.send({ type: "geo.countryResolved", cc: "AR" })
  driver.send({ type: "queue.turnAssigned", colaTurno: "turn-17" })
  logIn(driver, { at: T0 })
  driver.send({ type: "navigation.returnTargetSaved", path: "/myOrders" })
  driver.send({ type: "navigation.functionVisited", path: "/funcion/la-traviata/10" })
  takeSeats(driver, { idProcesoDeCompra: 501, lines: [cartLine({ idFuncion: 10 }), cartLine({ idFuncion: 11 })] })
  enterBuyRoute(driver, 501, { at: T0 + MINUTE })
  driver.tickUntil(T0 + 3 * MINUTE)
  return driver
}

describe("persisted keys (SPEC §3)", () => {
  it("derives every key from the machines", () => {
    const keys = persistedKeys(midPurchase().snapshot())
    expect(keys).toMatchObject({
      businessProcess: { idProcesoDeCompraInvalidar: null, cClaveProceso: null, dReset: null },
      colaTurno: "turn-17",
      navegation: { LastFunction: "/funcion/la-traviata/10", cRedirect: "/myOrders" },
      businessTimer: { cEstado: "INICIADO", idProcesoDeCompra: 501, dMaxima: T0 + 12 * MINUTE, nTabIdPrincipal: 1 },
      procesoCompra: { idProcesoDeCompra: 501 },
      user: { ...CUSTOMER, dLogin: T0 },
      token: "token-ana",
      locale: "en",
      cc: "AR",
      lastPurchase: null,
    })
  })

  it("restores a running purchase into another tab with the same persisted keys", () => {
    const original = midPurchase()
    const keys = persistedKeys(original.snapshot())
    const { driver, recorder } = restoredTab(keys, original.now())
    expect(persistedKeys(driver.snapshot())).toEqual(keys)
    expect(driver.snapshot().session.value).toBe("loggedIn")
    expect(driver.snapshot().purchaseTimer.value).toBe("INICIADO")
    expect(driver.snapshot().checkout.value).toEqual({ active: "seats" })
    expect(driver.snapshot().checkout.context.idProcesoDeCompra).toBe(501)
    expect(recorder.calls).toEqual([])
  })

  it("restores a cancelled purchase whose invalidation is pending, and retries it", () => {
    const original = midPurchase()
    original.send({ type: "cart.emptyRequested" })
    const keys = persistedKeys(original.snapshot())
    expect(keys.businessProcess.idProcesoDeCompraInvalidar).toBe(501)

    const { driver, recorder } = restoredTab(keys, original.now())
    expect(persistedKeys(driver.snapshot())).toEqual(keys)
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 2, idProcesoDeCompra: 501, cOrigen: "INV001" },
    ])
  })

  it("restores an empty, logged-out tab", () => {
    const keys = persistedKeys(createDriver().snapshot())
    expect(persistedKeys(restoredTab(keys, T0).driver.snapshot())).toEqual(keys)
  })

  it("keeps a restored purchase's clock: it expires at the stored dMaxima and cancels with INV011", () => {
    const original = midPurchase()
    const { driver, recorder } = restoredTab(persistedKeys(original.snapshot()), original.now())
    driver.tick({ at: T0 + 12 * MINUTE })
    expect(driver.snapshot().purchaseTimer.value).toBe("INICIADO")
    driver.tick({ at: T0 + 12 * MINUTE + 1 })
    expect(businessTimerOf(driver.snapshot().purchaseTimer)).toMatchObject({ cEstado: "RESET", cOrigen: "INV011" })
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 2, idProcesoDeCompra: 501, cOrigen: "INV011" },
    ])
  })

  it("does not restore a session that ran out while the tab was closed", () => {
    const original = midPurchase()
    const keys = persistedKeys(original.snapshot())
    const { driver } = restoredTab(keys, T0 + 181 * MINUTE)
    expect(driver.snapshot().session.value).toBe("loggedOut")
    expect(persistedKeys(driver.snapshot())).toMatchObject({ token: null, user: null })
  })
})

/** Storage as the live tab writes it: each key's JSON text. */
const storedAs = (keys: object) => (key: string) =>
  key in keys ? JSON.stringify((keys as Record<string, unknown>)[key]) : undefined

describe("reading what storage kept", () => {
  const atRest = persistedKeys(createDriver().snapshot())

  it("reads back every key the machines wrote", () => {
    const keys = persistedKeys(midPurchase().snapshot())
    expect(readPersistedKeys(storedAs(keys), atRest)).toEqual(keys)
  })

  it("reads a purchase kept before purchases had keys as no purchase, and forgets its clock; the rest stays", () => {
    const keys = persistedKeys(midPurchase().snapshot())
    const { cClaveProceso: _key, ...keyless } = keys.procesoCompra ?? {}
    const read = readPersistedKeys(storedAs({ ...keys, procesoCompra: keyless }), atRest)
    expect(read.procesoCompra).toBeNull()
    expect(read.businessTimer).toEqual(atRest.businessTimer)
    expect(read).toMatchObject({ token: "token-ana", locale: "en", colaTurno: "turn-17", navegation: keys.navegation })

    const { driver, recorder } = restoredTab(read, T0 + 3 * MINUTE)
    expect(driver.snapshot().purchaseTimer.value).toBe("RESET")
    expect(driver.snapshot().checkout.context.idProcesoDeCompra).toBeNull()
    expect(driver.snapshot().session.value).toBe("loggedIn")
    expect(recorder.calls).toEqual([])
  })

  it("drops a pending invalidation kept without its key: nothing could send it", () => {
    const original = midPurchase()
    original.send({ type: "cart.emptyRequested" })
    const keys = persistedKeys(original.snapshot())
    const read = readPersistedKeys(
      storedAs({ ...keys, businessProcess: { idProcesoDeCompraInvalidar: 501, dReset: T0 } }),
      atRest,
    )
    expect(read.businessProcess).toEqual(atRest.businessProcess)
    expect(restoredTab(read, original.now()).recorder.callsTo("invalidateProcess")).toEqual([])
  })

  it("reads a damaged or missing key as at rest", () => {
    const keys = persistedKeys(midPurchase().snapshot())
    const stored = (key: string) => (key === "user" ? "{not json" : key === "locale" ? undefined : storedAs(keys)(key))
    expect(readPersistedKeys(stored, atRest)).toEqual({ ...keys, user: null, locale: null })
  })
})
