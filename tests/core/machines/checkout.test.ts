import { describe, expect, it } from "vitest"
import { persistedKeys, connectCheckout, type RouteName, connectPurchaseTimer, businessTimerOf } from "@boleteria/core"
import { createDriver, MINUTE, SECOND, T0, type Driver } from "../../support/driver.js"
import { chooseETicket, enterBuyRoute, logIn, submitPayment, takeSeats } from "../../support/flows.js"
import { recordingIo, type RecordingIo } from "../../support/io.js"
import { paymentStatus, purchaseKeyFor } from "../../support/purchaseProcess.js"

const ID = 501
const DEADLINE = T0 + 12 * MINUTE
const noDispatch = () => undefined

/** Tab 1, logged in, holding seats for purchase 501 since T0 and showing it in the buy route. */
const buying = (options: { route?: RouteName } = {}): { driver: Driver; recorder: RecordingIo } => {
  const recorder = recordingIo()
  const driver = createDriver({ io: recorder.io, tabId: 1 })
  logIn(driver, { at: T0 })
  driver.send({ type: "navigation.functionVisited", path: "/funcion/la-traviata/10" })
  takeSeats(driver, { idProcesoDeCompra: ID, at: T0 })
  if (options.route === undefined) enterBuyRoute(driver, ID)
  else driver.send({ type: "route.changed", name: options.route, path: "/" })
  return { driver, recorder }
}

describe("checkout: following the purchase", () => {
  it("follows the purchase the cart announced and claims it for the tab that shows it in a buy route", () => {
    const { driver } = buying()
    const snapshot = driver.snapshot()
    expect(snapshot.checkout.value).toEqual({ active: "seats" })
    expect(snapshot.checkout.context).toMatchObject({
      idProcesoDeCompra: ID,
      route: "BuyTicket",
      lastProcessType: "CART",
    })
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({ nTabIdPrincipal: 1, idProcesoDeCompra: ID })
    expect(connectCheckout(snapshot.checkout, noDispatch)).toMatchObject({ step: "seats", hasPurchase: true })
  })
})

describe("checkout: the purchase clock runs out (SPEC §4, INV011)", () => {
  it("cancels with INV011 in the buy route: dialog, /payFinish, timer RESET, cart invalidated", () => {
    const { driver, recorder } = buying()
    driver.tickUntil(DEADLINE)
    expect(driver.snapshot().purchaseTimer.value).toBe("INICIADO")
    expect(connectPurchaseTimer(driver.snapshot().purchaseTimer, driver.snapshot().now).secondsLeft).toBe(0)

    driver.tick({ at: DEADLINE + 1 })
    const snapshot = driver.snapshot()
    expect(snapshot.checkout.value).toBe("idle")
    expect(snapshot.checkout.context).toMatchObject({
      idProcesoDeCompra: null,
      dialog: { title: "purchase.canceledTitle", message: "purchase.expired" },
      redirect: "/payFinish",
      message: "purchase.expired",
    })
    expect(snapshot.purchaseTimer.value).toBe("RESET")
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({
      cEstado: "RESET",
      cOrigen: "INV011",
      cMensaje: "purchase.expired",
      dReset: DEADLINE + 1,
    })
    expect(snapshot.cart.context.process).toBeNull()
    expect(snapshot.cart.context.pendingInvalidation).toEqual({
      idProcesoDeCompraInvalidar: ID,
      cClaveProceso: purchaseKeyFor(ID),
      dReset: DEADLINE + 1,
    })
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: ID, cOrigen: "INV011" },
    ])
  })

  it("sends OK on the dialog back to the last function page", () => {
    const { driver } = buying()
    driver.tick({ at: DEADLINE + SECOND })
    driver.send({ type: "route.changed", name: "payFinish", path: "/payFinish" })
    expect(driver.snapshot().checkout.context.redirect).toBeNull()

    connectCheckout(driver.snapshot().checkout, driver.dispatch).acknowledgeDialog()
    expect(driver.snapshot().checkout.context).toMatchObject({ dialog: null, redirect: "/funcion/la-traviata/10" })
  })

  it("sends OK on the dialog to the billboard when no function was visited", () => {
    const driver = createDriver()
    logIn(driver, { at: T0 })
    takeSeats(driver, { idProcesoDeCompra: ID, at: T0 })
    enterBuyRoute(driver, ID)
    driver.tick({ at: DEADLINE + SECOND })
    driver.send({ type: "dialog.acknowledged" })
    expect(driver.snapshot().checkout.context).toMatchObject({ dialog: null, redirect: "/" })
  })

  it("shows the dialog without leaving a page outside the buy routes", () => {
    const { driver } = buying({ route: "cartelera" })
    driver.tick({ at: DEADLINE + SECOND })
    expect(driver.snapshot().checkout.context).toMatchObject({
      dialog: { title: "purchase.canceledTitle", message: "purchase.expired" },
      redirect: null,
    })
    expect(businessTimerOf(driver.snapshot().purchaseTimer).cOrigen).toBe("INV011")
  })
})

