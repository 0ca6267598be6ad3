import { randomBytes, randomInt } from "node:crypto"
import type { AnswerLanguage } from "@boleteria/core"
import type { Queryable } from "../db/database.js"
import { addressesOf } from "./customers/addresses.js"
import { amountsOf } from "./process/amounts.js"
import { insertReceipt, nextReceiptNumber, type BillKind } from "../store/orders/bills.js"
import { queueOrderMail } from "../store/orders/orderMails.js"
import { insertOrder } from "../store/orders/orders.js"
import { insertTickets } from "../store/orders/tickets.js"
import { soldPlacesOf } from "../store/purchases/soldPlaces.js"

/** The sandbox's point of sale on its bills (AFIP numbers each point of sale's receipts on their own). */
const POINT_OF_SALE = 3

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/** The number printed on a ticket and in its QR: 12 random base32 characters (60 bits). */
const ticketCode = (): string => [...randomBytes(12)].map((byte) => BASE32[byte & 31]).join("")

/** A made-up CAE: the 14 digits the tax authority would send back. */
const sandboxCae = (): string => String(randomInt(10 ** 13, 10 ** 14))

const pad = (value: number, length: number) => String(value).padStart(length, "0")

export interface PaidProcess {
  readonly processId: number
  readonly customerId: number | null
  readonly email: string
  readonly deliveryTypeId: number | null
  readonly addressId: number | null
  readonly paid: number
  readonly cardLast4: string
  /** The language the shopper paid in: the e-ticket and the confirmation mail are written in it. */
  readonly language: AnswerLanguage
}

/**
 * The order of a process whose places were just sold (in the same transaction): its totals, one
 * ticket per place with a unique code, and its bill for what was paid (an exchange's order is billed
 * for the difference alone, by its caller: `billed` false). Answers the order's id.
 */
export const createOrder = async (tx: Queryable, paid: PaidProcess, now: number, billed = true): Promise<number> => {
  const amounts = await amountsOf(tx, paid.processId, now)
  const address =
    paid.customerId === null || paid.addressId === null
      ? null
      : ((await addressesOf(tx, paid.customerId)).find(
          (candidate) => candidate.idClienteDomicilio === paid.addressId,
        ) ?? null)
  const orderId = await insertOrder(tx, {
    processId: paid.processId,
    customerId: paid.customerId,
    email: paid.email,
    createdAt: new Date(now),
    amounts,
    paid: paid.paid,
    cardLast4: paid.cardLast4,
    deliveryTypeId: paid.deliveryTypeId,
    address,
    language: paid.language,
  })
  // Mailed once this transaction commits (domain/process/orderMail.ts); queued here so it outlives a stop.
  if (paid.email !== "") await queueOrderMail(tx, orderId, paid.email, new Date(now))
  const places = await soldPlacesOf(tx, paid.processId)
  await insertTickets(
    tx,
    orderId,
    places.map((place) => ({ performanceId: place.performance_id, placeKey: place.place_key, code: ticketCode() })),
  )
  if (billed) await issueBill(tx, orderId, paid.paid, now)
  return orderId
}

/** A receipt of this point of sale, numbered in the series of its kind, with the CAE the tax authority gives it. */
const issueReceipt = async (
  tx: Queryable,
  kind: BillKind,
  orderId: number,
  amount: number,
  now: number,
  cancels: number | null,
): Promise<{ readonly id: number; readonly reference: string }> => {
  const number = await nextReceiptNumber(tx, POINT_OF_SALE, kind)
  const title = kind === "FACTURA" ? "Factura B" : "Nota de crédito B"
  const reference = `${title} ${pad(POINT_OF_SALE, 4)}-${pad(number, 8)}`
  const receipt = {
    orderId,
    reference,
    pointOfSale: POINT_OF_SALE,
    number,
    cae: sandboxCae(),
    amount,
    issuedAt: new Date(now),
  }
  return { id: await insertReceipt(tx, kind, receipt, cancels), reference }
}

/** A bill ("Factura B") of an order for `amount`, numbered in this point of sale's series. */
export const issueBill = (tx: Queryable, orderId: number, amount: number, now: number) =>
  issueReceipt(tx, "FACTURA", orderId, amount, now, null)

/**
 * A credit note ("Nota de crédito B") that cancels `billId` for `amount`, numbered in its own
 * series of this point of sale, in the transaction that withdraws or refunds the order. Answers its id.
 */
export const issueCreditNote = (tx: Queryable, orderId: number, billId: number, amount: number, now: number) =>
  issueReceipt(tx, "NOTA_DE_CREDITO", orderId, amount, now, billId)
