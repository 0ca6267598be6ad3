import { assign, assertEvent, emit, setup } from "xstate"
import { deriveFrom } from "../../events/envelope.js"
import { failureMessageOf } from "../../rules/failureMessage.js"
import { ioActor } from "../shared/io.js"
import { CANCEL_ORIGINS, MESSAGES } from "../shared/messages.js"
import { CART_INITIAL, NO_PENDING_INVALIDATION } from "./cart.initial.js"
import { endedPurchase } from "./cart.rules.js"
import type {
  CartContext,
  CartEmitted,
  CartEvent,
  FunctionInput,
  InvalidateInput,
  ProcessInput,
  TakeBestAvailableInput,
  TakeSeatsInput,
} from "./cart.types.js"

/** A purchase let go of because the session ended: its key is not kept as the last purchase's. */
const endedBySession = (event: CartEvent): boolean =>
  event.type === "purchase.cancelled" && event.origin === CANCEL_ORIGINS.sessionEnded

/** A take without a promotion leaves the field out, so its I/O input reads as before promotions existed. */
const promotionOf = (event: { readonly idPromocion?: number }) =>
  event.idPromocion === undefined ? {} : { idPromocion: event.idPromocion }

/** The call of `operation` failed: back to ready, its failure shown to the shopper. */
const failedBackToReady = (operation: string) =>
  ({
    guard: { type: "failedHere", params: { operations: [operation] } },
    target: "ready",
    actions: "showFailure",
  }) as const

