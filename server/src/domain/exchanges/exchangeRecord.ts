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
import { processById, type ProcessRow } from "../process/access.js"

export const noOrder = () => new OrderNotFound({ key: "problems.orders.notFound" })

/** An order as an exchange reads it, with where it came from. */
export interface ExchangedOrder {
  readonly id: number
  readonly process_id: number
  readonly customer_id: number | null
  readonly state: string
  readonly email: string
  readonly paid_total: number | string
  readonly card_last4: string
  readonly delivery_type_id: number | null
  readonly address: unknown
  readonly language: "es" | "en"
  /** The order it replaced, when it was born of an exchange. */
  readonly exchanged_from: number | null
}

/** The order (any customer's when `customerId` is null); `lock` holds its row until the transaction ends. */
export const orderForExchange = async (
  db: Queryable,
  orderId: number,
  customerId: number | null,
  lock = false,
): Promise<ExchangedOrder | null> => {
  const { rows } = await db.query<ExchangedOrder>(
    `SELECT o.id, o.process_id, o.customer_id, o.state, o.email, o.paid_total, o.card_last4, o.delivery_type_id,
            o.address, o.language, (SELECT x.order_id FROM exchanges x WHERE x.new_order_id = o.id) AS exchanged_from
       FROM orders o WHERE o.id = $1 AND ($2::int IS NULL OR o.customer_id = $2) ${lock ? "FOR UPDATE OF o" : ""}`,
    [orderId, customerId],
  )
  return rows[0] ?? null
}

/** A valid ticket of the order, with its sector's full price at the show today. */
export interface OldTicket {
  readonly performance_id: number
  readonly show_id: number
  readonly starts_at: Date
  readonly sector_id: number
  readonly list_price: number | string
  readonly price: number | string
  readonly service_charge: number | string
}

export const validTicketsOf = async (db: Queryable, orderId: number): Promise<ReadonlyArray<OldTicket>> =>
  (
    await db.query<OldTicket>(
      // The sector comes from the place key ("s<seat id>" or "g<sector id>:<slot>"), as in orderHistory.ts.
      `SELECT t.performance_id, p.show_id, p.starts_at, t.sector_id, sp.price AS list_price, t.price, t.service_charge
         FROM (SELECT t.*, COALESCE(ms.sector_id, substring(t.place_key FROM '^g(\\d+):')::int) AS sector_id
                 FROM tickets t
                 LEFT JOIN map_seats ms
                   ON ms.id = CASE WHEN t.place_key ~ '^s\\d+$' THEN substring(t.place_key FROM 2)::int END
                WHERE t.order_id = $1 AND t.voided_at IS NULL) t
         JOIN performances p ON p.id = t.performance_id
         LEFT JOIN show_prices sp ON sp.show_id = p.show_id AND sp.sector_id = t.sector_id
        ORDER BY t.id`,
      [orderId],
    )
  ).rows

/** What the tickets cost as paid: prices after promotion, and service charges. */
export const totalOf = (
  places: ReadonlyArray<{ readonly price: number | string; readonly service_charge: number | string }>,
) => places.reduce((total, place) => total + Number(place.price) + Number(place.service_charge), 0)

export const sectorsOf = (tickets: ReadonlyArray<OldTicket>): ReadonlyArray<ExchangeSector> =>
  tickets.map((ticket) => ({ sectorId: ticket.sector_id, listPrice: Number(ticket.list_price ?? 0) }))

/** Why an order cannot be exchanged now (by the key the exchange calls answer with), or null. */
export const exchangeRefusalOf = (
  order: ExchangedOrder,
  tickets: ReadonlyArray<OldTicket>,
  now: number,
): { readonly key: ProblemKey; readonly status: 400 | 409; readonly limitAt?: number } | null => {
  if (order.state !== "PAGADO" || order.exchanged_from !== null || tickets.length === 0)
    return { key: EXCHANGE_PROBLEM_KEYS.notExchangeable, status: 409 }
  if (new Set(tickets.map((ticket) => ticket.performance_id)).size > 1)
    return { key: EXCHANGE_PROBLEM_KEYS.severalFunctions, status: 409 }
  const startsAt = tickets[0]!.starts_at.getTime()
  if (!exchangeInTime(startsAt, now))
    return { key: EXCHANGE_PROBLEM_KEYS.functionTooClose, status: 400, limitAt: exchangeDeadline(startsAt) }
  return null
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

interface PlaceRow {
  readonly performance_id: number
  readonly starts_at: Date
  readonly sector_name: string
  readonly sector_name_en: string | null
  readonly row_label: string | null
  readonly seat_number: number | null
  readonly price: number | string
  readonly service_charge: number | string
}

/** The places the exchange holds while its hold lasts, or sold once settled. */
export const exchangePlacesOf = async (db: Queryable, processId: number, now: number) =>
  (
    await db.query<PlaceRow>(
      `SELECT c.performance_id, p.starts_at, ms.name AS sector_name, ms.name_en AS sector_name_en, st.row_label, st.seat_number, c.price,
              c.service_charge
         FROM place_claims c
         JOIN performances p ON p.id = c.performance_id
         JOIN map_sectors ms ON ms.id = c.sector_id
         LEFT JOIN map_seats st ON st.id = c.seat_id
        WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)
        ORDER BY c.place_key`,
      [processId, new Date(now)],
    )
  ).rows

/** A settled exchange, as its row keeps it. */
export interface ExchangeRow {
  readonly order_id: number
  readonly new_order_id: number
  readonly process_id: number
  readonly old_total: number | string
  readonly new_total: number | string
  readonly refund_reference: string | null
  readonly document_id: number | null
  readonly document_kind: "FACTURA" | "NOTA_DE_CREDITO" | null
  readonly document_reference: string | null
}

export const exchangeOfProcess = async (db: Queryable, processId: number): Promise<ExchangeRow | null> => {
  const { rows } = await db.query<ExchangeRow>(
    `SELECT x.*, b.kind AS document_kind, b.reference AS document_reference
       FROM exchanges x LEFT JOIN bills b ON b.id = x.document_id WHERE x.process_id = $1`,
    [processId],
  )
  return rows[0] ?? null
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
