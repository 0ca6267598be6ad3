import { randomBytes } from "node:crypto"
import {
  TRACKING_CODE_LENGTH,
  type PaymentProviderId,
  withdrawalEligibility,
  type AnswerLanguage,
  type Withdrawal,
  type WithdrawalEligibility,
  type WithdrawalPreview,
  type WithdrawalPreviewRequest,
  type WithdrawalRefusal,
  type WithdrawalRefund,
  type WithdrawalRequest,
} from "@boleteria/core"
import type { Database, Queryable } from "../db/database.js"
import type { Refunds } from "../payments/registry.js"
import { ordersById } from "./orderHistory.js"
import { issueCreditNote } from "./orders.js"
import { chargeOf, knownCharge, type ChargeRow } from "./process/chargeRecord.js"

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

interface RefundRow {
  readonly provider: PaymentProviderId
  readonly card_last4: string
  readonly amount: number | string
}

const recordedOf = (row: WithdrawalRow, refunds: ReadonlyArray<RefundRow>): RecordedWithdrawal => ({
  withdrawal: {
    cCodigoSeguimiento: row.tracking_code,
    idPedido: row.order_id,
    dSolicitud: row.requested_at.toISOString(),
    fImporteReintegrado: Number(row.refunded_amount),
    cUltimos4: row.card_last4 === "" ? null : row.card_last4,
    oNotaDeCredito: { idComprobante: row.credit_note_id, cReferencia: row.credit_note_reference },
    listaReintegro: refunds.map((refund): WithdrawalRefund => ({
      cProveedor: refund.provider,
      cUltimos4: refund.card_last4 === "" ? null : refund.card_last4,
      fImporte: Number(refund.amount),
    })),
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
  const row = rows[0]
  if (row === undefined) return null
  const refunds = await db.query<RefundRow>(
    "SELECT provider, card_last4, amount FROM withdrawal_refunds WHERE order_id = $1 ORDER BY process_id",
    [row.order_id],
  )
  return recordedOf(row, refunds.rows)
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

const ORDER_SELECT = `SELECT o.id, o.process_id, o.state, o.created_at, o.paid_total, o.email AS order_email, c.email AS account_email
       FROM orders o LEFT JOIN customers c ON c.id = o.customer_id`

/** The order, locked until the transaction ends: two requests for it withdraw one after the other. */
const lockOrder = async (tx: Queryable, orderId: number): Promise<LockedOrder | null> => {
  const { rows } = await tx.query<LockedOrder>(`${ORDER_SELECT} WHERE o.id = $1 FOR UPDATE OF o`, [orderId])
  return rows[0] ?? null
}

/** The exchange an order was born of (docs/exchanges.md): the order it replaced and the process that paid the difference. */
const exchangeOrigin = async (tx: Queryable, orderId: number) =>
  (
    await tx.query<{ old_order_id: number; old_process_id: number; process_id: number }>(
      `SELECT e.order_id AS old_order_id, o.process_id AS old_process_id, e.process_id
         FROM exchanges e JOIN orders o ON o.id = e.order_id WHERE e.new_order_id = $1`,
      [orderId],
    )
  ).rows[0] ?? null

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

/** Core's rule on this order at `now`; an order born of an exchange counts from its own tickets and function (docs/withdrawal.md). */
const eligibilityOf = async (tx: Queryable, order: LockedOrder, now: number): Promise<WithdrawalEligibility> =>
  withdrawalEligibility(
    {
      state: order.state,
      timing: { ticketsReceivedAt: order.created_at.getTime(), functionStarts: await functionStartsOf(tx, order.id) },
    },
    now,
  )

/** One refund a withdrawal makes: `amount` of a charge, given back by the provider that took it. */
interface RefundShare {
  readonly charge: ChargeRow
  readonly amount: number
}

/** The charge of `processId` (locked to withdraw, not to preview): a paid order always has one. */
const paidCharge = async (tx: Queryable, processId: number, lock: boolean): Promise<ChargeRow> => {
  const charge = await chargeOf(tx, processId, lock)
  if (charge === null) throw new Error(`process ${processId} has no charge to refund`)
  return charge
}

/**
 * What the shopper paid for the places the order now holds, charge by charge. An ordinary order:
 * its own charge, everything. An order born of an exchange: the difference's charge gives back what
 * it took (if a difference was paid), and the original order's charge the rest, that is what it took
 * less any difference already given back at the exchange.
 */
const refundSharesOf = async (
  tx: Queryable,
  order: LockedOrder,
  lock: boolean,
): Promise<ReadonlyArray<RefundShare>> => {
  const total = Number(order.paid_total)
  const origin = await exchangeOrigin(tx, order.id)
  if (origin === null) return [{ charge: await paidCharge(tx, order.process_id, lock), amount: total }]
  const difference = await chargeOf(tx, origin.process_id, lock)
  const paidDifference =
    difference !== null && difference.state === "APROBADO" && !difference.refunded ? Number(difference.amount) : 0
  const original = { charge: await paidCharge(tx, origin.old_process_id, lock), amount: total - paidDifference }
  return paidDifference > 0 ? [original, { charge: difference!, amount: paidDifference }] : [original]
}

/** The bill the credit note cancels: the order's own, or for an order born of an exchange the original sale's. */
const billToCancel = async (tx: Queryable, order: LockedOrder): Promise<number> => {
  const origin = await exchangeOrigin(tx, order.id)
  const { rows } = await tx.query<{ id: number }>(
    "SELECT id FROM bills WHERE order_id = $1 AND kind = 'FACTURA' ORDER BY id LIMIT 1",
    [origin?.old_order_id ?? order.id],
  )
  return rows[0]!.id
}

/**
 * Everything a withdrawal changes, in the transaction that locked the order: its tickets are void,
 * its places back on sale, the order ARREPENTIDO, a credit note cancels its bill, the withdrawal is
 * recorded, and last each charge that paid it is refunded by the provider that took it (a refund
 * that fails rolls all of it back; one whose commit fails is asked for again and answered by the
 * provider's idempotency, per charge and purpose).
 */
const withdraw = async (
  tx: Queryable,
  payments: Refunds,
  order: LockedOrder,
  reason: string | null,
  now: number,
): Promise<void> => {
  const amount = Number(order.paid_total)
  const at = new Date(now)
  const shares = await refundSharesOf(tx, order, true)
  await tx.query("UPDATE tickets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL", [order.id, at])
  await tx.query("DELETE FROM place_claims WHERE process_id = $1 AND state = 'SOLD'", [order.process_id])
  await tx.query("UPDATE orders SET state = 'ARREPENTIDO' WHERE id = $1", [order.id])
  const creditNote = await issueCreditNote(tx, order.id, await billToCancel(tx, order), amount, now)
  const receipts = []
  for (const { charge, amount: share } of shares) {
    await tx.query("UPDATE charges SET refunded = true, updated_at = $2 WHERE process_id = $1", [charge.process_id, at])
    receipts.push({ charge, receipt: await payments.refund(knownCharge(charge), share, "withdrawal") })
  }
  await tx.query(
    `INSERT INTO withdrawals (order_id, tracking_code, requested_at, reason, refunded_amount, refund_reference, credit_note_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      order.id,
      trackingCode(),
      at,
      reason,
      receipts.reduce((sum, { receipt }) => sum + receipt.amount, 0),
      receipts.map(({ receipt }) => receipt.reference).join(" "),
      creditNote.id,
    ],
  )
  for (const { charge, receipt } of receipts)
    await tx.query(
      `INSERT INTO withdrawal_refunds (order_id, process_id, provider, card_last4, amount, reference)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [order.id, charge.process_id, charge.provider, charge.card_last4, receipt.amount, receipt.reference],
    )
}

/**
 * POST /v2/Arrepentimiento. An order already withdrawn answers its withdrawal as it is (asking
 * twice refunds once); an order whose e-mail does not match is not found, whatever the reason.
 */
export const requestWithdrawal = (
  db: Database,
  payments: Refunds,
  request: WithdrawalRequest,
  now: number,
): Promise<WithdrawalOutcome> =>
  db.transaction(async (tx): Promise<WithdrawalOutcome> => {
    const order = await lockOrder(tx, request.idPedido)
    if (order === null || !emailMatches(order, request.cEmail)) return { kind: "notFound" }
    if (order.state !== "ARREPENTIDO") {
      const eligibility = await eligibilityOf(tx, order, now)
      if (eligibility.kind !== "eligible") return eligibility
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

/** What a preview came to: the refusals are the withdrawal's own. */
export type WithdrawalPreviewOutcome =
  | { readonly kind: "preview"; readonly preview: WithdrawalPreview }
  | { readonly kind: "notFound" }
  | { readonly kind: "notWithdrawable" }
  | { readonly kind: "refused"; readonly refusal: WithdrawalRefusal }

const refundOfShare = ({ charge, amount }: RefundShare): WithdrawalRefund => ({
  cProveedor: charge.provider,
  cUltimos4: charge.card_last4 === "" ? null : charge.card_last4,
  fImporte: amount,
})

/**
 * What withdrawing these eligible orders would do, split charge by charge exactly as `withdraw`
 * will split it; their functions and tickets in `language`. Reads only.
 */
const previewsOf = async (
  db: Queryable,
  eligible: ReadonlyArray<{ readonly order: LockedOrder; readonly deadline: number }>,
  language: AnswerLanguage,
): Promise<ReadonlyArray<WithdrawalPreview>> => {
  const orders = await ordersById(
    db,
    eligible.map(({ order }) => order.id),
    language,
  )
  return Promise.all(
    eligible.flatMap(({ order, deadline }) => {
      const read = orders.find((candidate) => candidate.idPedido === order.id)
      if (read === undefined) return []
      return [
        refundSharesOf(db, order, false).then((shares): WithdrawalPreview => {
          const listaReintegro = shares.map(refundOfShare)
          return {
            idPedido: order.id,
            dCompra: read.dCompra,
            listaFuncion: read.listaFuncion,
            fTotalProductos: read.fTotalProductos,
            fImporteReintegrado: listaReintegro.reduce((sum, refund) => sum + refund.fImporte, 0),
            listaReintegro,
            dLimite: new Date(deadline).toISOString(),
          }
        }),
      ]
    }),
  )
}

/** POST /v2/Arrepentimiento/Previa: the withdrawal this (number, e-mail) pair would make, refused as it would be. */
export const previewWithdrawal = async (
  db: Queryable,
  request: WithdrawalPreviewRequest,
  language: AnswerLanguage,
  now: number,
): Promise<WithdrawalPreviewOutcome> => {
  const { rows } = await db.query<LockedOrder>(`${ORDER_SELECT} WHERE o.id = $1`, [request.idPedido])
  const order = rows[0]
  if (order === undefined || !emailMatches(order, request.cEmail)) return { kind: "notFound" }
  const eligibility = await eligibilityOf(db, order, now)
  if (eligibility.kind !== "eligible") return eligibility
  const [preview] = await previewsOf(db, [{ order, deadline: eligibility.deadline }], language)
  return preview === undefined ? { kind: "notFound" } : { kind: "preview", preview }
}

/** GET /v2/PedidosArrepentibles: the customer's own orders that core's rule lets them withdraw now, newest first. */
export const withdrawableOrdersOf = async (
  db: Queryable,
  customerId: number,
  language: AnswerLanguage,
  now: number,
): Promise<ReadonlyArray<WithdrawalPreview>> => {
  const { rows } = await db.query<LockedOrder>(
    `${ORDER_SELECT} WHERE o.customer_id = $1 AND o.state = 'PAGADO' ORDER BY o.created_at DESC, o.id DESC`,
    [customerId],
  )
  const eligible = []
  for (const order of rows) {
    const eligibility = await eligibilityOf(db, order, now)
    if (eligibility.kind === "eligible") eligible.push({ order, deadline: eligibility.deadline })
  }
  return previewsOf(db, eligible, language)
}
