import * as Schema from "effect/Schema"
import { inputEvent } from "../shared/events.js"
import { Count, Id } from "../../contract/common.js"
import { PurchaseKey, PurchaseProcess } from "../../contract/purchase.js"
import { SeatPromotion } from "../../contract/seatPromotion.js"
import { BusinessProcess } from "../../contract/timer.js"

/** The id and key of a purchase the cart let go of (paid or left): the pages that show how it ended read it with them. */
export const LastPurchase = Schema.Struct({ idProcesoDeCompra: Id, cClaveProceso: PurchaseKey })
export type LastPurchase = typeof LastPurchase.Type

/** The cart as storage kept it (a reload or a new tab). */
export const CartRestored = inputEvent("cart.restored", {
  process: Schema.NullOr(PurchaseProcess),
  pendingInvalidation: BusinessProcess,
  lastPurchase: Schema.NullOr(LastPurchase),
})

/**
 * The shopper picked these seats or places; `idPromocion` is the promotion chosen for them, if any,
 * or a split among promotions (multiPromotion): the seats that go with one, each with its own.
 * (One field for both keeps the shell's cart.connect as it was: it is in the shop's first download.)
 */
export const SeatsRequested = inputEvent("cart.seatsRequested", {
  idFuncion: Id,
  aIdPosicion: Schema.Array(Id),
  idPromocion: Schema.optionalKey(Schema.Union([Id, Schema.Array(SeatPromotion)])),
})

/** The shopper asked for the best `nCantidad` places of a sector; `lSillaDeRuedas`: one of them a wheelchair space. */
export const BestAvailableRequested = inputEvent("cart.bestAvailableRequested", {
  idFuncion: Id,
  idSector: Id,
  nCantidad: Count,
  idPromocion: Schema.optionalKey(Id),
  lSillaDeRuedas: Schema.optionalKey(Schema.Literal(true)),
})

export const FunctionRemoveRequested = inputEvent("cart.functionRemoveRequested", {
  idFuncion: Id,
})

/** "Empty cart": the checkout cancels the whole purchase (INV001). */
export const CartEmptyRequested = inputEvent("cart.emptyRequested")
export type CartEmptyRequested = typeof CartEmptyRequested.Type

export const CartMessageDismissed = inputEvent("cart.messageDismissed")

/** The server holds the seats of `idFuncion`: the whole process as it answered. */
export const SeatsTaken = inputEvent("api.seatsTaken", {
  idFuncion: Id,
  process: PurchaseProcess,
})

export const FunctionReleased = inputEvent("api.functionReleased", {
  idFuncion: Id,
  process: PurchaseProcess,
})

export const ProcessLoaded = inputEvent("api.processLoaded", { process: PurchaseProcess })

export const ProcessInvalidated = inputEvent("api.processInvalidated", {
  idProcesoDeCompra: Id,
})

/** Every input the cart's own commands and calls send. */
export const CART_EVENTS = [
  CartRestored,
  SeatsRequested,
  BestAvailableRequested,
  FunctionRemoveRequested,
  CartEmptyRequested,
  CartMessageDismissed,
  SeatsTaken,
  FunctionReleased,
  ProcessLoaded,
  ProcessInvalidated,
] as const
