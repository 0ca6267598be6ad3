import type { Queryable } from "../../db/database.js"
import { firstRow, onlyRow } from "../rows.js"

export type BillKind = "FACTURA" | "NOTA_DE_CREDITO"

/** The next receipt number of this point of sale and kind; the counter row serialises concurrent orders. */
export const nextReceiptNumber = async (tx: Queryable, pointOfSale: number, kind: BillKind): Promise<number> =>
  (
    await onlyRow<{ last_number: number }>(
      tx,
      `INSERT INTO receipt_counters (point_of_sale, kind, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (point_of_sale, kind) DO UPDATE SET last_number = receipt_counters.last_number + 1
     RETURNING last_number`,
      [pointOfSale, kind],
    )
  ).last_number

/** A numbered receipt as the tax authority answered it: its series, number and CAE. */
export interface Receipt {
  readonly orderId: number
  readonly reference: string
  readonly pointOfSale: number
  readonly number: number
  readonly cae: string
  readonly amount: number
  readonly issuedAt: Date
}

/**
 * Records a receipt of `kind`; a credit note names the bill it cancels (`cancels`), a bill none.
 * Answers its id.
 */
export const insertReceipt = async (
  tx: Queryable,
  kind: BillKind,
  receipt: Receipt,
  cancels: number | null,
): Promise<number> =>
  (
    await onlyRow<{ id: number }>(
      tx,
      `INSERT INTO bills (order_id, kind, reference, point_of_sale, receipt_number, cae, amount, issued_at, cancels_bill_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        receipt.orderId,
        kind,
        receipt.reference,
        receipt.pointOfSale,
        receipt.number,
        receipt.cae,
        receipt.amount,
        receipt.issuedAt,
        cancels,
      ],
    )
  ).id

/** The order's first bill: the sale's, the one a credit note cancels. */
export const saleBillOf = async (tx: Queryable, orderId: number): Promise<number> =>
  (
    await onlyRow<{ id: number }>(
      tx,
      "SELECT id FROM bills WHERE order_id = $1 AND kind = 'FACTURA' ORDER BY id LIMIT 1",
      [orderId],
    )
  ).id

export const billAmountOf = async (db: Queryable, billId: number): Promise<number> =>
  Number(
    (await firstRow<{ amount: number | string }>(db, "SELECT amount FROM bills WHERE id = $1", [billId]))?.amount ?? 0,
  )

/** What a credit note prints of the bill it cancels, and the withdrawal that issued it (if one did). */
export interface CancelledBillRow {
  readonly reference: string
  readonly issued_at: Date
  readonly tracking_code: string | null
}

/** Null when `billId` cancels no bill (a bill, or an older note). */
export const cancelledBillOf = (db: Queryable, billId: number): Promise<CancelledBillRow | null> =>
  firstRow<CancelledBillRow>(
    db,
    `SELECT f.reference, f.issued_at, w.tracking_code
       FROM bills n JOIN bills f ON f.id = n.cancels_bill_id
       LEFT JOIN withdrawals w ON w.credit_note_id = n.id
      WHERE n.id = $1`,
    [billId],
  )
