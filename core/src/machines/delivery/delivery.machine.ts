import { assign, assertEvent, setup } from "xstate"
import { failureMessageOf } from "../../rules/failureMessage.js"
import { ioActor } from "../shared/io.js"
import { MESSAGES } from "../shared/messages.js"
import { DELIVERY_INITIAL, NO_DELIVERY } from "./delivery.initial.js"
import type { DeliveryContext, DeliveryEvent, LoadDeliveryTypesInput, SelectDeliveryInput } from "./delivery.types.js"

export const DELIVERY_MESSAGES = {
  addressRequired: "validation.delivery.addressRequired",
  unknownType: "validation.delivery.unknownType",
} as const

/** A choice is checked here first; only a valid one goes to the server. */
const CHOOSE = [
  { guard: "isUnknownType", actions: { type: "say", params: { message: DELIVERY_MESSAGES.unknownType } } },
  { guard: "lacksAddress", actions: { type: "say", params: { message: DELIVERY_MESSAGES.addressRequired } } },
  { target: "selecting", actions: "rememberChoice" },
] as const

/** The call of `operation` failed: on to `target`, its failure shown to the shopper. */
const failedTo = <const Target extends string>(operation: string, target: Target) =>
  ({ guard: { type: "failedHere", params: { operation } }, target, actions: "showFailure" }) as const

/** Delivery of the tickets: load the types the process allows, choose one, give an address for home delivery. */
export const deliveryMachine = setup({
  types: { context: {} as DeliveryContext, events: {} as DeliveryEvent },
  actors: {
    loadDeliveryTypes: ioActor<LoadDeliveryTypesInput>(),
    selectDeliveryType: ioActor<SelectDeliveryInput>(),
  },
  guards: {
    isUnknownType: ({ context, event }) => {
      assertEvent(event, "checkout.deliveryChosen")
      return !context.types.some((t) => t.idEntregaTipo === event.idEntregaTipo)
    },
    lacksAddress: ({ context, event }) => {
      assertEvent(event, "checkout.deliveryChosen")
      const type = context.types.find((t) => t.idEntregaTipo === event.idEntregaTipo)
      return type?.lRequiereDomicilio === true && event.idClienteDomicilio === null
    },
    failedHere: ({ event }, params: { operation: string }) => {
      assertEvent(event, "api.failed")
      return event.operation === params.operation
    },
  },
  actions: {
    startLoading: assign(({ event }) => {
      assertEvent(event, "checkout.deliveryRequested")
      return { ...NO_DELIVERY, idProcesoDeCompra: event.idProcesoDeCompra }
    }),
    keepTypes: assign(({ event }) => {
      assertEvent(event, "api.deliveryTypesLoaded")
      return { types: event.types }
    }),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    rememberChoice: assign(({ event }) => {
      assertEvent(event, "checkout.deliveryChosen")
      return { idClienteDomicilio: event.idClienteDomicilio, message: null }
    }),
    confirmChoice: assign(({ context, event }) => {
      assertEvent(event, "api.deliverySelected")
      return { chosen: context.types.find((t) => t.idEntregaTipo === event.idEntregaTipo) ?? null }
    }),
    showFailure: assign(({ event }) => {
      assertEvent(event, "api.failed")
      return { message: failureMessageOf(event.error, MESSAGES.communicationError) }
    }),
    clear: assign(NO_DELIVERY),
  },
}).createMachine({
  id: "delivery",
  context: DELIVERY_INITIAL.context,
  initial: DELIVERY_INITIAL.state,
  on: {
    "checkout.deliveryRequested": { target: ".loading", actions: "startLoading" },
    "purchase.cancelled": { target: ".idle", actions: "clear" },
    "purchase.completed": { target: ".idle", actions: "clear" },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: "loadDeliveryTypes",
        input: ({ context, event }) => ({ requestedBy: event.tab, idProcesoDeCompra: context.idProcesoDeCompra ?? 0 }),
      },
      on: {
        "api.deliveryTypesLoaded": { target: "choosing", actions: "keepTypes" },
        "api.failed": failedTo("loadDeliveryTypes", "failed"),
      },
    },
    choosing: {
      on: { "checkout.deliveryChosen": CHOOSE },
    },
    selecting: {
      invoke: {
        src: "selectDeliveryType",
        input: ({ context, event }) => {
          assertEvent(event, "checkout.deliveryChosen")
          return {
            requestedBy: event.tab,
            idProcesoDeCompra: context.idProcesoDeCompra ?? 0,
            idEntregaTipo: event.idEntregaTipo,
            idClienteDomicilio: event.idClienteDomicilio,
          }
        },
      },
      on: {
        "api.deliverySelected": { target: "chosen", actions: "confirmChoice" },
        "api.failed": failedTo("selectDeliveryType", "choosing"),
      },
    },
    // Changing a confirmed choice selects the new one on the server straight away.
    chosen: {
      on: { "checkout.deliveryChosen": CHOOSE },
    },
    failed: {},
  },
})
