import { randomBytes, randomInt } from "node:crypto"
import type { AnswerLanguage } from "@boleteria/core"
import type { Queryable } from "../db/database.js"
import { addressesOf } from "./customers/addresses.js"
import { amountsOf } from "./process/amounts.js"

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

/** The next receipt number of this point of sale and kind; the counter row serialises concurrent orders. */
const nextReceiptNumber = async (tx: Queryable, kind: "FACTURA" | "NOTA_DE_CREDITO"): Promise<number> => {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO receipt_counters (point_of_sale, kind, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (point_of_sale, kind) DO UPDATE SET last_number = receipt_counters.last_number + 1
     RETURNING last_number`,
    [POINT_OF_SALE, kind],
  )
  return rows[0]!.last_number
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
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO orders (process_id, customer_id, email, created_at, state, tickets_total, delivery_total, qr_total,
                         service_total, products_total, paid_total, pending_total, payments, card_last4,
                         delivery_type_id, address, language)
     VALUES ($1, $2, $3, $4, 'PAGADO', $5, $6, $7, $8, $9, $10, 0, 1, $11, $12, $13::jsonb, $14)
     RETURNING id`,
    [
      paid.processId,
      paid.customerId,
      paid.email,
      new Date(now),
      amounts.tickets,
      amounts.delivery,
      amounts.qr,
      amounts.service,
      amounts.products,
      paid.paid,
      paid.cardLast4,
      paid.deliveryTypeId,
      address === null ? null : JSON.stringify(address),
      paid.language,
    ],
  )
  const orderId = rows[0]!.id
  const places = await tx.query<{ performance_id: number; place_key: string }>(
    "SELECT performance_id, place_key FROM place_claims WHERE process_id = $1 AND state = 'SOLD' ORDER BY performance_id, place_key",
    [paid.processId],
  )
  await tx.query(
    `INSERT INTO tickets (order_id, performance_id, place_key, code, sector_name, sector_name_en, row_label, seat_label,
                          price, service_charge, promotion_name, promotion_name_en)
     SELECT $1, c.performance_id, c.place_key, t.code, ms.name, ms.name_en, st.row_label, st.seat_number::text, c.price,
            c.service_charge, pr.name, pr.name_en
       FROM unnest($2::int[], $3::text[], $4::text[]) AS t(performance_id, place_key, code)
       JOIN place_claims c ON c.performance_id = t.performance_id AND c.place_key = t.place_key
       JOIN map_sectors ms ON ms.id = c.sector_id
       LEFT JOIN map_seats st ON st.id = c.seat_id
       LEFT JOIN promotions pr ON pr.id = c.promotion_id`,
    [
      orderId,
      places.rows.map((place) => place.performance_id),
      places.rows.map((place) => place.place_key),
      places.rows.map(() => ticketCode()),
    ],
  )
  if (billed) await issueBill(tx, orderId, paid.paid, now)
  return orderId
}

/** A bill ("Factura B") of an order for `amount`, numbered in this point of sale's series. */
export const issueBill = async (
  tx: Queryable,
  orderId: number,
  amount: number,
  now: number,
): Promise<{ readonly id: number; readonly reference: string }> => {
  const receipt = await nextReceiptNumber(tx, "FACTURA")
  const reference = `Factura B ${pad(POINT_OF_SALE, 4)}-${pad(receipt, 8)}`
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bills (order_id, kind, reference, point_of_sale, receipt_number, cae, amount, issued_at)
     VALUES ($1, 'FACTURA', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [orderId, reference, POINT_OF_SALE, receipt, sandboxCae(), amount, new Date(now)],
  )
  return { id: rows[0]!.id, reference }
}

/**
 * A credit note ("Nota de crédito B") that cancels `billId` for `amount`, numbered in its own
 * series of this point of sale, in the transaction that withdraws or refunds the order. Answers its id.
 */
export const issueCreditNote = async (
  tx: Queryable,
  orderId: number,
  billId: number,
  amount: number,
  now: number,
): Promise<{ readonly id: number; readonly reference: string }> => {
  const receipt = await nextReceiptNumber(tx, "NOTA_DE_CREDITO")
  const reference = `Nota de crédito B ${pad(POINT_OF_SALE, 4)}-${pad(receipt, 8)}`
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bills (order_id, kind, reference, point_of_sale, receipt_number, cae, amount, issued_at, cancels_bill_id)
     VALUES ($1, 'NOTA_DE_CREDITO', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [orderId, reference, POINT_OF_SALE, receipt, sandboxCae(), amount, new Date(now), billId],
  )
  return { id: rows[0]!.id, reference }
}
