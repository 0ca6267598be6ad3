import type { PurchaseProcess } from "../contract/purchase.js"
import type { User } from "../contract/session.js"
import type { BusinessProcess, BusinessTimer } from "../contract/timer.js"
import type { LastPurchase } from "../machines/cart/cart.events.js"
import { businessTimerOf } from "../machines/purchaseTimer/purchaseTimer.connect.js"
import type { SystemSnapshot } from "../system/purchaseSystem.js"

/** navegation: where the shopper was (LastFunction) and where to return after logging in. */
export interface Navigation {
  readonly LastFunction: string | null
  readonly cRedirect: string | null
}

/**
 * The keys SPEC §3 keeps across reloads, exactly as the storage port stores them, and two of the
 * shop's own: lastPurchase (a purchase's result page may be opened, or reloaded, after the cart let
 * it go) and extrasConfirmed (the purchase whose extra products were chosen: a reload does not ask again).
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
  readonly extrasConfirmed: number | null
}

/** Derives the persisted keys from the machines: the log is the truth, storage a cache of it. */
export const persistedKeys = (snapshot: SystemSnapshot): PersistedKeys => ({
  businessProcess: snapshot.cart.context.pendingInvalidation,
  colaTurno: snapshot.queueTurn.colaTurno,
  navegation: {
    LastFunction: snapshot.checkout.context.lastFunctionPath,
    cRedirect: snapshot.checkout.context.returnTarget,
  },
  businessTimer: businessTimerOf(snapshot.purchaseTimer),
  procesoCompra: snapshot.cart.context.process,
  user: snapshot.session.context.user,
  token: snapshot.session.context.token,
  locale: snapshot.preferences.locale,
  cc: snapshot.preferences.cc,
  lastPurchase: snapshot.cart.context.lastPurchase,
  extrasConfirmed: snapshot.checkout.context.extrasConfirmedFor,
})