describe("checkout: another tab takes the purchase (SPEC §4)", () => {
  it("sends the first tab to /payFinish with 'other tab' when a second tab claims the purchase", () => {
    const { driver } = buying()
    enterBuyRoute(driver, ID, { at: T0 + MINUTE, tab: 2 })
    const snapshot = driver.snapshot()
    expect(businessTimerOf(snapshot.purchaseTimer).nTabIdPrincipal).toBe(2)
    expect(snapshot.purchaseTimer.value).toBe("INICIADO")
    expect(snapshot.checkout.context).toMatchObject({ message: "purchase.otherTab", redirect: "/payFinish" })
    expect(snapshot.cart.context.process?.idProcesoDeCompra).toBe(ID)
  })

  it("goes on following the purchase it lost, so its end is decided as in the principal tab", () => {
    const { driver, recorder } = buying()
    enterBuyRoute(driver, ID, { at: T0 + MINUTE, tab: 2 })
    driver.send({ type: "route.changed", name: "payFinish", path: "/payFinish" })
    expect(driver.snapshot().checkout.context).toMatchObject({ idProcesoDeCompra: ID, redirect: null })

    driver.tick({ at: DEADLINE + SECOND })
    const snapshot = driver.snapshot()
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({ cEstado: "RESET", cOrigen: "INV011" })
    expect(snapshot.cart.context.process).toBeNull()
    expect(snapshot.checkout.context).toMatchObject({ idProcesoDeCompra: null, redirect: null })
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: ID, cOrigen: "INV011" },
    ])
  })

  it("takes the purchase back when the first tab shows it in a buy route again", () => {
    const { driver } = buying()
    enterBuyRoute(driver, ID, { at: T0 + MINUTE, tab: 2 })
    enterBuyRoute(driver, ID, { at: T0 + 2 * MINUTE })
    expect(businessTimerOf(driver.snapshot().purchaseTimer).nTabIdPrincipal).toBe(1)
    expect(connectPurchaseTimer(driver.snapshot().purchaseTimer).isPrincipalTab).toBe(true)
  })

  it("makes a tab that was already in the buy route principal when it hears of an older purchase", () => {
    const driver = createDriver({ tabId: 2 })
    enterBuyRoute(driver, ID, { at: T0 + MINUTE })
    takeSeats(driver, { idProcesoDeCompra: ID, at: T0, tab: 1 })
    expect(businessTimerOf(driver.snapshot().purchaseTimer).nTabIdPrincipal).toBe(2)
    expect(driver.snapshot().checkout.context).toMatchObject({ idProcesoDeCompra: ID, redirect: null, message: null })
  })

  it("sends the first tab to /payFinish when a second tab takes more seats for the purchase", () => {
    const { driver } = buying()
    takeSeats(driver, { idProcesoDeCompra: ID, idFuncion: 11, at: T0 + MINUTE, tab: 2 })
    expect(driver.snapshot().checkout.context).toMatchObject({ message: "purchase.otherTab", redirect: "/payFinish" })
    expect(businessTimerOf(driver.snapshot().purchaseTimer)).toMatchObject({ nTabIdPrincipal: 2, dMaxima: DEADLINE })
  })

  it("sends the first tab to /payFinish when a second tab starts a new purchase", () => {
    const { driver } = buying()
    takeSeats(driver, { idProcesoDeCompra: 502, at: T0 + MINUTE, tab: 2 })
    expect(businessTimerOf(driver.snapshot().purchaseTimer)).toMatchObject({
      idProcesoDeCompra: 502,
      nTabIdPrincipal: 2,
    })
    expect(driver.snapshot().checkout.context).toMatchObject({ message: "purchase.otherTab", redirect: "/payFinish" })
  })

  it("keeps the purchase in the tab that claimed it last", () => {
    const driver = createDriver({ tabId: 2 })
    logIn(driver, { at: T0, tab: 1 })
    takeSeats(driver, { idProcesoDeCompra: ID, at: T0, tab: 1 })
    enterBuyRoute(driver, ID, { at: T0 + MINUTE })
    expect(driver.snapshot().checkout.context).toMatchObject({ idProcesoDeCompra: ID, redirect: null, message: null })
    expect(connectPurchaseTimer(driver.snapshot().purchaseTimer).isPrincipalTab).toBe(true)
  })
})

