import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** The exchange an order was born of: the order it replaced, that order's process, and the process that paid the difference. */
export interface ExchangeOriginRow {
  readonly old_order_id: number
  readonly old_process_id: number
  readonly process_id: number
}

export const exchangeOriginOf = (db: Queryable, newOrderId: number): Promise<ExchangeOriginRow | null> =>
  firstRow(
    db,
    `SELECT e.order_id AS old_order_id, o.process_id AS old_process_id, e.process_id
         FROM exchanges e JOIN orders o ON o.id = e.order_id WHERE e.new_order_id = $1`,
    [newOrderId],
  )

/** A settled exchange, as its row keeps it, with the document (bill or credit note) of its difference. */
export interface ExchangeRow {
  readonly order_id: number
  readonly new_order_id: number
  readonly process_id: number
  readonly old_total: number | string
  readonly new_total: number | string
  readonly refund_reference: string | null
  readonly document_id: number | null
  readonly document_kind: "FACTURA" | "NOTA_DE_CREDITO" | null
  readonly document_reference: string | null
}

export const exchangeOfProcess = (db: Queryable, processId: number): Promise<ExchangeRow | null> =>
  firstRow(
    db,
    `SELECT x.*, b.kind AS document_kind, b.reference AS document_reference
       FROM exchanges x LEFT JOIN bills b ON b.id = x.document_id WHERE x.process_id = $1`,
    [processId],
  )

/** What a settled exchange records: both orders, the process that took the new places, both totals, the difference's refund and document. */
export interface NewExchange {
  readonly orderId: number
  readonly newOrderId: number
  readonly processId: number
  readonly exchangedAt: Date
  readonly oldTotal: number
  readonly newTotal: number
  readonly refundReference: string | null
  readonly documentId: number | null
}

export const insertExchange = async (tx: Queryable, exchange: NewExchange): Promise<void> => {
  await tx.query(
    `INSERT INTO exchanges (order_id, new_order_id, process_id, exchanged_at, old_total, new_total, refund_reference, document_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      exchange.orderId,
      exchange.newOrderId,
      exchange.processId,
      exchange.exchangedAt,
      exchange.oldTotal,
      exchange.newTotal,
      exchange.refundReference,
      exchange.documentId,
    ],
  )
}
