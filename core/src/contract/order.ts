import * as Schema from "effect/Schema"
import { Count, Id, IsoDateTime, Money } from "./common.js"
import { Address } from "./customer.js"
import { FunctionDate, HeldPosition, PlaceNameFields } from "./purchase.js"
import { OrderWithdrawal } from "./withdrawal.js"

/**
 * ARREPENTIDO: withdrawn by the shopper (the "Botón de arrepentimiento"), refunded, with a credit note.
 * CAMBIADO: its tickets were exchanged for another function's (docs/exchanges.md); the new order has them.
 */
export const OrderState = Schema.Literals([
  "PAGADO",
  "PENDIENTE_CONFIRMACION",
  "CANCELADO",
  "DEVUELTO",
  "ARREPENTIDO",
  "CAMBIADO",
])
export type OrderState = typeof OrderState.Type

export const Ticket = Schema.Struct({
  idEntrada: Id,
  /** The number printed on the ticket and encoded in its QR. */
  cNumeroEntrada: Schema.String,
  idSector: Id,
  ...PlaceNameFields,
  cPromocion: Schema.NullOr(Schema.String),
  /** The ticket's price after its promotion; what was paid for it is this plus fCargoServicio. */
  fPrecio: Money,
  fCargoServicio: Money,
}).annotate({ identifier: "Ticket" })
export type Ticket = typeof Ticket.Type

/** The tickets of one function within an order. */
export const OrderPerformance = Schema.Struct({
  idFuncion: Id,
  cEspectaculo: Schema.String,
  cEstablecimiento: Schema.String,
  dFuncion: IsoDateTime,
  listaEntrada: Schema.Array(Ticket),
}).annotate({ identifier: "OrderPerformance" })
export type OrderPerformance = typeof OrderPerformance.Type

/** Which bill or credit note a document is, as its receipt prints it. */
export const BillReferenceFields = {
  idComprobante: Id,
  cTipo: Schema.Literals(["FACTURA", "NOTA_DE_CREDITO"]),
  cReferencia: Schema.String,
}

/** An electronic bill or credit note; CAE is the tax authority's authorisation code. */
export const Bill = Schema.Struct({
  ...BillReferenceFields,
  nPuntoDeVenta: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  nNumeroComprobante: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  /** Null while the bill is still being authorised (lProcesando). */
  cCAE: Schema.NullOr(Schema.String),
  dEmision: IsoDateTime,
  lProcesando: Schema.Boolean,
}).annotate({ identifier: "Bill" })
export type Bill = typeof Bill.Type

/** pedido: a paid (or pending) purchase, as "my orders" lists it (GET /v2/Historial2). */
export const Order = Schema.Struct({
  idPedido: Id,
  idProcesoDeCompra: Id,
  cEstado: OrderState,
  dCompra: IsoDateTime,
  listaFuncion: Schema.Array(OrderPerformance),
  cEntregaTipo: Schema.String,
  oDomicilioEntrega: Schema.NullOr(Address),
  fTotalEntradas: Money,
  fTotalEntrega: Money,
  fTotalQrAntifraude: Money,
  fTotalCargoServicio: Money,
  fTotalProductos: Money,
  fTotalPagado: Money,
  fTotalPendiente: Money,
  nCantidadPagos: Count,
  cUltimos4: Schema.NullOr(Schema.String),
  /** The means of payment the order was paid with, in the caller's language (a wallet's name, the card method's). */
  cMedioDePago: Schema.optionalKey(Schema.String),
  listaComprobante: Schema.Array(Bill),
  /** On an exchanged (CAMBIADO) order: the order that holds its new tickets. */
  idPedidoCambiadoPor: Schema.optionalKey(Id),
  /** On an order born of an exchange: the order whose tickets it replaced. */
  idPedidoCambioDe: Schema.optionalKey(Id),
  /** On a withdrawn (ARREPENTIDO) order: its tracking code and each refund, where it goes and how it stands. */
  oArrepentimiento: Schema.optionalKey(OrderWithdrawal),
}).annotate({ identifier: "Order" })
export type Order = typeof Order.Type

export const BookingState = Schema.Literals(["VIGENTE", "CONFIRMADA", "VENCIDA", "CANCELADA"])
export type BookingState = typeof BookingState.Type

/** reserva: places set aside for the customer, to be paid before dVencimiento. */
export const Booking = Schema.Struct({
  idReserva: Id,
  idFuncion: Id,
  cEspectaculo: Schema.String,
  cEstablecimiento: Schema.String,
  oFuncionFecha: FunctionDate,
  cEstado: BookingState,
  dVencimiento: IsoDateTime,
  nCantidadPosiciones: Count,
  listaPosicion: Schema.Array(HeldPosition),
}).annotate({ identifier: "Booking" })
export type Booking = typeof Booking.Type

/** oData of GET /v2/Historial2: the customer's orders and bookings, newest first. */
export const OrderHistory = Schema.Struct({
  listaPedido: Schema.Array(Order),
  listaReserva: Schema.Array(Booking),
}).annotate({ identifier: "OrderHistory" })
export type OrderHistory = typeof OrderHistory.Type