describe("checkout: other ways a purchase ends", () => {
  it("cancels with INV0010 when the shopper logs out during a purchase", () => {
    const { driver, recorder } = buying()
    driver.send({ type: "session.logoutRequested" }, { at: T0 + 2 * MINUTE })
    const snapshot = driver.snapshot()
    expect(snapshot.session.context).toMatchObject({ token: null, user: null })
    expect(snapshot.purchaseTimer.value).toBe("RESET")
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({
      cOrigen: "INV0010",
      cMensaje: "session.disconnected",
    })
    expect(snapshot.checkout.context).toMatchObject({
      idProcesoDeCompra: null,
      message: "session.disconnected",
      redirect: "/",
    })
    expect(snapshot.cart.context.process).toBeNull()
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: ID, cOrigen: "INV0010" },
    ])
  })

  it("cancels with INV0010 when the session runs out during a purchase", () => {
    const driver = createDriver()
    logIn(driver, { at: T0 })
    takeSeats(driver, { idProcesoDeCompra: ID, at: T0 + 175 * MINUTE })
    enterBuyRoute(driver, ID)
    driver.tick({ at: T0 + 180 * MINUTE })
    expect(driver.snapshot().session.value).toBe("loggedOut")
    expect(businessTimerOf(driver.snapshot().purchaseTimer)).toMatchObject({ cEstado: "RESET", cOrigen: "INV0010" })
  })

  it("cancels with INV009 when the shopper cancels from the checkout", () => {
    const { driver, recorder } = buying()
    connectCheckout(driver.snapshot().checkout, driver.dispatch).cancel()
    const snapshot = driver.snapshot()
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({
      cEstado: "RESET",
      cOrigen: "INV009",
      cMensaje: "purchase.canceled",
    })
    expect(snapshot.checkout.context).toMatchObject({ idProcesoDeCompra: null, redirect: "/payFinish", dialog: null })
    expect(recorder.callsTo("invalidateProcess")).toEqual([
      { requestedBy: 1, idProcesoDeCompra: ID, cOrigen: "INV009" },
    ])
  })

  it("does not move another tab when the cancel came from it", () => {
    const driver = createDriver({ tabId: 2 })
    takeSeats(driver, { idProcesoDeCompra: ID, tab: 1 })
    driver.send({ type: "checkout.cancelRequested" }, { tab: 1 })
    expect(driver.snapshot().checkout.context).toMatchObject({ idProcesoDeCompra: null, redirect: null })
    expect(driver.snapshot().purchaseTimer.value).toBe("RESET")
  })
})