/**
 * procesoCompra: what the shopper holds, across functions (SPEC §2 cart menu, §4).
 * Seats are taken, released and invalidated only through the server; the cart
 * shows what the server answered.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, emitted: {} as CartEmitted },
  actors: {
    takeSeats: ioActor<TakeSeatsInput>(),
    takeBestAvailable: ioActor<TakeBestAvailableInput>(),
    releaseFunction: ioActor<FunctionInput>(),
    getProcess: ioActor<ProcessInput>(),
    invalidateProcess: ioActor<InvalidateInput>(),
  },
  guards: {
    failedHere: ({ event }, params: { operations: ReadonlyArray<string> }) => {
      assertEvent(event, "api.failed")
      return params.operations.includes(event.operation)
    },
    canRemoveOneFunction: ({ context, event }) => {
      assertEvent(event, "cart.functionRemoveRequested")
      const lines = context.process?.listaFuncion ?? []
      // Removing the last function is "Empty cart", which cancels the whole purchase.
      return (
        context.process?.ctProcess === "CART" && lines.length > 1 && lines.some((l) => l.idFuncion === event.idFuncion)
      )
    },
    isCurrentCartProcess: ({ context, event }) => {
      assertEvent(event, "purchase.cancelled")
      return context.process?.idProcesoDeCompra === event.idProcesoDeCompra && context.process.ctProcess === "CART"
    },
    hasPendingInvalidation: ({ event }) => {
      assertEvent(event, "cart.restored")
      return event.pendingInvalidation.idProcesoDeCompraInvalidar !== null
    },
  },
  actions: {
    rememberRequest: assign(({ event }) => {
      assertEvent(event, ["cart.seatsRequested", "cart.bestAvailableRequested"])
      return { requestedFunction: event.idFuncion, message: null }
    }),
    keepProcess: assign(({ event }) => {
      assertEvent(event, ["api.seatsTaken", "api.functionReleased", "api.processLoaded"])
      return { process: event.process, requestedFunction: null }
    }),
    noticeSeparatedSeats: assign(({ context, event }) => {
      assertEvent(event, "api.seatsTaken")
      return { message: event.process.lContiguas ? context.message : MESSAGES.seatsNotContiguous }
    }),
    announcePurchase: emit(({ event }) => {
      assertEvent(event, "api.seatsTaken")
      return deriveFrom(event, {
        type: "purchase.started" as const,
        idProcesoDeCompra: event.process.idProcesoDeCompra,
        idFuncion: event.idFuncion,
        ctProcess: event.process.ctProcess,
      })
    }),
    showFailure: assign(({ event }) => {
      assertEvent(event, "api.failed")
      return { message: failureMessageOf(event.error, MESSAGES.communicationError), requestedFunction: null }
    }),
    forgetProcess: assign(({ context, event }) => ({
      process: null,
      requestedFunction: null,
      lastPurchase: endedBySession(event) ? null : endedPurchase(context),
    })),
    // The session ended (logout, a 401, its 180 minutes): this browser keeps no purchase's key for the
    // next person at it; a purchase still to be invalidated keeps its own until the server forgets it.
    forgetLastPurchase: assign({ lastPurchase: null }),
    markForInvalidation: assign(({ context, event }) => {
      assertEvent(event, "purchase.cancelled")
      const ended = endedPurchase(context)
      return {
        process: null,
        requestedFunction: null,
        lastPurchase: endedBySession(event) ? null : ended,
        pendingInvalidation: {
          idProcesoDeCompraInvalidar: event.idProcesoDeCompra,
          cClaveProceso: ended?.cClaveProceso ?? null,
          dReset: event.at,
        },
      }
    }),
    clearInvalidation: assign(({ context, event }) => {
      assertEvent(event, "api.processInvalidated")
      const isPending = context.pendingInvalidation.idProcesoDeCompraInvalidar === event.idProcesoDeCompra
      return { pendingInvalidation: isPending ? NO_PENDING_INVALIDATION : context.pendingInvalidation }
    }),
    restore: assign(({ event }) => {
      assertEvent(event, "cart.restored")
      return {
        process: event.process,
        pendingInvalidation: event.pendingInvalidation,
        lastPurchase: event.lastPurchase,
      }
    }),
    dismissMessage: assign({ message: null }),
  },
}).createMachine({
  id: "cart",
  context: CART_INITIAL.context,
  initial: CART_INITIAL.state,
  on: {
    // Another tab may take seats for the shared process at any moment.
    "api.seatsTaken": { target: ".ready", actions: ["keepProcess", "noticeSeparatedSeats", "announcePurchase"] },
    "api.processInvalidated": { actions: "clearInvalidation" },
    "purchase.cancelled": [
      { guard: "isCurrentCartProcess", target: ".invalidating", actions: "markForInvalidation" },
      { target: ".ready", actions: "forgetProcess" },
    ],
    "purchase.completed": { target: ".ready", actions: "forgetProcess" },
    "session.ended": { actions: "forgetLastPurchase" },
    "cart.restored": [
      { guard: "hasPendingInvalidation", target: ".invalidating", actions: "restore" },
      { target: ".ready", actions: "restore" },
    ],
    "cart.messageDismissed": { actions: "dismissMessage" },
  },
  states: {
    ready: {
      on: {
        "cart.seatsRequested": { target: "takingSeats", actions: "rememberRequest" },
        "cart.bestAvailableRequested": { target: "takingBestAvailable", actions: "rememberRequest" },
        "cart.functionRemoveRequested": { guard: "canRemoveOneFunction", target: "releasing" },
      },
    },
    takingSeats: {
      invoke: {
        src: "takeSeats",
        input: ({ context, event }) => {
          assertEvent(event, "cart.seatsRequested")
          return {
            requestedBy: event.tab,
            idProcesoDeCompra: context.process?.idProcesoDeCompra ?? 0,
            idFuncion: event.idFuncion,
            aIdPosicion: event.aIdPosicion,
            ...(typeof event.idPromocion === "object"
              ? { listaPosicionPromocion: event.idPromocion }
              : promotionOf(event.idPromocion === undefined ? {} : { idPromocion: event.idPromocion })),
          }
        },
      },
      on: {
        "api.failed": failedBackToReady("takeSeats"),
      },
    },
    takingBestAvailable: {
      invoke: {
        src: "takeBestAvailable",
        input: ({ context, event }) => {
          assertEvent(event, "cart.bestAvailableRequested")
          return {
            requestedBy: event.tab,
            idProcesoDeCompra: context.process?.idProcesoDeCompra ?? 0,
            idFuncion: event.idFuncion,
            idSector: event.idSector,
            nCantidad: event.nCantidad,
            ...promotionOf(event),
            ...(event.lSillaDeRuedas === true ? { lSillaDeRuedas: true as const } : {}),
          }
        },
      },
      on: {
        "api.failed": failedBackToReady("takeBestAvailable"),
      },
    },
    releasing: {
      invoke: {
        src: "releaseFunction",
        input: ({ context, event }) => {
          assertEvent(event, "cart.functionRemoveRequested")
          return {
            requestedBy: event.tab,
            idProcesoDeCompra: context.process?.idProcesoDeCompra ?? 0,
            idFuncion: event.idFuncion,
          }
        },
      },
      on: {
        "api.functionReleased": { target: "reloading", actions: "keepProcess" },
        "api.failed": failedBackToReady("releaseFunction"),
      },
    },
    // SPEC §4: after releasing one function's positions the purchase is loaded again.
    reloading: {
      invoke: {
        src: "getProcess",
        input: ({ context, event }) => ({
          requestedBy: event.tab,
          idProcesoDeCompra: context.process?.idProcesoDeCompra ?? 0,
        }),
      },
      on: {
        "api.processLoaded": { target: "ready", actions: "keepProcess" },
        "api.failed": failedBackToReady("getProcess"),
      },
    },
    invalidating: {
      invoke: {
        src: "invalidateProcess",
        input: ({ context, event }) => ({
          requestedBy: event.tab,
          idProcesoDeCompra: context.pendingInvalidation.idProcesoDeCompraInvalidar ?? 0,
          cOrigen: event.type === "purchase.cancelled" ? event.origin : "INV001",
        }),
      },
      on: {
        "api.processInvalidated": { target: "ready", actions: "clearInvalidation" },
        "api.failed": { guard: { type: "failedHere", params: { operations: ["invalidateProcess"] } }, target: "ready" },
        "cart.seatsRequested": { target: "takingSeats", actions: "rememberRequest" },
        "cart.bestAvailableRequested": { target: "takingBestAvailable", actions: "rememberRequest" },
      },
    },
  },
})
