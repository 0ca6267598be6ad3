import { exchangeBalanceOf, type PaymentReason } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { Refunds } from "../../payments/registry.js"
import { createOrder, issueBill, issueCreditNote } from "../orders.js"
import type { ProcessRow } from "../process/access.js"
import { chargeOf, knownCharge, type ChargeRow } from "../process/chargeRecord.js"
import { exchangePlacesOf, orderForExchange, totalOf, validTicketsOf, type ExchangedOrder } from "./exchangeRecord.js"

const ORDER_CHANGED_MESSAGE = "El pedido cambió mientras se pagaba la diferencia: te la devolvimos."

/**
 * A charge for a difference whose order stopped being exchangeable while it was paid (withdrawn
 * meanwhile): the money goes back, as a late payment's does. Inside the process's lock: one refund.
 */
const refundCharge = async (tx: Queryable, payments: Refunds, charge: ChargeRow, now: number) => {
  await payments.refund(knownCharge(charge), Number(charge.amount))
  await tx.query(
    "UPDATE charges SET state = 'CANCELADO', refunded = true, message = $2, reason = $3, updated_at = $4 WHERE process_id = $1",
    [charge.process_id, ORDER_CHANGED_MESSAGE, "PAGO_TARDIO_DEVUELTO" satisfies PaymentReason, new Date(now)],
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
  await tx.query(
    "UPDATE place_claims SET state = 'SOLD', expires_at = NULL WHERE process_id = $1 AND state = 'HELD' AND expires_at > $2",
    [process.id, at],
  )
  await tx.query("UPDATE tickets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL", [old.id, at])
  await tx.query("DELETE FROM place_claims WHERE process_id = $1 AND state = 'SOLD'", [old.process_id])
  await tx.query("UPDATE orders SET state = 'CAMBIADO' WHERE id = $1", [old.id])
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
  await tx.query("UPDATE orders SET address = $2::jsonb WHERE id = $1", [
    newOrderId,
    old.address === null ? null : JSON.stringify(old.address),
  ])
  let documentId: number | null = null
  let refundReference: string | null = null
  if (balance.kind === "PAGAR") documentId = (await issueBill(tx, newOrderId, paidDifference, now)).id
  if (balance.kind === "REINTEGRAR") {
    const bill = await tx.query<{ id: number }>(
      "SELECT id FROM bills WHERE order_id = $1 AND kind = 'FACTURA' ORDER BY id LIMIT 1",
      [old.id],
    )
    documentId = (await issueCreditNote(tx, newOrderId, bill.rows[0]!.id, balance.amount, now)).id
  }
  await tx.query("UPDATE purchase_processes SET state = 'PAID' WHERE id = $1", [process.id])
  if (charge !== null)
    await tx.query(
      "UPDATE charges SET state = 'APROBADO', message = NULL, reason = NULL, updated_at = $2 WHERE process_id = $1",
      [process.id, at],
    )
  if (balance.kind === "REINTEGRAR") refundReference = await refundDifference(tx, payments, old, balance.amount)
  await tx.query(
    `INSERT INTO exchanges (order_id, new_order_id, process_id, exchanged_at, old_total, new_total, refund_reference, document_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [old.id, newOrderId, process.id, at, oldTotal, newTotal, refundReference, documentId],
  )
  return newOrderId
}
