import { exchangeBalanceOf, type PaymentReason } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { Refunds } from "../../payments/registry.js"
import { createOrder, issueBill, issueCreditNote } from "../orders.js"
import type { ProcessRow } from "../../store/purchases/processes.js"
import { knownCharge } from "../process/chargeRecord.js"
import { insertExchange } from "../../store/exchanges/exchanges.js"
import { saleBillOf } from "../../store/orders/bills.js"
import { orderForExchange, validTicketsOf, type ExchangedOrder } from "../../store/orders/exchangedOrders.js"
import { markOrderExchanged, setOrderAddress } from "../../store/orders/orders.js"
import { voidTicketsOf } from "../../store/orders/tickets.js"
import { cancelChargeRow, chargeOf, markApproved, type ChargeRow } from "../../store/payments/charges.js"
import { exchangePlacesOf } from "../../store/purchases/exchangePlaces.js"
import { sellHolds } from "../../store/purchases/holds.js"
import { markPaid } from "../../store/purchases/processes.js"
import { releaseSoldPlaces } from "../../store/purchases/soldPlaces.js"
import { totalOf } from "./exchangeRecord.js"

const ORDER_CHANGED_MESSAGE = "El pedido cambió mientras se pagaba la diferencia: te la devolvimos."

/**
 * A charge for a difference whose order stopped being exchangeable while it was paid (withdrawn
 * meanwhile): the money goes back, as a late payment's does. Inside the process's lock: one refund.
 */
const refundCharge = async (tx: Queryable, payments: Refunds, charge: ChargeRow, now: number) => {
  await payments.refund(knownCharge(charge), Number(charge.amount))
  await cancelChargeRow(
    tx,
    charge.process_id,
    "refunded",
    { message: ORDER_CHANGED_MESSAGE, reason: "PAGO_TARDIO_DEVUELTO" satisfies PaymentReason },
    now,
  )
  return null
}

/**
 * The difference given back through whoever took the order's money (its card, or its wallet:
 * payments/registry.ts), once per charge attempt: its purpose keeps it apart from a later withdrawal's refund.
 */
const refundDifference = async (
  tx: Queryable,
  payments: Refunds,
  old: ExchangedOrder,
  amount: number,
): Promise<string> => {
  const charge = await chargeOf(tx, old.process_id, true)
  if (charge === null) throw new Error(`order ${old.id} has no charge to refund`)
  return (await payments.refund(knownCharge(charge), amount, "exchange")).reference
}

/**
 * Settles an exchange whose holds still run, in the transaction that holds its process's lock (and,
 * for a difference paid by card, its approved charge): the new places are sold; the old tickets are
 * void and their places back on sale; the old order is CAMBIADO and a new order has the new tickets;
 * a bill for the difference paid or a credit note for the difference given back is issued on it; the
 * exchange is recorded; and last the processor refunds (a refund that fails rolls everything back,
 * one whose commit is lost is asked again and answered by the processor's idempotency). Answers the
 * new order's id, or null when the order changed meanwhile and the charge went back.
 */
export const settleExchange = async (
  tx: Queryable,
  payments: Refunds,
  process: ProcessRow,
  charge: ChargeRow | null,
  now: number,
): Promise<number | null> => {
  const at = new Date(now)
  const old = await orderForExchange(tx, process.exchange_order_id!, null, true)
  if (old === null || old.state !== "PAGADO") {
    if (charge !== null) return refundCharge(tx, payments, charge, now)
    throw new Error(`exchange ${process.id}: order ${process.exchange_order_id} is no longer paid`)
  }
  const oldTotal = totalOf(await validTicketsOf(tx, old.id))
  const newTotal = totalOf(await exchangePlacesOf(tx, process.id, now))
  const balance = exchangeBalanceOf(oldTotal, newTotal)
  // What the card paid for the difference, instalment surcharge included, is what its bill says.
  const paidDifference = charge === null ? 0 : Number(charge.amount)
  await sellHolds(tx, process.id, now)
  await voidTicketsOf(tx, old.id, at)
  await releaseSoldPlaces(tx, old.process_id)
  await markOrderExchanged(tx, old.id)
  const paid = Number(old.paid_total) + (balance.kind === "PAGAR" ? paidDifference : -balance.amount)
  const newOrderId = await createOrder(
    tx,
    {
      processId: process.id,
      customerId: old.customer_id,
      email: old.email,
      deliveryTypeId: old.delivery_type_id,
      addressId: null,
      paid,
      cardLast4: charge?.card_last4 ?? old.card_last4,
      language: old.language,
    },
    now,
    false,
  )
  await setOrderAddress(tx, newOrderId, old.address)
  let documentId: number | null = null
  let refundReference: string | null = null
  if (balance.kind === "PAGAR") documentId = (await issueBill(tx, newOrderId, paidDifference, now)).id
  if (balance.kind === "REINTEGRAR") {
    documentId = (await issueCreditNote(tx, newOrderId, await saleBillOf(tx, old.id), balance.amount, now)).id
  }
  await markPaid(tx, process.id)
  if (charge !== null) await markApproved(tx, process.id, now)
  if (balance.kind === "REINTEGRAR") refundReference = await refundDifference(tx, payments, old, balance.amount)
  await insertExchange(tx, {
    orderId: old.id,
    newOrderId,
    processId: process.id,
    exchangedAt: at,
    oldTotal,
    newTotal,
    refundReference,
    documentId,
  })
  return newOrderId
}
