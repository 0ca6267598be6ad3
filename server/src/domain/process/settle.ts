import type { Database, Queryable } from "../../db/database.js"
import type { ProviderAnswer } from "../../payments/provider.js"
import type { Refunds } from "../../payments/registry.js"
import {
  cancelChargeRow,
  chargeOf,
  markApproved,
  recordChargeAnswer,
  type ChargeRow,
} from "../../store/payments/charges.js"
import { sellHolds } from "../../store/purchases/holds.js"
import { markPaid, processById, type ProcessRow } from "../../store/purchases/processes.js"
import { settleExchange } from "../exchanges/settleExchange.js"
import { createOrder } from "../orders.js"
import { knownCharge } from "./chargeRecord.js"
import { dropPromotionsNotHeldBy } from "./promotions.js"

export const LATE_PAYMENT_MESSAGE = "El pago llegó después de que venciera la reserva: te lo devolvimos."

/**
 * An approved charge, in the transaction that holds the process and the charge: while the holds
 * last, they become sold places, an order with its tickets and bill, and the process is PAID. If the
 * holds expired first, the money goes back and the charge is CANCELADO, refunded. Answers the new
 * order's id, or null after a refund.
 */
const completeApproved = async (
  tx: Queryable,
  payments: Refunds,
  process: ProcessRow,
  charge: ChargeRow,
  now: number,
): Promise<number | null> => {
  const amount = Number(charge.amount)
  if (process.state !== "ACTIVE" || process.expires_at.getTime() <= now) {
    // Inside the lock, so only one poll ever refunds; a failed refund rolls back and is tried again.
    await payments.refund(knownCharge(charge), amount)
    const why = { message: LATE_PAYMENT_MESSAGE, reason: "PAGO_TARDIO_DEVUELTO" } as const
    await cancelChargeRow(tx, process.id, "refunded", why, now)
    return null
  }
  // An exchange's charge pays a difference: it settles the exchange, not a new purchase.
  if (process.exchange_order_id !== null) return settleExchange(tx, payments, process, charge, now)
  await dropPromotionsNotHeldBy(tx, process.id, charge.card_bin, now)
  await sellHolds(tx, process.id, now)
  const orderId = await createOrder(
    tx,
    {
      processId: process.id,
      customerId: process.customer_id,
      email: charge.email ?? "",
      deliveryTypeId: process.delivery_type_id,
      addressId: process.address_id,
      paid: amount,
      cardLast4: charge.card_last4,
      language: charge.language,
    },
    now,
  )
  await markPaid(tx, process.id)
  await markApproved(tx, process.id, now)
  return orderId
}

/**
 * Records what the processor now says of a charge attempt that was `expected` (VERIFICANDO,
 * PROCESANDO, REQUIERE_3DS…). Locks the process, then the charge; when another request already moved
 * the charge on (or a later attempt replaced it), changes nothing. Answers the id of an order created
 * here, if any.
 */
export const recordAnswer = async (
  db: Pick<Database, "transaction">,
  payments: Refunds,
  processId: number,
  expected: Pick<ChargeRow, "state" | "attempt">,
  answer: ProviderAnswer,
  now: number,
): Promise<number | null> =>
  db.transaction(async (tx) => {
    const process = await processById(tx, processId, true)
    const charge = await chargeOf(tx, processId, true)
    if (process === null || charge === null || charge.state !== expected.state || charge.attempt !== expected.attempt)
      return null
    return applyAnswer(tx, payments, process, charge, answer, now)
  })

/**
 * Moves `charge` to the processor's `answer`, in a transaction that already holds the process and
 * the charge (recordAnswer, a wallet's notification): approved sells the places (or gives the money
 * back if the holds ran out); any other answer is recorded. Answers the new order's id, if any.
 */
export const applyAnswer = async (
  tx: Queryable,
  payments: Refunds,
  process: ProcessRow,
  charge: ChargeRow,
  answer: ProviderAnswer,
  now: number,
): Promise<number | null> => {
  if (answer.state === "APROBADO") return completeApproved(tx, payments, process, charge, now)
  await recordChargeAnswer(tx, process.id, answer, now)
  return null
}
