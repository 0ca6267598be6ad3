import * as Schema from "effect/Schema"
import { Count, Id } from "../../contract/common.js"
import { PurchaseKey, PurchaseProcess } from "../../contract/purchase.js"
import { SeatPromotion } from "../../contract/seatPromotion.js"
import { BusinessProcess } from "../../contract/timer.js"

/** The id and key of a purchase the cart let go of (paid or left): the pages that show how it ended read it with them. */
export const LastPurchase = Schema.Struct({ idProcesoDeCompra: Id, cClaveProceso: PurchaseKey })
export type LastPurchase = typeof LastPurchase.Type

/** The cart as storage kept it (a reload or a new tab). */
export const CartRestored = Schema.Struct({
  type: Schema.Literal("cart.restored"),
  process: Schema.NullOr(PurchaseProcess),
  pendingInvalidation: BusinessProcess,
  lastPurchase: Schema.NullOr(LastPurchase),
})
export type CartRestored = typeof CartRestored.Type

/**
 * The shopper picked these seats or places; `idPromocion` is the promotion chosen for them, if any,
 * or a split among promotions (multiPromotion): the seats that go with one, each with its own.
 * (One field for both keeps the shell's cart.connect as it was: it is in the shop's first download.)
 */
export const SeatsRequested = Schema.Struct({
  type: Schema.Literal("cart.seatsRequested"),
  idFuncion: Id,
  aIdPosicion: Schema.Array(Id),
  idPromocion: Schema.optionalKey(Schema.Union([Id, Schema.Array(SeatPromotion)])),
})
export type SeatsRequested = typeof SeatsRequested.Type

/** The shopper asked for the best `nCantidad` places of a sector; `lSillaDeRuedas`: one of them a wheelchair space. */
export const BestAvailableRequested = Schema.Struct({
  type: Schema.Literal("cart.bestAvailableRequested"),
  idFuncion: Id,
  idSector: Id,
  nCantidad: Count,
  idPromocion: Schema.optionalKey(Id),
  lSillaDeRuedas: Schema.optionalKey(Schema.Literal(true)),
})
export type BestAvailableRequested = typeof BestAvailableRequested.Type

export const FunctionRemoveRequested = Schema.Struct({
  type: Schema.Literal("cart.functionRemoveRequested"),
  idFuncion: Id,
})
export type FunctionRemoveRequested = typeof FunctionRemoveRequested.Type

/** "Empty cart": the checkout cancels the whole purchase (INV001). */
export const CartEmptyRequested = Schema.Struct({ type: Schema.Literal("cart.emptyRequested") })
export type CartEmptyRequested = typeof CartEmptyRequested.Type

export const CartMessageDismissed = Schema.Struct({ type: Schema.Literal("cart.messageDismissed") })
export type CartMessageDismissed = typeof CartMessageDismissed.Type

/** The server holds the seats of `idFuncion`: the whole process as it answered. */
export const SeatsTaken = Schema.Struct({
  type: Schema.Literal("api.seatsTaken"),
  idFuncion: Id,
  process: PurchaseProcess,
})
export type SeatsTaken = typeof SeatsTaken.Type

export const FunctionReleased = Schema.Struct({
  type: Schema.Literal("api.functionReleased"),
  idFuncion: Id,
  process: PurchaseProcess,
})
export type FunctionReleased = typeof FunctionReleased.Type

export const ProcessLoaded = Schema.Struct({ type: Schema.Literal("api.processLoaded"), process: PurchaseProcess })
export type ProcessLoaded = typeof ProcessLoaded.Type

export const ProcessInvalidated = Schema.Struct({
  type: Schema.Literal("api.processInvalidated"),
  idProcesoDeCompra: Id,
})
export type ProcessInvalidated = typeof ProcessInvalidated.Type

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
