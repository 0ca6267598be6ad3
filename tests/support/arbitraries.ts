import fc from "fast-check"
import { type PaymentState, CANCEL_ORIGINS, MESSAGES, type SystemEvent } from "@boleteria/core"
import type { SystemInput } from "./driver.js"
import { MINUTE, SECOND } from "./driver.js"
import { CUSTOMER } from "./flows.js"
import { IO_NAMES } from "./io.js"
import { cartLine, ETICKET, HOME_DELIVERY, paymentStatus, purchaseProcess } from "./purchaseProcess.js"

/**
 * fast-check generators of purchase events. Ids come from small sets on purpose,
 * so random sequences hit the same purchase, function and tab again and again.
 */

export const PROCESS_IDS = [501, 502] as const
export const FUNCTION_IDS = [10, 11, 12] as const

/** One input of a random run: the event, how long after the previous one it happens, and the tab it comes from. */
export interface Step {
  readonly event: SystemInput
  readonly gapMs: number
  readonly tab: number
}

export const paymentStateArb: fc.Arbitrary<PaymentState> = fc.constantFrom(
  "VERIFICANDO",
  "PROCESANDO",
  "REQUIERE_3DS",
  "APROBADO",
  "PENDIENTE_CONFIRMACION",
  "RECHAZADO",
  "CANCELADO",
)

const processIdArb = fc.constantFrom(...PROCESS_IDS)
const functionIdArb = fc.constantFrom(...FUNCTION_IDS)

/** A procesoCompra with 1–3 lines of random size and price (whole pesos, as the tenant shows them). */
export const processArb = fc
  .record({
    idProcesoDeCompra: processIdArb,
    ctProcess: fc.constantFrom("CART" as const, "BOX" as const),
    lines: fc.uniqueArray(
      fc.record({
        idFuncion: functionIdArb,
        positions: fc.integer({ min: 0, max: 6 }),
        unitPrice: fc.integer({ min: 0, max: 80_000 }),
      }),
      { minLength: 1, maxLength: 3, selector: (line) => line.idFuncion },
    ),
    lContiguas: fc.boolean(),
  })
  .map((options) => purchaseProcess({ ...options, lines: options.lines.map(cartLine) }))

const failureArb = fc.record({
  type: fc.constant("api.failed" as const),
  // Any I/O call of a purchase but extending the hold.
  operation: fc.constantFrom(...IO_NAMES.filter((name) => name !== "extendHold")),
  error: fc.record({
    tag: fc.constantFrom("ApiError" as const, "NetworkError" as const),
    nCode: fc.constantFrom(409, 500, 555),
    message: fc.constantFrom("", "Error del servidor"),
  }),
})

export const seatsTakenArb: fc.Arbitrary<SystemEvent> = fc
  .tuple(functionIdArb, processArb)
  .map(([idFuncion, process]) => ({ type: "api.seatsTaken", idFuncion, process }))

export const cancelArb: fc.Arbitrary<SystemInput> = fc.oneof(
  fc.constant({ type: "cart.emptyRequested" as const }),
  fc.constant({ type: "checkout.cancelRequested" as const }),
  processIdArb.map((idProcesoDeCompra) => ({
    type: "purchase.cancelled" as const,
    idProcesoDeCompra,
    origin: CANCEL_ORIGINS.shopperCancelled,
    message: MESSAGES.purchaseCanceled,
  })),
)

const cartArb: fc.Arbitrary<SystemInput> = fc.oneof(
  functionIdArb.map((idFuncion) => ({
    type: "cart.seatsRequested" as const,
    idFuncion,
    aIdPosicion: [idFuncion * 100],
  })),
  seatsTakenArb,
  functionIdArb.map((idFuncion) => ({ type: "cart.functionRemoveRequested" as const, idFuncion })),
  fc
    .tuple(functionIdArb, processArb)
    .map(([idFuncion, process]) => ({ type: "api.functionReleased" as const, idFuncion, process })),
  processArb.map((process) => ({ type: "api.processLoaded" as const, process })),
  processIdArb.map((idProcesoDeCompra) => ({ type: "api.processInvalidated" as const, idProcesoDeCompra })),
  cancelArb,
)

