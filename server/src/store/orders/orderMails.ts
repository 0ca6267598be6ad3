import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** A confirmation a sender has claimed: the order and where its mail goes. */
export interface ClaimedOrderMail {
  readonly order_id: number
  readonly email: string
  readonly attempts: number
}

/** Queues an order's confirmation, in the transaction that makes the order: it is due at once. */
export const queueOrderMail = async (tx: Queryable, orderId: number, email: string, now: Date): Promise<void> => {
  await tx.query("INSERT INTO order_mails (order_id, email, due_at) VALUES ($1, $2, $3)", [orderId, email, now])
}

/**
 * Claims the confirmations due at `now` (one order's, or up to `limit` of any), each until `leaseEnd`:
 * another process skips them meanwhile (SKIP LOCKED), and takes them again if this one never says.
 */
export const claimOrderMails = (
  db: Queryable,
  now: Date,
  leaseEnd: Date,
  { orderId, limit }: { readonly orderId: number | null; readonly limit: number },
): Promise<ReadonlyArray<ClaimedOrderMail>> =>
  allRows<ClaimedOrderMail>(
    db,
    `UPDATE order_mails SET due_at = $2, attempts = attempts + 1
      WHERE order_id IN (SELECT order_id FROM order_mails
                          WHERE due_at <= $1 AND ($3::integer IS NULL OR order_id = $3)
                          ORDER BY due_at LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING order_id, email, attempts`,
    [now, leaseEnd, orderId, limit],
  )

/** The confirmation went out: nothing more to send. */
export const orderMailSent = async (db: Queryable, orderId: number): Promise<void> => {
  await db.query("DELETE FROM order_mails WHERE order_id = $1", [orderId])
}

/** The confirmation could not go out: it is due again at `retryAt`. */
export const retryOrderMail = async (db: Queryable, orderId: number, retryAt: Date): Promise<void> => {
  await db.query("UPDATE order_mails SET due_at = $2 WHERE order_id = $1", [orderId, retryAt])
}
