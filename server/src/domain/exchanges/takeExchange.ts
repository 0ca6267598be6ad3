import {
  EXCHANGE_PROBLEM_KEYS,
  ExchangeConflict,
  ExchangeRefused,
  exchangeSectorAllowed,
  formatWithdrawalLimit,
  isRefusal,
  type AnswerLanguage,
  type ExchangeTakeRequest,
  type OrderNotFound,
} from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { closedRefusal } from "../process/access.js"
import { refusingTransaction } from "../transaction.js"
import { releaseHolds } from "../../store/purchases/holds.js"
import { sectorForSale } from "../process/places.js"
import { newPurchaseKey } from "../process/purchaseKey.js"
import { takeBestIn, type TakeContext, type Taker } from "../process/take.js"
import { promotionWantsBank } from "../../store/catalogue/exchangePromotions.js"
import type { ExchangedOrder, OldTicket } from "../../store/orders/exchangedOrders.js"
import { markExchangeProcess } from "../../store/purchases/exchangeProcesses.js"
import { openExchange, orderToExchange, quoteOf, sectorsOf, type ExchangeRefusal } from "./exchangeRecord.js"

/** The refusal as an answer: a 400 names the instant the exchange closed, in the caller's language. */
const refusalProblem = (refusal: NonNullable<ExchangeRefusal>, dateLocale: string) =>
  refusal.status === 409
    ? new ExchangeConflict({ key: refusal.key as ExchangeConflict["key"] })
    : new ExchangeRefused({
        key: refusal.key as ExchangeRefused["key"],
        params: { date: formatWithdrawalLimit(refusal.limitAt ?? 0, dateLocale) },
      })

/** The caller's order, locked, with its valid tickets, that may be exchanged now; or the refusal. */
const exchangeable = async (
  tx: Queryable,
  orderId: number,
  customerId: number,
  now: number,
  dateLocale: string,
): Promise<
  | { readonly order: ExchangedOrder; readonly tickets: ReadonlyArray<OldTicket> }
  | OrderNotFound
  | ExchangeConflict
  | ExchangeRefused
> => {
  const found = await orderToExchange(tx, orderId, customerId, now, { lock: true })
  if (isRefusal(found)) return found
  const { order, tickets, refusal } = found
  return refusal === null ? { order, tickets } : refusalProblem(refusal, dateLocale)
}

/** A promotion bound to some banks' cards cannot be checked against a card an exchange may never see. */
const bankPromotionRefusal = async (tx: Queryable, promotionId: number | null): Promise<ExchangeRefused | null> => {
  if (promotionId === null) return null
  return (await promotionWantsBank(tx, promotionId))
    ? new ExchangeRefused({ key: EXCHANGE_PROBLEM_KEYS.bankPromotion })
    : null
}

/**
 * The take of an exchange (POST /v2/Proceso/{id}/operacion/cambio/{idPedido}): in one transaction,
 * under the order's lock, as many of the best places of the sector as the order has tickets, held
 * by the exchange's process for the purchase clock. Id 0 starts that process (it names the order, the
 * order's delivery, and a card method to pay a difference with); the exchange's own id gives back
 * what it held and takes again, on the same clock.
 */
export const takeExchange = (
  db: Pick<Database, "transaction">,
  processId: number,
  orderId: number,
  request: ExchangeTakeRequest,
  context: Omit<TakeContext, "caller"> & {
    readonly customerId: number
    readonly dateLocale: string
    readonly language: AnswerLanguage
  },
) =>
  refusingTransaction(db, async (tx) => {
    const { now } = context
    const { customerId } = context
    const found = await exchangeable(tx, orderId, customerId, now, context.dateLocale)
    if (isRefusal(found)) return found
    const { order, tickets } = found
    const forSale = await sectorForSale(tx, request.idFuncion, request.idSector, now)
    if (isRefusal(forSale)) return forSale
    const { performance, sector } = forSale
    const current = tickets[0]!
    if (performance.showId !== current.show_id || performance.id === current.performance_id)
      return new ExchangeRefused({ key: EXCHANGE_PROBLEM_KEYS.otherShow })
    if (!exchangeSectorAllowed(sectorsOf(tickets), { sectorId: sector.id, listPrice: sector.price }))
      return new ExchangeRefused({ key: EXCHANGE_PROBLEM_KEYS.worseSector })
    const promotionId = request.idPromocion ?? null
    const bankPromotion = await bankPromotionRefusal(tx, promotionId)
    if (bankPromotion !== null) return bankPromotion
    let taker: Taker
    if (processId === 0) {
      taker = {
        kind: "new",
        process: {
          purchaseKey: newPurchaseKey(),
          processType: "CART",
          customerId,
          startedAt: now,
          expiresAt: now + context.holdMs,
        },
      }
    } else {
      const process = await openExchange(tx, processId, order.id, customerId, true)
      if (isRefusal(process)) return process
      const closed = closedRefusal(process, now)
      if (closed !== null) return closed
      await releaseHolds(tx, process.id)
      // takeBestIn reads the key only to answer it; an exchange's answer does not carry it.
      taker = { kind: "existing", process: { ...process, purchaseKey: "" } }
    }
    const view = await takeBestIn(
      tx,
      taker,
      { idFuncion: performance.id, idSector: sector.id, nCantidad: tickets.length, idPromocion: promotionId },
      now,
      context.language,
    )
    if (isRefusal(view)) return view
    if (taker.kind === "new") {
      await markExchangeProcess(tx, view.idProcesoDeCompra, order)
    }
    const process = await openExchange(tx, view.idProcesoDeCompra, order.id, customerId, false)
    if (isRefusal(process)) return process
    const quoted = await quoteOf(tx, process, order.id, now, context.language)
    return isRefusal(quoted) ? quoted : quoted.quote
  })
