import { randomBytes } from "node:crypto"
import {
  TRACKING_CODE_LENGTH,
  withdrawalRefusal,
  type AnswerLanguage,
  type Withdrawal,
  type WithdrawalRefusal,
  type WithdrawalRequest,
} from "@boleteria/core"
import type { Database, Queryable } from "../db/database.js"
import type { PaymentProvider } from "../payments/provider.js"
import { issueCreditNote } from "./orders.js"
import { chargeOf, knownCharge } from "./process/chargeRecord.js"

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/** 10 random base32 characters (50 bits): unguessable, and short enough to read out on the phone. */
const trackingCode = (): string => [...randomBytes(TRACKING_CODE_LENGTH)].map((byte) => BASE32[byte & 31]).join("")

/** A withdrawal as the revocation page and the mail show it, with what the mail needs beside it. */
export interface RecordedWithdrawal {
  readonly withdrawal: Withdrawal
  /** The purchase's language: the mail and the credit note are written in it. */
  readonly language: AnswerLanguage
  /** Where the tracking code is mailed: the e-mail of the payment form. */
  readonly email: string
  /** Null until the tracking-code mail went out. */
  readonly mailedAt: Date | null
}

/** What a request to withdraw came to. */
export type WithdrawalOutcome =
  | { readonly kind: "withdrawn"; readonly recorded: RecordedWithdrawal }
  | { readonly kind: "notFound" }
  | { readonly kind: "notWithdrawable" }
  | { readonly kind: "refused"; readonly refusal: WithdrawalRefusal }

interface WithdrawalRow {
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

const recordedOf = (row: WithdrawalRow): RecordedWithdrawal => ({
  withdrawal: {
    cCodigoSeguimiento: row.tracking_code,
    idPedido: row.order_id,
    dSolicitud: row.requested_at.toISOString(),
    fImporteReintegrado: Number(row.refunded_amount),
    cUltimos4: row.card_last4 === "" ? null : row.card_last4,
    oNotaDeCredito: { idComprobante: row.credit_note_id, cReferencia: row.credit_note_reference },
  },
  language: row.language,
  email: row.email,
  mailedAt: row.mailed_at,
})

const WITHDRAWAL_SELECT = `
  SELECT w.order_id, w.tracking_code, w.requested_at, w.refunded_amount, w.credit_note_id, w.mailed_at,
         b.reference AS credit_note_reference, o.card_last4, o.language, o.email
    FROM withdrawals w JOIN orders o ON o.id = w.order_id JOIN bills b ON b.id = w.credit_note_id`

const withdrawalWhere = async (db: Queryable, where: string, param: unknown): Promise<RecordedWithdrawal | null> => {
  const { rows } = await db.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE ${where}`, [param])
  return rows[0] === undefined ? null : recordedOf(rows[0])
}

/** GET /v2/Arrepentimiento/{code}: the withdrawal with this tracking code, or null. */
export const withdrawalByCode = (db: Queryable, code: string): Promise<RecordedWithdrawal | null> =>
  withdrawalWhere(db, "w.tracking_code = $1", code)

interface LockedOrder {
  readonly id: number
  readonly process_id: number
  readonly state: string
  readonly created_at: Date
  readonly paid_total: number | string
  readonly order_email: string
  readonly account_email: string | null
}

/** The order, locked until the transaction ends: two requests for it withdraw one after the other. */
const lockOrder = async (tx: Queryable, orderId: number): Promise<LockedOrder | null> => {
  const { rows } = await tx.query<LockedOrder>(
    `SELECT o.id, o.process_id, o.state, o.created_at, o.paid_total, o.email AS order_email, c.email AS account_email
       FROM orders o LEFT JOIN customers c ON c.id = o.customer_id
      WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  )
  return rows[0] ?? null
}

const bornOfExchange = async (tx: Queryable, orderId: number): Promise<boolean> =>
  (await tx.query("SELECT 1 FROM exchanges WHERE new_order_id = $1", [orderId])).rows.length > 0

const folded = (email: string) => email.trim().toLowerCase()

/** The e-mail of the payment form or of the buyer's account: either proves the shopper holds the purchase. */
const emailMatches = (order: LockedOrder, typed: string): boolean =>
  [order.order_email, order.account_email].some(
    (email) => email !== null && email !== "" && folded(email) === folded(typed),
  )

const functionStartsOf = async (tx: Queryable, orderId: number): Promise<ReadonlyArray<number>> =>
  (
    await tx.query<{ starts_at: Date }>(
      `SELECT DISTINCT p.starts_at FROM tickets t JOIN performances p ON p.id = t.performance_id WHERE t.order_id = $1`,
      [orderId],
    )
  ).rows.map((row) => row.starts_at.getTime())

