import type { ProcessType } from "../../contract/common.js"
import type { Stamped } from "../../events/envelope.js"
import type { CartEmptyRequested } from "../cart/cart.events.js"
import type { DeliveryRequested, DeliverySelected } from "../delivery/delivery.events.js"
import type { PaymentSubmitted } from "../paymentVerification/paymentVerification.events.js"
import type { ApiFailed, InputOf, PurchaseCancelled, PurchaseCompleted } from "../shared/events.js"
import type { RouteName } from "../shared/routes.js"
import type { MachineSettings } from "../shared/settings.js"
import type { PaymentOutcome } from "../paymentVerification/paymentVerification.types.js"
import type { SessionEndReason } from "../session/session.types.js"
import { isBuyRoute } from "../../rules/buyRoute.js"
import type { CHECKOUT_EVENTS } from "./checkout.events.js"

/** The pages the checkout sends a tab to, by route name. */
export const PAGES = {
  cartelera: "/",
  payFinish: "/payFinish",
  payConfirm: "/payConfirm",
  payConfirmPool: "/payConfirmPool",
} as const satisfies Partial<Record<RouteName, string>>

export type CheckoutPage = keyof typeof PAGES

/**
 * Where ending a purchase sends the tab that ended it: a page, or a named outcome: it stays where it
 * is, or (on expiry) it goes to payFinish if it shows the purchase and elsewhere only shows the dialog.
 */
export type GoTo =
  | { readonly kind: "page"; readonly page: CheckoutPage }
  | { readonly kind: "stayHere" }
  | { readonly kind: "payFinishIfBuying" }

/** The path `goTo` sends a tab showing `route` to, or null when it stays where it is. */
export const pathOf = (goTo: GoTo, route: RouteName | null): string | null => {
  switch (goTo.kind) {
    case "page":
      return PAGES[goTo.page]
    case "stayHere":
      return null
    case "payFinishIfBuying":
      return isBuyRoute(route) ? PAGES.payFinish : null
  }
}

export interface CheckoutInput {
  readonly tabId: number
  readonly settings: MachineSettings
}

export interface Dialog {
  readonly title: string
  readonly message: string
}

export interface CheckoutContext {
  readonly tabId: number
  readonly settings: MachineSettings
  readonly idProcesoDeCompra: number | null
  /** Process type of the last purchase this tab knows of (businessTimer.ctProcess). */
  readonly lastProcessType: ProcessType
  /** Route name this tab shows (SPEC §2 names). */
  readonly route: RouteName | null
  /** navegation.LastFunction: where "OK" on the cancel dialog goes back to. */
  readonly lastFunctionPath: string | null
  /** navegation: the page to return to after logging in. */
  readonly returnTarget: string | null
  /** The purchase whose extra products the shopper confirmed: its extras step is not shown again. */
  readonly extrasConfirmedFor: number | null
  readonly dialog: Dialog | null
  /** A page this tab must go to; the UI navigates (with replace) and reports the new route. */
  readonly redirect: string | null
  readonly message: string | null
}

export type CheckoutEvent =
  | Stamped<
      | InputOf<typeof CHECKOUT_EVENTS>
      | ApiFailed
      | CartEmptyRequested
      | DeliveryRequested
      | DeliverySelected
      | PaymentSubmitted
    >
  /** The purchase timer accepted a start: the purchase this tab follows from now on. */
  | Stamped<{ type: "timer.started"; idProcesoDeCompra: number; ctProcess: ProcessType }>
  | Stamped<{ type: "timer.expired"; idProcesoDeCompra: number }>
  | Stamped<{ type: "timer.principalLost"; idProcesoDeCompra: number; principalTab: number }>
  | Stamped<{ type: "session.ended"; reason: SessionEndReason }>
  | Stamped<{ type: "payment.settled"; idProcesoDeCompra: number; outcome: PaymentOutcome }>

export type CheckoutEmitted =
  PurchaseCancelled | PurchaseCompleted | Stamped<{ type: "tab.claimedPrincipal"; idProcesoDeCompra: number | null }>
