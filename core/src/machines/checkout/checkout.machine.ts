import { assign, assertEvent, enqueueActions, setup } from "xstate"
import type { CancelOrigin } from "../../contract/timer.js"
import { deriveFrom } from "../../events/envelope.js"
import { CANCEL_ORIGINS, MESSAGES } from "../shared/messages.js"
import { CHECKOUT_INITIAL } from "./checkout.initial.js"
import { isBuyRoute } from "../../rules/buyRoute.js"
import {
  PAGES,
  pathOf,
  type CheckoutPage,
  type GoTo,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutInput,
} from "./checkout.types.js"

export interface CancelParams {
  readonly origin: CancelOrigin
  readonly message: string
  readonly dialog: boolean
  /** Where this tab goes afterwards. */
  readonly goTo: GoTo
}

/**
 * The orchestrator of one tab's purchase, from seats taken to the payment result.
 * It decides when a purchase ends and why (cancel origins of SPEC §4) and announces
 * it; the timer, cart, delivery and payment machines each clear their own part.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  guards: {
    isOwnTab: ({ context, event }) => event.tab === context.tabId,
    isCurrentPurchase: ({ context, event }) => {
      assertEvent(event, ["timer.expired", "timer.principalLost", "payment.settled"])
      return event.idProcesoDeCompra === context.idProcesoDeCompra
    },
    restoresPurchase: ({ event }) => {
      assertEvent(event, "checkout.restored")
      return event.idProcesoDeCompra !== null
    },
    /** Only a payment of the purchase this tab follows ends it. */
    settledAs: ({ context, event }, params: { outcomes: ReadonlyArray<string> }) => {
      assertEvent(event, "payment.settled")
      return event.idProcesoDeCompra === context.idProcesoDeCompra && params.outcomes.includes(event.outcome)
    },
    /** SPEC §4: a box-office route that finds a CART purchase already reset goes to payFinish. */
    /** The extras of the purchase this tab follows; a late confirmation of another purchase's is ignored. */
    isForCurrentPurchase: ({ context, event }) => {
      assertEvent(event, "checkout.extrasConfirmed")
      return event.idProcesoDeCompra === context.idProcesoDeCompra
    },
    extrasAlreadyConfirmed: ({ context }) =>
      context.idProcesoDeCompra !== null && context.extrasConfirmedFor === context.idProcesoDeCompra,
    isBoxRouteAfterCartReset: ({ context, event }) => {
      assertEvent(event, "route.changed")
      return event.tab === context.tabId && event.name === "BuyTicketBox" && context.lastProcessType === "CART"
    },
  },
  actions: {
    follow: assign(({ context, event }) => {
      assertEvent(event, "timer.started")
      return {
        idProcesoDeCompra: event.idProcesoDeCompra,
        lastProcessType: event.ctProcess,
        // More seats for the same purchase keep its extras; another purchase has its own.
        extrasConfirmedFor: context.extrasConfirmedFor === event.idProcesoDeCompra ? context.extrasConfirmedFor : null,
        dialog: null,
        message: null,
      }
    }),
    /** Routes are per tab; only this tab's own route events move it. */
    trackRoute: assign(({ context, event }) => {
      assertEvent(event, "route.changed")
      if (event.tab !== context.tabId) return {}
      return { route: event.name, redirect: context.redirect === event.path ? null : context.redirect }
    }),
    /**
     * Showing the purchase in a buy route makes that tab the principal one. The claim
     * counts even before this tab knows of the purchase: another tab may have started it earlier.
     */
    claimIfBuyRoute: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "route.changed")
      if (!isBuyRoute(event.name)) return
      enqueue.emit(
        deriveFrom(event, { type: "tab.claimedPrincipal" as const, idProcesoDeCompra: context.idProcesoDeCompra }),
      )
    }),
    rememberFunction: assign(({ event }) => {
      assertEvent(event, "navigation.functionVisited")
      return { lastFunctionPath: event.path }
    }),
    rememberReturnTarget: assign(({ event }) => {
      assertEvent(event, "navigation.returnTargetSaved")
      return { returnTarget: event.path }
    }),
    restore: assign(({ event }) => {
      assertEvent(event, "checkout.restored")
      return {
        idProcesoDeCompra: event.idProcesoDeCompra,
        lastProcessType: event.lastProcessType,
        lastFunctionPath: event.lastFunctionPath,
        returnTarget: event.returnTarget,
        extrasConfirmedFor: event.extrasConfirmedFor ?? null,
      }
    }),
    confirmExtras: assign(({ event }) => {
      assertEvent(event, "checkout.extrasConfirmed")
      return { extrasConfirmedFor: event.idProcesoDeCompra }
    }),
    cancelPurchase: enqueueActions(({ context, event, enqueue }, params: CancelParams) => {
      const idProcesoDeCompra = context.idProcesoDeCompra
      if (idProcesoDeCompra !== null) {
        enqueue.emit(
          deriveFrom(event, {
            type: "purchase.cancelled" as const,
            idProcesoDeCompra,
            origin: params.origin,
            message: params.message,
          }),
        )
      }
      const own = event.tab === context.tabId || params.dialog
      const path = pathOf(params.goTo, context.route)
      enqueue.assign({
        idProcesoDeCompra: null,
        extrasConfirmedFor: null,
        message: params.message,
        dialog: params.dialog ? { title: MESSAGES.purchaseCanceledTitle, message: params.message } : null,
        redirect: own && path !== null ? path : context.redirect,
      })
    }),
    leaveToOtherTab: assign({
      message: MESSAGES.purchaseOtherTab,
      redirect: PAGES.payFinish,
    }),
    completePurchase: enqueueActions(({ context, event, enqueue }, params: { page: CheckoutPage }) => {
      assertEvent(event, "payment.settled")
      enqueue.emit(
        deriveFrom(event, { type: "purchase.completed" as const, idProcesoDeCompra: event.idProcesoDeCompra }),
      )
      enqueue.assign({
        idProcesoDeCompra: null,
        extrasConfirmedFor: null,
        redirect: event.tab === context.tabId ? PAGES[params.page] : context.redirect,
      })
    }),
    goToPayFinish: assign({ redirect: PAGES.payFinish }),
    // OK answers the dialog's message too, so it is not shown again as a notice.
    acknowledgeDialog: assign(({ context }) => ({
      dialog: null,
      message: null,
      redirect: context.lastFunctionPath ?? PAGES.cartelera,
    })),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: "checkout",
  context: ({ input }) => CHECKOUT_INITIAL.context(input),
  initial: CHECKOUT_INITIAL.state,
  on: {
    // The timer decides which start counts (a late, older one does not), so every tab follows the same purchase.
    "timer.started": { target: ".active", actions: "follow" },
    "navigation.functionVisited": { guard: "isOwnTab", actions: "rememberFunction" },
    "navigation.returnTargetSaved": { guard: "isOwnTab", actions: "rememberReturnTarget" },
    "dialog.acknowledged": { guard: "isOwnTab", actions: "acknowledgeDialog" },
    "checkout.messageDismissed": { guard: "isOwnTab", actions: "dismissMessage" },
  },
  states: {
    idle: {
      on: {
        // A reload in the middle of a purchase goes on following it, so its clock can still end it.
        "checkout.restored": [
          { guard: "restoresPurchase", target: "active", actions: "restore" },
          { actions: "restore" },
        ],
        "route.changed": [
          { guard: "isBoxRouteAfterCartReset", actions: ["trackRoute", "claimIfBuyRoute", "goToPayFinish"] },
          { actions: ["trackRoute", "claimIfBuyRoute"] },
        ],
      },
    },
    active: {
      initial: "seats",
      on: {
        "route.changed": { actions: ["trackRoute", "claimIfBuyRoute"] },
        "timer.expired": {
          guard: "isCurrentPurchase",
          target: "idle",
          actions: {
            type: "cancelPurchase",
            params: {
              origin: CANCEL_ORIGINS.expired,
              message: MESSAGES.purchaseExpired,
              dialog: true,
              goTo: { kind: "payFinishIfBuying" },
            },
          },
        },
        // The tab leaves the purchase's pages but goes on following it, so that its end
        // (expiry, logout, payment) is decided the same way in every tab.
        "timer.principalLost": { guard: "isCurrentPurchase", actions: "leaveToOtherTab" },
        "cart.emptyRequested": {
          target: "idle",
          actions: {
            type: "cancelPurchase",
            params: {
              origin: CANCEL_ORIGINS.cartEmptied,
              message: MESSAGES.purchaseCanceled,
              dialog: false,
              goTo: { kind: "stayHere" },
            },
          },
        },
        "checkout.cancelRequested": {
          target: "idle",
          actions: {
            type: "cancelPurchase",
            params: {
              origin: CANCEL_ORIGINS.shopperCancelled,
              message: MESSAGES.purchaseCanceled,
              dialog: false,
              goTo: { kind: "page", page: "payFinish" },
            },
          },
        },
        "session.ended": {
          target: "idle",
          actions: {
            type: "cancelPurchase",
            params: {
              origin: CANCEL_ORIGINS.sessionEnded,
              message: MESSAGES.sessionDisconnected,
              dialog: false,
              goTo: { kind: "page", page: "cartelera" },
            },
          },
        },
        "payment.settled": [
          {
            guard: { type: "settledAs", params: { outcomes: ["successful"] } },
            target: "idle",
            actions: { type: "completePurchase", params: { page: "payConfirm" } },
          },
          {
            guard: { type: "settledAs", params: { outcomes: ["pendingConfirmation"] } },
            target: "idle",
            actions: { type: "completePurchase", params: { page: "payConfirmPool" } },
          },
          { guard: { type: "settledAs", params: { outcomes: ["failed", "cancelled"] } }, target: ".payment" },
        ],
      },
      states: {
        seats: {
          on: { "checkout.deliveryRequested": "delivery" },
        },
        delivery: {
          on: {
            // Extras come once per purchase: a delivery changed afterwards goes straight back to paying.
            "api.deliverySelected": [{ guard: "extrasAlreadyConfirmed", target: "payment" }, { target: "extras" }],
            "checkout.deliveryRequested": { target: "delivery", reenter: true },
          },
        },
        // Extra products sold with the tickets; the step confirms them, or passes when the purchase offers none.
        extras: {
          on: {
            "checkout.extrasConfirmed": { guard: "isForCurrentPurchase", target: "payment", actions: "confirmExtras" },
            "checkout.deliveryRequested": "delivery",
          },
        },
        payment: {
          on: {
            "payment.submitted": "verifying",
            "checkout.deliveryRequested": "delivery",
          },
        },
        verifying: {},
      },
    },
  },
})
