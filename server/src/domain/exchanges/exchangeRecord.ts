import {
  ExchangeConflict,
  ExchangeNotFound,
  OrderNotFound,
  exchangeBalanceOf,
  exchangeInTime,
  EXCHANGE_PROBLEM_KEYS,
  exchangeDeadline,
  inLanguage,
  type AnswerLanguage,
  type ExchangeBalance,
  type ExchangeQuote,
  type ExchangeSector,
  type ProblemKey,
  TENANT_TIME_ZONE,
  zonedIsoDateTime,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { exchangeOfProcess, type ExchangeRow } from "../../store/exchanges/exchanges.js"
import {
  orderForExchange,
  validTicketsOf,
  type ExchangedOrder,
  type OldTicket,
} from "../../store/orders/exchangedOrders.js"
import { exchangePlacesOf } from "../../store/purchases/exchangePlaces.js"
import { processById, type ProcessRow } from "../../store/purchases/processes.js"

const noOrder = () => new OrderNotFound({ key: "problems.orders.notFound" })

/** What the tickets cost as paid: prices after promotion, and service charges. */
export const totalOf = (
  places: ReadonlyArray<{ readonly price: number | string; readonly service_charge: number | string }>,
) => places.reduce((total, place) => total + Number(place.price) + Number(place.service_charge), 0)

export const sectorsOf = (tickets: ReadonlyArray<OldTicket>): ReadonlyArray<ExchangeSector> =>
  tickets.map((ticket) => ({ sectorId: ticket.sector_id, listPrice: Number(ticket.list_price ?? 0) }))

/** Why an order cannot be exchanged now (by the key the exchange calls answer with), or null. */
export type ExchangeRefusal = { readonly key: ProblemKey; readonly status: 400 | 409; readonly limitAt?: number } | null

const exchangeRefusalOf = (order: ExchangedOrder, tickets: ReadonlyArray<OldTicket>, now: number): ExchangeRefusal => {
  if (order.state !== "PAGADO" || order.exchanged_from !== null || tickets.length === 0)
    return { key: EXCHANGE_PROBLEM_KEYS.notExchangeable, status: 409 }
  if (new Set(tickets.map((ticket) => ticket.performance_id)).size > 1)
    return { key: EXCHANGE_PROBLEM_KEYS.severalFunctions, status: 409 }
  const startsAt = tickets[0]!.starts_at.getTime()
  if (!exchangeInTime(startsAt, now))
    return { key: EXCHANGE_PROBLEM_KEYS.functionTooClose, status: 400, limitAt: exchangeDeadline(startsAt) }
  return null
}

/** The caller's order, its valid tickets and why it cannot be exchanged now (null: it can); another's is a 404. */
export const orderToExchange = async (
  db: Queryable,
  orderId: number,
  customerId: number,
  now: number,
  options: { readonly lock: boolean } = { lock: false },
): Promise<
  | { readonly order: ExchangedOrder; readonly tickets: ReadonlyArray<OldTicket>; readonly refusal: ExchangeRefusal }
  | OrderNotFound
> => {
  const order = await orderForExchange(db, orderId, customerId, options.lock)
  if (order === null) return noOrder()
  const tickets = await validTicketsOf(db, order.id)
  return { order, tickets, refusal: exchangeRefusalOf(order, tickets, now) }
}

/**
 * The customer's exchange process of this order; 404 for any other process, or another customer's
 * (as for a missing one). The customer's token is the credential: an exchange is never anonymous.
 */
export const openExchange = async (
  db: Queryable,
  processId: number,
  orderId: number,
  customerId: number,
  lock: boolean,
): Promise<ProcessRow | ExchangeNotFound> => {
  const process = await processById(db, processId, lock)
  if (process === null || process.customer_id !== customerId || process.exchange_order_id !== orderId)
    return new ExchangeNotFound({ key: EXCHANGE_PROBLEM_KEYS.notFound })
  return process
}

/** The old total: what the tickets cost (kept by the exchange once settled, when the tickets are void). */
const oldTotalOf = async (db: Queryable, orderId: number, settled: ExchangeRow | null): Promise<number> =>
  settled === null ? totalOf(await validTicketsOf(db, orderId)) : Number(settled.old_total)

/** The places held (their sectors named in `language`) and the balance: the answer of the take and of GET …/operacion/cambio/pago. */
export const quoteOf = async (
  db: Queryable,
  process: Pick<ProcessRow, "id" | "expires_at">,
  orderId: number,
  now: number,
  language: AnswerLanguage,
): Promise<
  { readonly quote: ExchangeQuote; readonly balance: ExchangeBalance; readonly count: number } | ExchangeConflict
> => {
  const settled = await exchangeOfProcess(db, process.id)
  const places = await exchangePlacesOf(db, process.id, now)
  const first = places[0]
  if (first === undefined) return new ExchangeConflict({ key: EXCHANGE_PROBLEM_KEYS.placesChanged })
  const oldTotal = await oldTotalOf(db, orderId, settled)
  const newTotal = totalOf(places)
  const balance = exchangeBalanceOf(oldTotal, newTotal)
  const quote: ExchangeQuote = {
    idProcesoDeCompra: process.id,
    idPedido: orderId,
    idFuncion: first.performance_id,
    dFuncion: zonedIsoDateTime(first.starts_at.getTime(), TENANT_TIME_ZONE),
    dMaxima: process.expires_at.toISOString(),
    listaPosicion: places.map((place) => ({
      cSector: inLanguage(language, place.sector_name, place.sector_name_en),
      cFila: place.row_label,
      cButaca: place.seat_number === null ? null : String(place.seat_number),
      fPrecio: Number(place.price),
      fCargoServicio: Number(place.service_charge),
    })),
    fTotalAnterior: oldTotal,
    fTotalNuevo: newTotal,
    fDiferencia: balance.difference,
    cTipoSaldo: balance.kind,
    fSaldo: balance.amount,
    idPedidoNuevo: settled?.new_order_id ?? null,
  }
  return { quote, balance, count: places.length }
}
