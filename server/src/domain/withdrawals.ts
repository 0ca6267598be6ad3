import { randomBytes } from "node:crypto"
import {
  TRACKING_CODE_LENGTH,
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
import { knownCharge } from "./process/chargeRecord.js"
import { chargeOf, type ChargeRow } from "../store/payments/charges.js"
import { exchangeOriginOf } from "../store/exchanges/exchanges.js"
import { cancelledBillOf, saleBillOf } from "../store/orders/bills.js"
import { markOrderWithdrawn } from "../store/orders/orders.js"
import { insertWithdrawalRefund, refundsOfWithdrawal, type WithdrawalRefundRow } from "../store/orders/refunds.js"
import { functionStartsOfOrder, voidTicketsOf } from "../store/orders/tickets.js"
import {
  insertWithdrawal,
  orderToWithdraw,
  paidOrdersOf,
  withdrawalOfOrder,
  withdrawalWithCode,
  type OrderToWithdraw,
  type WithdrawalRow,
} from "../store/orders/withdrawals.js"
import { markChargeRefunded } from "../store/payments/refundedCharges.js"
import { releaseSoldPlaces } from "../store/purchases/soldPlaces.js"

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

const recordedOf = (row: WithdrawalRow, refunds: ReadonlyArray<WithdrawalRefundRow>): RecordedWithdrawal => ({
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

/** The withdrawal and its refunds as "recorded", or null when there is none. */
const recordedWithRefunds = async (db: Queryable, row: WithdrawalRow | null): Promise<RecordedWithdrawal | null> =>
  row === null ? null : recordedOf(row, await refundsOfWithdrawal(db, row.order_id))

/** GET /v2/Arrepentimiento/{code}: the withdrawal with this tracking code, or null. */
export const withdrawalByCode = async (db: Queryable, code: string): Promise<RecordedWithdrawal | null> =>
  recordedWithRefunds(db, await withdrawalWithCode(db, code))

const folded = (email: string) => email.trim().toLowerCase()

/** The e-mail of the payment form or of the buyer's account: either proves the shopper holds the purchase. */
const emailMatches = (order: OrderToWithdraw, typed: string): boolean =>
  [order.order_email, order.account_email].some(
    (email) => email !== null && email !== "" && folded(email) === folded(typed),
  )

/** Core's rule on this order at `now`; an order born of an exchange counts from its own tickets and function (docs/withdrawal.md). */
const eligibilityOf = async (tx: Queryable, order: OrderToWithdraw, now: number): Promise<WithdrawalEligibility> =>
  withdrawalEligibility(
    {
      state: order.state,
      timing: {
        ticketsReceivedAt: order.created_at.getTime(),
        functionStarts: (await functionStartsOfOrder(tx, order.id)).map((startsAt) => startsAt.getTime()),
      },
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
  order: OrderToWithdraw,
  lock: boolean,
): Promise<ReadonlyArray<RefundShare>> => {
  const total = Number(order.paid_total)
  const origin = await exchangeOriginOf(tx, order.id)
  if (origin === null) return [{ charge: await paidCharge(tx, order.process_id, lock), amount: total }]
  const difference = await chargeOf(tx, origin.process_id, lock)
  const paidDifference =
    difference !== null && difference.state === "APROBADO" && !difference.refunded ? Number(difference.amount) : 0
  const original = { charge: await paidCharge(tx, origin.old_process_id, lock), amount: total - paidDifference }
  return paidDifference > 0 ? [original, { charge: difference!, amount: paidDifference }] : [original]
}

/** The bill the credit note cancels: the order's own, or for an order born of an exchange the original sale's. */
const billToCancel = async (tx: Queryable, order: OrderToWithdraw): Promise<number> => {
  const origin = await exchangeOriginOf(tx, order.id)
  return saleBillOf(tx, origin?.old_order_id ?? order.id)
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
  order: OrderToWithdraw,
  reason: string | null,
  now: number,
): Promise<void> => {
  const amount = Number(order.paid_total)
  const at = new Date(now)
  const shares = await refundSharesOf(tx, order, true)
  await voidTicketsOf(tx, order.id, at)
  await releaseSoldPlaces(tx, order.process_id)
  await markOrderWithdrawn(tx, order.id)
  const creditNote = await issueCreditNote(tx, order.id, await billToCancel(tx, order), amount, now)
  const receipts = []
  for (const { charge, amount: share } of shares) {
    await markChargeRefunded(tx, charge.process_id, at)
    receipts.push({ charge, receipt: await payments.refund(knownCharge(charge), share, "withdrawal") })
  }
  await insertWithdrawal(tx, {
    orderId: order.id,
    trackingCode: trackingCode(),
    requestedAt: at,
    reason,
    refundedAmount: receipts.reduce((sum, { receipt }) => sum + receipt.amount, 0),
    refundReference: receipts.map(({ receipt }) => receipt.reference).join(" "),
    creditNoteId: creditNote.id,
  })
  for (const { charge, receipt } of receipts)
    await insertWithdrawalRefund(tx, order.id, charge.process_id, {
      provider: charge.provider,
      card_last4: charge.card_last4,
      amount: receipt.amount,
      reference: receipt.reference,
    })
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
    const order = await orderToWithdraw(tx, request.idPedido, true)
    if (order === null || !emailMatches(order, request.cEmail)) return { kind: "notFound" }
    if (order.state !== "ARREPENTIDO") {
      const eligibility = await eligibilityOf(tx, order, now)
      if (eligibility.kind !== "eligible") return eligibility
      await withdraw(tx, payments, order, request.cMotivo ?? null, now)
    }
    const recorded = await recordedWithRefunds(tx, await withdrawalOfOrder(tx, order.id))
    if (recorded === null) throw new Error(`order ${order.id} is ARREPENTIDO without a withdrawal`)
    return { kind: "withdrawn", recorded }
  })

/** What a credit note prints beyond a bill: the bill it cancels and, for a withdrawal, its tracking code. */
export interface CreditNoteDetails {
  readonly cancelledReference: string
  readonly cancelledIssuedAt: number
  readonly trackingCode: string | null
}

/** The details of credit note `billId`; null when it cancels no bill (a bill, or an older note). */
export const creditNoteDetailsOf = async (db: Queryable, billId: number): Promise<CreditNoteDetails | null> => {
  const row = await cancelledBillOf(db, billId)
  return row === null
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
  eligible: ReadonlyArray<{ readonly order: OrderToWithdraw; readonly deadline: number }>,
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
  const order = await orderToWithdraw(db, request.idPedido, false)
  if (order === null || !emailMatches(order, request.cEmail)) return { kind: "notFound" }
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
  const rows = await paidOrdersOf(db, customerId)
  const eligible = []
  for (const order of rows) {
    const eligibility = await eligibilityOf(db, order, now)
    if (eligibility.kind === "eligible") eligible.push({ order, deadline: eligibility.deadline })
  }
  return previewsOf(db, eligible, language)
}
