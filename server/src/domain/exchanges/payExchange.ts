import {
  exchangeBalanceOf,
  ExchangeConflict,
  ExchangeRefused,
  isRefusal,
  EXCHANGE_PROBLEM_KEYS,
  type AnswerLanguage,
  type ExchangePaymentRequest,
  type ExchangeSettlement,
  type Refusal,
} from "@boleteria/core"
import type { ServerDeps } from "../../deps.js"
import type { Queryable } from "../../db/database.js"
import { closedRefusal } from "../process/access.js"
import type { ProcessRow } from "../../store/purchases/processes.js"
import { refusingTransaction } from "../transaction.js"
import { chargeOpenedProcess, type AmountDue } from "../process/charge.js"
import { isRetryable } from "../process/chargeRecord.js"
import { chargeOf } from "../../store/payments/charges.js"
import { mailOrderConfirmation } from "../process/orderMail.js"
import { currentPaymentStatus } from "../process/paymentStatus.js"
import { exchangeOfProcess } from "../../store/exchanges/exchanges.js"
import { validTicketsOf } from "../../store/orders/exchangedOrders.js"
import { exchangePlacesOf } from "../../store/purchases/exchangePlaces.js"
import { openExchange, quoteOf, totalOf } from "./exchangeRecord.js"
import { settleExchange } from "./settleExchange.js"

type PayDeps = Pick<ServerDeps, "db" | "providers" | "tenant" | "now" | "mail" | "log">

/** The card pays the new places' price and service charges less what the old tickets cost: never delivery again. */
const exchangeDifference =
  (orderId: number): AmountDue =>
  async (tx, amounts) => {
    const due = amounts.tickets + amounts.service - totalOf(await validTicketsOf(tx, orderId))
    return due > 0 ? due : new ExchangeConflict({ key: EXCHANGE_PROBLEM_KEYS.placesChanged })
  }

/**
 * What the exchange came to, as its rows say now: settled (the new order, what moved and its
 * document), or its charge's state. A charge refunded because the hold ran out first has no places
 * left to weigh: what it paid is what it says.
 */
const settlementOf = async (
  db: Queryable,
  process: ProcessRow,
  orderId: number,
  now: number,
  language: AnswerLanguage,
) => {
  const exchange = await exchangeOfProcess(db, process.id)
  const charge = await chargeOf(db, process.id)
  const placesLeft = exchange !== null || (await exchangePlacesOf(db, process.id, now)).length > 0
  const quoted = placesLeft ? await quoteOf(db, process, orderId, now, language) : null
  if (isRefusal(quoted)) return quoted
  const balance = quoted?.balance ?? exchangeBalanceOf(0, Number(charge?.amount ?? 0))
  const document =
    exchange === null || exchange.document_id === null || exchange.document_kind === null
      ? null
      : {
          idComprobante: exchange.document_id,
          cTipo: exchange.document_kind,
          cReferencia: exchange.document_reference ?? "",
        }
  const settlement: ExchangeSettlement = {
    idProcesoDeCompra: process.id,
    idPedido: orderId,
    cEstado: exchange !== null ? "APROBADO" : (charge?.state ?? "VERIFICANDO"),
    cMensaje: exchange !== null ? null : (charge?.message ?? null),
    cMotivo: exchange !== null ? null : (charge?.reason ?? null),
    cTipoSaldo: balance.kind,
    // What the card paid, instalment surcharge included.
    fSaldo: balance.kind === "PAGAR" && charge !== null ? Number(charge.amount) : balance.amount,
    idPedidoNuevo: exchange?.new_order_id ?? null,
    oComprobante: document,
    cReferenciaReintegro: exchange?.refund_reference ?? null,
  }
  return settlement
}

type Next = "settled" | "charged" | "card"

/**
 * POST …/operacion/cambio/{idPedido}/pagar. Under the exchange process's lock: settled already, or a
 * charge under way → answered as it is; a difference to pay → Cobrar's three steps, for the
 * difference alone (its approval settles the exchange: settle.ts); nothing to pay → settled here, the
 * difference given back by the processor once. Asked again, it answers the same settlement.
 */
export const payExchange = async (
  deps: PayDeps,
  processId: number,
  orderId: number,
  customerId: number,
  body: ExchangePaymentRequest,
  language: AnswerLanguage,
): Promise<ExchangeSettlement | Refusal> => {
  const { db } = deps
  let newOrderId: number | null = null
  const next = await refusingTransaction(db, async (tx): Promise<Next | Refusal> => {
    const now = deps.now()
    const process = await openExchange(tx, processId, orderId, customerId, true)
    if (isRefusal(process)) return process
    if (process.state === "PAID") return "settled"
    const charge = await chargeOf(tx, process.id)
    if (charge !== null && !isRetryable(charge.state)) return "charged"
    const closed = closedRefusal(process, now)
    if (closed !== null) return closed
    const quote = await quoteOf(tx, process, orderId, now, language)
    if (isRefusal(quote)) return quote
    if (quote.count !== (await validTicketsOf(tx, orderId)).length)
      return new ExchangeConflict({ key: EXCHANGE_PROBLEM_KEYS.placesChanged })
    if (quote.balance.kind === "PAGAR") return "card"
    newOrderId = await settleExchange(tx, deps.providers, process, null, now)
    return "settled"
  })
  if (isRefusal(next)) return next
  if (next === "charged") await currentPaymentStatus(deps, processId)
  if (next === "card") {
    if (body.oTarjeta === null)
      return new ExchangeRefused({ key: EXCHANGE_PROBLEM_KEYS.cardRequired, field: "oTarjeta" })
    const charged = await chargeOpenedProcess(
      deps,
      processId,
      (tx) => openExchange(tx, processId, orderId, customerId, true),
      body.oTarjeta,
      language,
      exchangeDifference(orderId),
    )
    if (isRefusal(charged)) return charged
  }
  if (newOrderId !== null) mailOrderConfirmation(deps, newOrderId)
  const process = await openExchange(db, processId, orderId, customerId, false)
  return isRefusal(process) ? process : settlementOf(db, process, orderId, deps.now(), language)
}