/**
 * Everything a withdrawal changes, in the transaction that locked the order: its tickets are void,
 * its places back on sale, the order ARREPENTIDO, a credit note cancels its bill, the withdrawal is
 * recorded, and last the processor refunds the charge (a refund that fails rolls all of it back; one
 * whose commit fails is asked for again and answered by the processor's idempotency).
 */
const withdraw = async (
  tx: Queryable,
  payments: PaymentProvider,
  order: LockedOrder,
  reason: string | null,
  now: number,
): Promise<void> => {
  const amount = Number(order.paid_total)
  const at = new Date(now)
  await tx.query("UPDATE tickets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL", [order.id, at])
  await tx.query("DELETE FROM place_claims WHERE process_id = $1 AND state = 'SOLD'", [order.process_id])
  await tx.query("UPDATE orders SET state = 'ARREPENTIDO' WHERE id = $1", [order.id])
  const bill = await tx.query<{ id: number }>(
    "SELECT id FROM bills WHERE order_id = $1 AND kind = 'FACTURA' ORDER BY id LIMIT 1",
    [order.id],
  )
  const creditNote = await issueCreditNote(tx, order.id, bill.rows[0]!.id, amount, now)
  const charge = await chargeOf(tx, order.process_id, true)
  if (charge === null) throw new Error(`order ${order.id} has no charge to refund`)
  await tx.query("UPDATE charges SET refunded = true, updated_at = $2 WHERE process_id = $1", [order.process_id, at])
  const refund = await payments.refund(knownCharge(charge), amount)
  await tx.query(
    `INSERT INTO withdrawals (order_id, tracking_code, requested_at, reason, refunded_amount, refund_reference, credit_note_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [order.id, trackingCode(), at, reason, refund.amount, refund.reference, creditNote.id],
  )
}

/**
 * POST /v2/Arrepentimiento. An order already withdrawn answers its withdrawal as it is (asking
 * twice refunds once); an order whose e-mail does not match is not found, whatever the reason.
 */
export const requestWithdrawal = (
  db: Database,
  payments: PaymentProvider,
  request: WithdrawalRequest,
  now: number,
): Promise<WithdrawalOutcome> =>
  db.transaction(async (tx): Promise<WithdrawalOutcome> => {
    const order = await lockOrder(tx, request.idPedido)
    if (order === null || !emailMatches(order, request.cEmail)) return { kind: "notFound" }
    if (order.state !== "ARREPENTIDO") {
      // An order born of an exchange (docs/exchanges.md) paid only a difference on its own charge.
      if (order.state !== "PAGADO" || (await bornOfExchange(tx, order.id))) return { kind: "notWithdrawable" }
      const refusal = withdrawalRefusal(
        { ticketsReceivedAt: order.created_at.getTime(), functionStarts: await functionStartsOf(tx, order.id) },
        now,
      )
      if (refusal !== null) return { kind: "refused", refusal }
      await withdraw(tx, payments, order, request.cMotivo ?? null, now)
    }
    const recorded = await withdrawalWhere(tx, "w.order_id = $1", order.id)
    if (recorded === null) throw new Error(`order ${order.id} is ARREPENTIDO without a withdrawal`)
    return { kind: "withdrawn", recorded }
  })

/**
 * Claims the sending of a withdrawal's mail: true for the one request that sets mailed_at, so two
 * requests never mail twice. `sent` false gives the claim back, for the next request to try again.
 */
export const claimWithdrawalMail = async (db: Queryable, orderId: number, now: number): Promise<boolean> =>
  (
    await db.query("UPDATE withdrawals SET mailed_at = $2 WHERE order_id = $1 AND mailed_at IS NULL", [
      orderId,
      new Date(now),
    ])
  ).rowCount === 1

export const releaseWithdrawalMail = async (db: Queryable, orderId: number): Promise<void> => {
  await db.query("UPDATE withdrawals SET mailed_at = NULL WHERE order_id = $1", [orderId])
}

/** What a credit note prints beyond a bill: the bill it cancels and, for a withdrawal, its tracking code. */
export interface CreditNoteDetails {
  readonly cancelledReference: string
  readonly cancelledIssuedAt: number
  readonly trackingCode: string | null
}

/** The details of credit note `billId`; null when it cancels no bill (a bill, or an older note). */
export const creditNoteDetailsOf = async (db: Queryable, billId: number): Promise<CreditNoteDetails | null> => {
  const { rows } = await db.query<{ reference: string; issued_at: Date; tracking_code: string | null }>(
    `SELECT f.reference, f.issued_at, w.tracking_code
       FROM bills n JOIN bills f ON f.id = n.cancels_bill_id
       LEFT JOIN withdrawals w ON w.credit_note_id = n.id
      WHERE n.id = $1`,
    [billId],
  )
  const row = rows[0]
  return row === undefined
    ? null
    : { cancelledReference: row.reference, cancelledIssuedAt: row.issued_at.getTime(), trackingCode: row.tracking_code }
}