const checkoutArb: fc.Arbitrary<SystemInput> = fc.oneof(
  fc.constantFrom("BuyTicket", "BuyTicketBox", "cartelera", "funcion", "payFinish").map((name) => ({
    type: "route.changed" as const,
    name,
    path: `/${name}`,
  })),
  fc.constant({ type: "navigation.functionVisited" as const, path: "/funcion/show/10" }),
  fc.constant({ type: "dialog.acknowledged" as const }),
  fc.constant({ type: "nav.barNavigated" as const }),
  processIdArb.map((idProcesoDeCompra) => ({ type: "checkout.deliveryRequested" as const, idProcesoDeCompra })),
  fc.constant({ type: "api.deliveryTypesLoaded" as const, types: [ETICKET, HOME_DELIVERY] }),
  fc.record({
    type: fc.constant("checkout.deliveryChosen" as const),
    idEntregaTipo: fc.constantFrom(ETICKET.idEntregaTipo, HOME_DELIVERY.idEntregaTipo, 42),
    idClienteDomicilio: fc.constantFrom(null, 55),
  }),
  fc
    .tuple(fc.constantFrom(ETICKET.idEntregaTipo, HOME_DELIVERY.idEntregaTipo), processArb)
    .map(([idEntregaTipo, process]) => ({
      type: "api.deliverySelected" as const,
      idEntregaTipo,
      process,
    })),
  processIdArb.map((idProcesoDeCompra) => ({ type: "checkout.extrasConfirmed" as const, idProcesoDeCompra })),
)

export const paymentArb: fc.Arbitrary<SystemInput> = fc.oneof(
  processIdArb.map((idProcesoDeCompra) => ({
    type: "payment.submitted" as const,
    idProcesoDeCompra,
    formRef: `form-${idProcesoDeCompra}`,
    nFormaDePago: 1,
    nCuotas: 1,
    card: { cardBin: "424242", last4: "4242" },
  })),
  fc
    .tuple(processIdArb, paymentStateArb)
    .map(([id, cEstado]) => ({ type: "payment.chargeAnswered" as const, status: paymentStatus(id, cEstado) })),
  fc
    .tuple(processIdArb, paymentStateArb)
    .map(([id, cEstado]) => ({ type: "payment.statusReceived" as const, status: paymentStatus(id, cEstado) })),
  fc.constant({ type: "payment.retryRequested" as const }),
  fc.constant({ type: "payment.cancelRequested" as const }),
  fc.constant({ type: "payment.threeDsCompleted" as const }),
  processIdArb.map((idProcesoDeCompra) => ({ type: "api.chargeCancelled" as const, idProcesoDeCompra })),
)

const sessionArb: fc.Arbitrary<SystemInput> = fc.oneof(
  fc.constant({ type: "session.loggedIn" as const, token: "token-ana", user: CUSTOMER }),
  fc.constant({ type: "session.logoutRequested" as const }),
  fc.constant({ type: "api.unauthorized" as const }),
  fc.constant({ type: "locale.changed" as const, locale: "en" }),
)

const tickArb: fc.Arbitrary<SystemInput> = fc.constant({ type: "clock.ticked" as const })

/** Any input of the purchase, ticks weighted up so that time really passes. */
export const anyEventArb: fc.Arbitrary<SystemInput> = fc.oneof(
  { arbitrary: tickArb, weight: 6 },
  { arbitrary: sessionArb, weight: 2 },
  { arbitrary: cartArb, weight: 5 },
  { arbitrary: checkoutArb, weight: 4 },
  { arbitrary: paymentArb, weight: 4 },
  { arbitrary: failureArb, weight: 1 },
)

/** Mostly seconds, sometimes minutes (the 12-minute clock), rarely hours (the 180-minute session). */
export const gapArb: fc.Arbitrary<number> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 3 * SECOND }), weight: 12 },
  { arbitrary: fc.integer({ min: MINUTE, max: 13 * MINUTE }), weight: 3 },
  { arbitrary: fc.integer({ min: 60 * MINUTE, max: 200 * MINUTE }), weight: 1 },
)

export const stepArb = (
  events: fc.Arbitrary<SystemInput> = anyEventArb,
  tabs: ReadonlyArray<number> = [1, 2],
): fc.Arbitrary<Step> => fc.record({ event: events, gapMs: gapArb, tab: fc.constantFrom(...tabs) })
