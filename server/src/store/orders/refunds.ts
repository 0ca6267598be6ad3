import type { PaymentProviderId } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** One refund of a withdrawal: who gave it back, to which card, how much. */
export interface WithdrawalRefundRow {
  readonly provider: PaymentProviderId
  readonly card_last4: string
  readonly amount: number | string
}

export const refundsOfWithdrawal = (db: Queryable, orderId: number): Promise<ReadonlyArray<WithdrawalRefundRow>> =>
  allRows(db, "SELECT provider, card_last4, amount FROM withdrawal_refunds WHERE order_id = $1 ORDER BY process_id", [
    orderId,
  ])

/** A refund the withdrawal of `orderId` made of the charge of `processId`, with the processor's reference. */
export const insertWithdrawalRefund = async (
  tx: Queryable,
  orderId: number,
  processId: number,
  refund: WithdrawalRefundRow & { readonly reference: string },
): Promise<void> => {
  await tx.query(
    `INSERT INTO withdrawal_refunds (order_id, process_id, provider, card_last4, amount, reference)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [orderId, processId, refund.provider, refund.card_last4, refund.amount, refund.reference],
  )
}