describe("checkout: paid (SPEC §4 payment outcomes)", () => {
  const paid = (cEstado: "APROBADO" | "PENDIENTE_CONFIRMACION") => {
    const { driver, recorder } = buying()
    chooseETicket(driver, ID)
    submitPayment(driver, ID, { at: T0 + 4 * MINUTE })
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(ID, cEstado) })
    return { driver, recorder }
  }

  it("completes the purchase: timer RESET as PAID, cart empty, /payConfirm", () => {
    const { driver, recorder } = paid("APROBADO")
    const snapshot = driver.snapshot()
    expect(snapshot.checkout.value).toBe("idle")
    expect(snapshot.checkout.context).toMatchObject({ idProcesoDeCompra: null, redirect: "/payConfirm" })
    expect(snapshot.purchaseTimer.value).toBe("RESET")
    expect(businessTimerOf(snapshot.purchaseTimer)).toMatchObject({
      cEstado: "RESET",
      cUltimaSituacion: "PAID",
      dReset: T0 + 4 * MINUTE,
    })
    expect(snapshot.cart.context.process).toBeNull()
    expect(snapshot.delivery.value).toBe("idle")
    expect(persistedKeys(snapshot)).toMatchObject({
      procesoCompra: null,
      businessProcess: { idProcesoDeCompraInvalidar: null, cClaveProceso: null, dReset: null },
      lastPurchase: { idProcesoDeCompra: ID, cClaveProceso: purchaseKeyFor(ID) },
    })
    expect(recorder.callsTo("invalidateProcess")).toEqual([])
  })

  it("sends a payment pending confirmation to /payConfirmPool", () => {
    const { driver } = paid("PENDIENTE_CONFIRMACION")
    expect(driver.snapshot().checkout.context.redirect).toBe("/payConfirmPool")
    expect(businessTimerOf(driver.snapshot().purchaseTimer).cUltimaSituacion).toBe("PAID")
  })

  it("is not completed by the payment of another purchase", () => {
    const { driver } = buying()
    submitPayment(driver, 777)
    driver.send({ type: "payment.chargeAnswered", status: paymentStatus(777, "APROBADO") })
    const snapshot = driver.snapshot()
    expect(snapshot.checkout.context).toMatchObject({ idProcesoDeCompra: ID, redirect: null })
    expect(snapshot.purchaseTimer.value).toBe("INICIADO")
    expect(snapshot.cart.context.process?.idProcesoDeCompra).toBe(ID)
  })

  it("does not expire a paid purchase later", () => {
    const { driver } = paid("APROBADO")
    driver.tick({ at: DEADLINE + MINUTE })
    expect(driver.snapshot().purchaseTimer.value).toBe("RESET")
    expect(driver.snapshot().checkout.context.dialog).toBeNull()
  })
})

describe("checkout: box-office route (SPEC §4)", () => {
  it("sends the BOX route to /payFinish after a CART purchase was reset", () => {
    const { driver } = buying()
    driver.send({ type: "checkout.cancelRequested" })
    driver.send({ type: "route.changed", name: "payFinish", path: "/payFinish" })
    expect(driver.snapshot().checkout.context.redirect).toBeNull()

    driver.send({ type: "route.changed", name: "BuyTicketBox", path: "/BuyTicketBox" })
    expect(driver.snapshot().checkout.context.redirect).toBe("/payFinish")
  })

  it("stays in the BOX route when the last purchase was a BOX one", () => {
    const driver = createDriver()
    takeSeats(driver, { idProcesoDeCompra: 900, ctProcess: "BOX" })
    driver.send({ type: "checkout.cancelRequested" })
    driver.send({ type: "route.changed", name: "payFinish", path: "/payFinish" })
    driver.send({ type: "route.changed", name: "BuyTicketBox", path: "/BuyTicketBox" })
    expect(driver.snapshot().checkout.context.redirect).toBeNull()
  })
})

describe("checkout: navigation memory", () => {
  it("remembers the last function and the return target of this tab only", () => {
    const driver = createDriver({ tabId: 1 })
    connectCheckout(driver.snapshot().checkout, driver.dispatch).saveReturnTarget("/myOrders")
    driver.send({ type: "navigation.functionVisited", path: "/funcion/a/1" })
    driver.send({ type: "navigation.functionVisited", path: "/funcion/b/2" }, { tab: 2 })
    expect(persistedKeys(driver.snapshot()).navegation).toEqual({
      LastFunction: "/funcion/a/1",
      cRedirect: "/myOrders",
    })
  })
})
