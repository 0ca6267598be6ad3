import * as Schema from "effect/Schema"
import { inputEvent } from "../shared/events.js"
import { Id, ProcessType } from "../../contract/common.js"
import { RouteName } from "../shared/routes.js"

/** This tab shows route `name` (SPEC §2) at `path`. */
export const RouteChanged = inputEvent("route.changed", {
  name: RouteName,
  path: Schema.String,
})

/** navegation.LastFunction: the function page the shopper saw last. */
export const FunctionVisited = inputEvent("navigation.functionVisited", {
  path: Schema.String,
})

/** navegation: the page to return to after logging in (null forgets it). */
export const ReturnTargetSaved = inputEvent("navigation.returnTargetSaved", {
  path: Schema.NullOr(Schema.String),
})

/** The checkout as storage kept it (a reload or a new tab). */
export const CheckoutRestored = inputEvent("checkout.restored", {
  idProcesoDeCompra: Schema.NullOr(Id),
  lastProcessType: ProcessType,
  lastFunctionPath: Schema.NullOr(Schema.String),
  returnTarget: Schema.NullOr(Schema.String),
  // Logs recorded before the extras step was part of the checkout lack it.
  extrasConfirmedFor: Schema.optionalKey(Schema.NullOr(Id)),
})

/** The shopper chose the extra products of this purchase (or it offers none): on to payment. */
export const ExtrasConfirmed = inputEvent("checkout.extrasConfirmed", {
  idProcesoDeCompra: Id,
})

/** The shopper cancelled the checkout (INV009). */
export const CheckoutCancelRequested = inputEvent("checkout.cancelRequested")

/** "OK" on the dialog that says why the purchase ended. */
export const DialogAcknowledged = inputEvent("dialog.acknowledged")

/** The shopper closed the notice showing `message`. */
export const CheckoutMessageDismissed = inputEvent("checkout.messageDismissed")

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
