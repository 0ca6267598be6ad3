import * as Schema from "effect/Schema"
import { CardInstallments, DeliveryType, ExtraProduct, PaymentMethod } from "../checkout.js"
import { Id } from "../common.js"
import { HoldExtension } from "../holdExtension.js"
import { PurchaseProcess } from "../purchase.js"
import { QueueTurnHeader } from "../queue.js"
import {
  ChangeSectorRequest,
  InvalidateProcessRequest,
  ReleaseFunctionRequest,
  SelectDeliveryTypeRequest,
  SelectExtraProductsRequest,
  SelectPaymentMethodRequest,
  TakeBestAvailableRequest,
  TakeSeatsRequest,
} from "../requests/purchase.js"
import { endpoint } from "./endpoint.js"
import { NoContent, ProcessPath } from "./shared.js"

/** Why a step on a purchase that cannot change any more is refused. */
const CLOSED = {
  409: "The purchase is paid, or a payment for it is under way",
  410: "The purchase was cancelled or its time ran out",
} as const

const TAKE_ERRORS = {
  ...CLOSED,
  400: "More places than one purchase may hold, a place not of the function, a promotion that does not apply, or a function already started",
  404: "No such function or sector",
} as const

/** Seat holds and the purchase process: /v2/Proceso/{id}/… and /v3/procesodecompra (SPEC §7). */
export const purchaseEndpoints = {
  takeSeats: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones/Tomar",
    summary: "Hold these seats, all or none; id 0 starts a purchase process (its answer carries the purchase key)",
    access: "purchase",
    params: ProcessPath,
    headers: QueueTurnHeader,
    body: TakeSeatsRequest,
    answer: PurchaseProcess,
    errors: {
      ...TAKE_ERRORS,
      409: "A seat is no longer free (nothing was held), the purchase cannot change any more, or (id 0) the waiting room's turn already has an open purchase",
    },
  }),
  startPurchase: endpoint({
    method: "POST",
    path: "/v3/procesodecompra",
    summary: "Start a purchase process holding these seats, all or none (its answer carries the purchase key)",
    access: "purchase",
    headers: QueueTurnHeader,
    body: TakeSeatsRequest,
    answer: PurchaseProcess,
    errors: {
      ...TAKE_ERRORS,
      409: "A seat is no longer free (nothing was held), or the waiting room's turn already has an open purchase",
    },
  }),
  takeBestAvailable: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones/TomarGrupo",
    summary:
      "Hold the best places available in a sector: side by side when possible (lContiguas says); id 0 starts a process",
    access: "purchase",
    params: ProcessPath,
    headers: QueueTurnHeader,
    body: TakeBestAvailableRequest,
    answer: PurchaseProcess,
    errors: {
      ...TAKE_ERRORS,
      409: "Too few places left in the sector, the purchase cannot change any more, or (id 0) the waiting room's turn already has an open purchase",
    },
  }),
  changeSector: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones/CambiarParaSector",
    summary: "Move the places of one function to the best available of another sector, or change nothing",
    access: "purchase",
    params: ProcessPath,
    headers: QueueTurnHeader,
    body: ChangeSectorRequest,
    answer: PurchaseProcess,
    errors: { ...TAKE_ERRORS, 409: "Too few places left in that sector, or the purchase cannot change any more" },
  }),
  getProcess: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}",
    summary: "The purchase process: cart lines, total, start and expiry",
    access: "purchase",
    params: ProcessPath,
    answer: PurchaseProcess,
    errors: { 410: CLOSED[410] },
  }),
  invalidateProcess: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/invalidar",
    summary: "End the process and free everything it holds (idempotent)",
    access: "purchase",
    params: ProcessPath,
    body: InvalidateProcessRequest,
    answer: NoContent,
    errors: { 409: "The purchase is paid, or a payment for it is under way" },
  }),
  releaseFunction: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones/SoltarFuncion",
    summary: "Free the places of one function",
    access: "purchase",
    params: ProcessPath,
    body: ReleaseFunctionRequest,
    answer: PurchaseProcess,
    errors: CLOSED,
  }),
  releaseGroup: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones/SoltarGrupo",
    summary: "Free the places of one function (the cart's use of SoltarGrupo)",
    access: "purchase",
    params: ProcessPath,
    body: ReleaseFunctionRequest,
    answer: PurchaseProcess,
    errors: CLOSED,
  }),
  getDeliveryTypes: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/TiposDeEntrega",
    summary: "Delivery types: e-ticket, box office, home",
    access: "purchase",
    params: ProcessPath,
    answer: Schema.Array(DeliveryType),
    errors: CLOSED,
  }),
  selectDeliveryType: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/EntregaTipo/Seleccionar",
    summary: "Choose the delivery type; home delivery needs one of the customer's addresses",
    access: "purchase",
    params: ProcessPath,
    body: SelectDeliveryTypeRequest,
    answer: PurchaseProcess,
    errors: {
      ...CLOSED,
      400: "Home delivery without an address",
      404: "No such delivery type, or no such address of the customer",
    },
  }),
  getExtraProducts: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/ProductoAsignado/Lista/Obtener",
    summary: "Products sold with the tickets, with the chosen quantities",
    access: "purchase",
    params: ProcessPath,
    answer: Schema.Array(ExtraProduct),
    errors: CLOSED,
  }),
  selectExtraProducts: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/ProductoAsignado/Lista/Seleccionar",
    summary: "Choose the products (replaces the selection); answers the list",
    access: "purchase",
    params: ProcessPath,
    body: SelectExtraProductsRequest,
    answer: Schema.Array(ExtraProduct),
    errors: { ...CLOSED, 400: "More of a product than it allows", 404: "No such product" },
  }),
  getPaymentMethods: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/FormasDePago",
    summary: "Payment methods",
    access: "purchase",
    params: ProcessPath,
    answer: Schema.Array(PaymentMethod),
    errors: CLOSED,
  }),
  selectPaymentMethod: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/FormaDePago/Seleccionar",
    summary: "Choose the payment method (choosing again the method a paid purchase was paid with changes nothing)",
    access: "purchase",
    params: ProcessPath,
    body: SelectPaymentMethodRequest,
    answer: PurchaseProcess,
    errors: { ...CLOSED, 404: "No such payment method" },
  }),
  getCardInstallments: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/FormaDePago/{nFormaDePago}/Tarjetas/{cardBin}",
    summary: "The card's brand and the instalments it may pay this purchase in (by BIN, the first 6 to 8 digits)",
    access: "purchase",
    params: Schema.Struct({
      idProcesoDeCompra: Id,
      nFormaDePago: Id,
      cardBin: Schema.String.check(Schema.isPattern(/^\d{6,8}$/u, { expected: "the first 6 to 8 digits of the card" })),
    }),
    answer: CardInstallments,
    errors: { ...CLOSED, 404: "No such payment method, or a card nobody issues" },
  }),
  extendHold: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Extender",
    summary:
      "Renew every hold of the purchase to a full purchase clock (WCAG 2.2.1), once only the alert time (2 minutes) is left, as many times as the tenant allows",
    access: "purchase",
    params: ProcessPath,
    answer: HoldExtension,
    errors: {
      ...CLOSED,
      400: "More than the alert time left, nothing held, or the shop does not extend holds",
      409: "Extended as many times as the shop allows, or the purchase is paid or being paid",
    },
  }),
  prevalidate: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/PreValidacion",
    summary: "Check the process can be paid: active, holds alive, delivery and method chosen",
    access: "purchase",
    params: ProcessPath,
    answer: PurchaseProcess,
    errors: { ...CLOSED, 400: "Nothing held, or no delivery or payment method chosen" },
  }),
}
