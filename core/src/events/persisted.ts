import type { PurchaseProcess } from "../contract/purchase.js"
import type { User } from "../contract/session.js"
import type { BusinessProcess, BusinessTimer } from "../contract/timer.js"
import type { EventInput } from "./envelope.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/** navegation: where the shopper was (LastFunction) and where to return after logging in. */
export interface Navigation {
  readonly LastFunction: string | null
  readonly cRedirect: string | null
}

/** The id and key of a purchase the cart let go of (paid or left): the pages that show how it ended read it with them. */
export interface LastPurchase {
  readonly idProcesoDeCompra: number
  readonly cClaveProceso: string
}

/**
 * The keys SPEC §3 keeps across reloads, exactly as the storage port stores them, and lastPurchase:
 * a purchase's result page may be opened (or reloaded) after the cart let it go.
 */
export interface PersistedKeys {
  readonly businessProcess: BusinessProcess
  readonly colaTurno: string | null
  readonly navegation: Navigation
  readonly businessTimer: BusinessTimer
  readonly procesoCompra: PurchaseProcess | null
  readonly user: User | null
  readonly token: string | null
  readonly locale: string | null
  readonly cc: string | null
  readonly lastPurchase: LastPurchase | null
}

/** Derives the persisted keys from the machines: the log is the truth, storage a cache of it. */
export const persistedKeys = (snapshot: SystemSnapshot): PersistedKeys => ({
  businessProcess: snapshot.cart.context.pendingInvalidation,
  colaTurno: snapshot.preferences.colaTurno,
  navegation: {
    LastFunction: snapshot.checkout.context.lastFunctionPath,
    cRedirect: snapshot.checkout.context.returnTarget,
  },
  businessTimer: snapshot.purchaseTimer.context.timer,
  procesoCompra: snapshot.cart.context.process,
  user: snapshot.session.context.user,
  token: snapshot.session.context.token,
  locale: snapshot.preferences.locale,
  cc: snapshot.preferences.cc,
  lastPurchase: snapshot.cart.context.lastPurchase,
})

/** The events that bring a new tab (or a reload) back to what storage kept. */
export const restoreEvents = (keys: PersistedKeys): ReadonlyArray<EventInput & Record<string, unknown>> => [
  { type: "session.restored", token: keys.token, user: keys.user },
  { type: "timer.restored", timer: keys.businessTimer },
  {
    type: "cart.restored",
    process: keys.procesoCompra,
    pendingInvalidation: keys.businessProcess,
    lastPurchase: keys.lastPurchase,
  },
  {
    type: "checkout.restored",
    idProcesoDeCompra: keys.businessTimer.cEstado === "INICIADO" ? keys.businessTimer.idProcesoDeCompra : null,
    lastProcessType: keys.businessTimer.ctProcess,
    lastFunctionPath: keys.navegation.LastFunction,
    returnTarget: keys.navegation.cRedirect,
  },
  { type: "preferences.restored", preferences: { locale: keys.locale, cc: keys.cc, colaTurno: keys.colaTurno } },
]
