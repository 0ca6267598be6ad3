import { cartMachine } from "../machines/cart/cart.machine.js"
import { checkoutMachine } from "../machines/checkout/checkout.machine.js"
import { deliveryMachine } from "../machines/delivery/delivery.machine.js"
import { paymentVerificationMachine } from "../machines/paymentVerification/paymentVerification.machine.js"
import { purchaseTimerMachine } from "../machines/purchaseTimer/purchaseTimer.machine.js"
import { sessionMachine } from "../machines/session/session.machine.js"

/** The machines of one tab, by the system id each runs under (purchase.machine.ts says who hears what). */
export const MACHINES = {
  session: sessionMachine,
  purchaseTimer: purchaseTimerMachine,
  cart: cartMachine,
  delivery: deliveryMachine,
  paymentVerification: paymentVerificationMachine,
  checkout: checkoutMachine,
} as const

export type MachineName = keyof typeof MACHINES

export const MACHINE_NAMES = Object.keys(MACHINES) as ReadonlyArray<MachineName>
