import * as Schema from "effect/Schema"
import {
  FunctionShopStatus,
  ProcessPlace,
  ProcessPlacesRequest,
  TakeBookingPlacesRequest,
  TakeBookingRequest,
} from "../booking.js"
import { FunctionProduct } from "../checkout.js"
import { Id } from "../common.js"
import { Promotion } from "../performance.js"
import { PurchaseProcess } from "../purchase.js"
import { endpoint } from "./endpoint.js"
import { ProcessPath } from "./shared.js"
import {
  BookingClosed,
  BookingNotFound,
  BookingTaken,
  PerformanceNotFound,
  PlaceNotBooked,
  PromotionRefused,
  PurchaseClosed,
  PurchaseLocked,
  TakeRefused,
  TurnPurchaseOpen,
  TurnRefused,
} from "../refusals.js"

const BookingPath = Schema.Struct({ idReserva: Id })
/**
 * SPEC's path names a purchase, but a function's shop is the same for every purchase, and the shop asks
 * before one starts (0): the id is accepted and not read, so the call opens no purchase and needs no key.
 */
const FunctionShopPath = Schema.Struct({ idProceso: Id, idFuncion: Id })

const TAKE_BOOKING_ERRORS = [
  PlaceNotBooked,
  PromotionRefused,
  TakeRefused,
  BookingNotFound,
  BookingTaken,
  PurchaseLocked,
  BookingClosed,
  PurchaseClosed,
  TurnRefused,
  TurnPurchaseOpen,
] as const

/**
 * Bookings (reservas, docs/bookings.md): places the box office set aside for a customer, bought by
 * turning them into a held purchase that then goes through the usual checkout; and a purchase's
 * places (POST Posiciones), which is how a purchase started from a booking lists what it holds.
 */
export const bookingEndpoints = {
  takeBookingByFunction: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/TomarReservaPorFuncion",
    summary:
      "Turn every place the customer's booking still sets aside for the function into a held purchase; id 0 starts one (its answer carries the purchase key)",
    access: "customerPurchase",
    params: ProcessPath,
    body: TakeBookingRequest,
    answer: PurchaseProcess,
    errors: TAKE_BOOKING_ERRORS,
  }),
  takeBookingByPlaces: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/TomarReservaPorPosicion",
    summary: "Turn these places of the customer's booking into a held purchase (the rest stay booked); id 0 starts one",
    access: "customerPurchase",
    params: ProcessPath,
    body: TakeBookingPlacesRequest,
    answer: PurchaseProcess,
    errors: TAKE_BOOKING_ERRORS,
  }),
  getBookingPromotions: endpoint({
    method: "POST",
    path: "/v2/Reserva/{idReserva}/Promociones",
    summary: "The promotions of the booking's function valid for the places it still sets aside",
    access: "customer",
    params: BookingPath,
    answer: Schema.Array(Promotion),
    errors: [BookingNotFound, BookingClosed, PerformanceNotFound],
  }),
  getProcessPlaces: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Posiciones",
    summary: "The places of the purchase (held or sold): function, sector, row, seat and price, by function and place",
    access: "purchase",
    params: ProcessPath,
    body: ProcessPlacesRequest,
    answer: Schema.Array(ProcessPlace),
    errors: [PurchaseClosed],
  }),
}

/** The products shop of a function (SPEC §9 flag productsShop; docs/products.md). */
export const functionShopEndpoints = {
  isFunctionShopActive: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProceso}/Tienda/ActivaParaFuncion/{idFuncion}",
    summary:
      "Whether the products shop is on for the function (the tenant sells products and the function has some); any purchase id (not read), 0 before one starts",
    access: "public",
    params: FunctionShopPath,
    answer: FunctionShopStatus,
    errors: [PerformanceNotFound],
  }),
  getFunctionProducts: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProceso}/Tienda/ParaFuncion/{idFuncion}",
    summary:
      "The products on sale with the function (parking, merchandise…), bought in checkout's extras step; empty when the shop is off",
    access: "public",
    params: FunctionShopPath,
    answer: Schema.Array(FunctionProduct),
    errors: [PerformanceNotFound],
  }),
}
