import type { AnswerLanguage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, changedRows, firstRow } from "../rows.js"

/** A withdrawal with its credit note and what its mail needs of the order. */
export interface WithdrawalRow {
  readonly order_id: number
  readonly tracking_code: string
  readonly requested_at: Date
  readonly refunded_amount: number | string
  readonly card_last4: string
  readonly credit_note_id: number
  readonly credit_note_reference: string
  readonly language: AnswerLanguage
  readonly email: string
  readonly mailed_at: Date | null
}

const WITHDRAWAL_SELECT = `
  SELECT w.order_id, w.tracking_code, w.requested_at, w.refunded_amount, w.credit_note_id, w.mailed_at,
         b.reference AS credit_note_reference, o.card_last4, o.language, o.email
    FROM withdrawals w JOIN orders o ON o.id = w.order_id JOIN bills b ON b.id = w.credit_note_id`

export const withdrawalWithCode = (db: Queryable, trackingCode: string): Promise<WithdrawalRow | null> =>
  firstRow(db, `${WITHDRAWAL_SELECT} WHERE w.tracking_code = $1`, [trackingCode])

export const withdrawalOfOrder = (db: Queryable, orderId: number): Promise<WithdrawalRow | null> =>
  firstRow(db, `${WITHDRAWAL_SELECT} WHERE w.order_id = $1`, [orderId])

/** What a withdrawal records once its refunds are given: who asked, why, how much went back and its credit note. */
export interface NewWithdrawal {
  readonly orderId: number
  readonly trackingCode: string
  readonly requestedAt: Date
  readonly reason: string | null
  readonly refundedAmount: number
  /** The processors' references of its refunds, space-separated. */
  readonly refundReference: string
  readonly creditNoteId: number
}

export const insertWithdrawal = async (tx: Queryable, withdrawal: NewWithdrawal): Promise<void> => {
  await tx.query(
    `INSERT INTO withdrawals (order_id, tracking_code, requested_at, reason, refunded_amount, refund_reference, credit_note_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      withdrawal.orderId,
      withdrawal.trackingCode,
      withdrawal.requestedAt,
      withdrawal.reason,
      withdrawal.refundedAmount,
      withdrawal.refundReference,
      withdrawal.creditNoteId,
    ],
  )
}

/** Sets mailed_at if no one has: true for the one request that did. */
export const claimWithdrawalMail = async (db: Queryable, orderId: number, at: Date): Promise<boolean> =>
  (await changedRows(db, "UPDATE withdrawals SET mailed_at = $2 WHERE order_id = $1 AND mailed_at IS NULL", [
    orderId,
    at,
  ])) === 1

export const releaseWithdrawalMail = async (db: Queryable, orderId: number): Promise<void> => {
  await db.query("UPDATE withdrawals SET mailed_at = NULL WHERE order_id = $1", [orderId])
}

/** An order as a withdrawal weighs it, with both e-mails that may prove the shopper holds it. */
export interface OrderToWithdraw {
  readonly id: number
  readonly process_id: number
  readonly state: string
  readonly created_at: Date
  readonly paid_total: number | string
  readonly order_email: string
  readonly account_email: string | null
}

const ORDER_SELECT = `SELECT o.id, o.process_id, o.state, o.created_at, o.paid_total, o.email AS order_email, c.email AS account_email
       FROM orders o LEFT JOIN customers c ON c.id = o.customer_id`

/** The order; `lock` holds it until the transaction ends, so two requests for it withdraw one after the other. */
export const orderToWithdraw = (db: Queryable, orderId: number, lock: boolean): Promise<OrderToWithdraw | null> =>
  firstRow(db, `${ORDER_SELECT} WHERE o.id = $1${lock ? " FOR UPDATE OF o" : ""}`, [orderId])

/** The customer's paid orders, newest first: the ones a withdrawal may concern. */
export const paidOrdersOf = (db: Queryable, customerId: number): Promise<ReadonlyArray<OrderToWithdraw>> =>
  allRows(db, `${ORDER_SELECT} WHERE o.customer_id = $1 AND o.state = 'PAGADO' ORDER BY o.created_at DESC, o.id DESC`, [
    customerId,
  ])
