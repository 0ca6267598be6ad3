import * as Schema from "effect/Schema"
import { Id, ProcessType } from "../../contract/common.js"
import { RouteName } from "../shared/routes.js"

/** This tab shows route `name` (SPEC §2) at `path`. */
export const RouteChanged = Schema.Struct({
  type: Schema.Literal("route.changed"),
  name: RouteName,
  path: Schema.String,
})
export type RouteChanged = typeof RouteChanged.Type

/** navegation.LastFunction: the function page the shopper saw last. */
export const FunctionVisited = Schema.Struct({
  type: Schema.Literal("navigation.functionVisited"),
  path: Schema.String,
})
export type FunctionVisited = typeof FunctionVisited.Type

/** navegation: the page to return to after logging in (null forgets it). */
export const ReturnTargetSaved = Schema.Struct({
  type: Schema.Literal("navigation.returnTargetSaved"),
  path: Schema.NullOr(Schema.String),
})
export type ReturnTargetSaved = typeof ReturnTargetSaved.Type

/** The checkout as storage kept it (a reload or a new tab). */
export const CheckoutRestored = Schema.Struct({
  type: Schema.Literal("checkout.restored"),
  idProcesoDeCompra: Schema.NullOr(Id),
  lastProcessType: ProcessType,
  lastFunctionPath: Schema.NullOr(Schema.String),
  returnTarget: Schema.NullOr(Schema.String),
  // Logs recorded before the extras step was part of the checkout lack it.
  extrasConfirmedFor: Schema.optionalKey(Schema.NullOr(Id)),
})
export type CheckoutRestored = typeof CheckoutRestored.Type

/** The shopper chose the extra products of this purchase (or it offers none): on to payment. */
export const ExtrasConfirmed = Schema.Struct({
  type: Schema.Literal("checkout.extrasConfirmed"),
  idProcesoDeCompra: Id,
})
export type ExtrasConfirmed = typeof ExtrasConfirmed.Type

/** The shopper cancelled the checkout (INV009). */
export const CheckoutCancelRequested = Schema.Struct({ type: Schema.Literal("checkout.cancelRequested") })
export type CheckoutCancelRequested = typeof CheckoutCancelRequested.Type

/** "OK" on the dialog that says why the purchase ended. */
export const DialogAcknowledged = Schema.Struct({ type: Schema.Literal("dialog.acknowledged") })
export type DialogAcknowledged = typeof DialogAcknowledged.Type

/** The shopper closed the notice showing `message`. */
export const CheckoutMessageDismissed = Schema.Struct({ type: Schema.Literal("checkout.messageDismissed") })
export type CheckoutMessageDismissed = typeof CheckoutMessageDismissed.Type

/** Every input the checkout's own commands send. */
export const CHECKOUT_EVENTS = [
  RouteChanged,
  FunctionVisited,
  ReturnTargetSaved,
  CheckoutRestored,
  ExtrasConfirmed,
  CheckoutCancelRequested,
  DialogAcknowledged,
  CheckoutMessageDismissed,
] as const
