import * as Schema from "effect/Schema"
import { CART_EVENTS } from "../machines/cart/cart.events.js"
import { CHECKOUT_EVENTS } from "../machines/checkout/checkout.events.js"
import { DELIVERY_EVENTS } from "../machines/delivery/delivery.events.js"
import { PAYMENT_VERIFICATION_EVENTS } from "../machines/paymentVerification/paymentVerification.events.js"
import { PURCHASE_TIMER_EVENTS } from "../machines/purchaseTimer/purchaseTimer.events.js"
import { SESSION_EVENTS } from "../machines/session/session.events.js"
import { ApiFailed, ClockTicked } from "../machines/shared/events.js"
import { PREFERENCES_EVENTS } from "./preferences.events.js"

/**
 * Every event that enters a tab's purchase system, before the log stamps it: the shopper's
 * intents, the Api's outcomes, clock ticks, restores (another tab's events are these too). It is
 * what `dispatch`, the tab channel and the log accept, and what a log file's lines decode with.
 * What machines conclude (`timer.expired`, `purchase.cancelled`…) is derived again on replay and
 * is not one of them. Each type appears once: `toTaggedUnion` refuses a type defined twice.
 */
export const SystemEvent = Schema.Union([
  ClockTicked,
  ApiFailed,
  ...SESSION_EVENTS,
  ...PURCHASE_TIMER_EVENTS,
  ...CART_EVENTS,
  ...DELIVERY_EVENTS,
  ...PAYMENT_VERIFICATION_EVENTS,
  ...CHECKOUT_EVENTS,
  ...PREFERENCES_EVENTS,
]).pipe(Schema.toTaggedUnion("type"))
export type SystemEvent = typeof SystemEvent.Type

export type SystemEventType = SystemEvent["type"]
