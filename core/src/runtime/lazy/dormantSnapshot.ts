import { CART_INITIAL } from "../../machines/cart/cart.initial.js"
import { CHECKOUT_INITIAL } from "../../machines/checkout/checkout.initial.js"
import { DELIVERY_INITIAL } from "../../machines/delivery/delivery.initial.js"
import { PAYMENT_VERIFICATION_INITIAL } from "../../machines/paymentVerification/paymentVerification.initial.js"
import { PURCHASE_TIMER_INITIAL } from "../../machines/purchaseTimer/purchaseTimer.initial.js"
import { SESSION_INITIAL } from "../../machines/session/session.initial.js"
import type { MachineSettings } from "../../machines/shared/settings.js"
import { NO_PREFERENCES } from "../../system/preferences.js"
import { NO_QUEUE_TURN } from "../../system/queueTurn.js"
import type { MachineSnapshots, SystemSnapshot } from "../../system/purchaseSystem.js"

/**
 * A machine's snapshot before its first event, without xstate: the parts that views and
 * persistedKeys read (value, context, matches, hasTag). No initial state carries a tag.
 */
const atRest = <K extends keyof MachineSnapshots>(state: string, context: object): MachineSnapshots[K] =>
  ({
    status: "active",
    value: state,
    context,
    matches: (value: unknown) => value === state,
    hasTag: () => false,
  }) as unknown as MachineSnapshots[K]

/**
 * What a tab's machines show before they hear any event, built from the same initial states and
 * contexts the machines start from (`*.initial.ts`) but without loading them: a shop can draw its
 * first page from this and load xstate and the machines when the first event comes (lazyTab.ts).
 */
export const dormantSnapshot = (input: {
  readonly tabId: number
  readonly settings: MachineSettings
}): SystemSnapshot => ({
  session: atRest<"session">(SESSION_INITIAL.state, SESSION_INITIAL.context(input)),
  purchaseTimer: atRest<"purchaseTimer">(PURCHASE_TIMER_INITIAL.state, PURCHASE_TIMER_INITIAL.context(input)),
  cart: atRest<"cart">(CART_INITIAL.state, CART_INITIAL.context()),
  delivery: atRest<"delivery">(DELIVERY_INITIAL.state, DELIVERY_INITIAL.context()),
  paymentVerification: atRest<"paymentVerification">(
    PAYMENT_VERIFICATION_INITIAL.state,
    PAYMENT_VERIFICATION_INITIAL.context(input),
  ),
  checkout: atRest<"checkout">(CHECKOUT_INITIAL.state, CHECKOUT_INITIAL.context(input)),
  preferences: NO_PREFERENCES,
  queueTurn: NO_QUEUE_TURN,
  now: 0,
})
