import type { DeliveryType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstRow, onlyRow } from "../rows.js"

/** A purchase process as the domain reads it: its row, with the state of its charge. */
export interface ProcessRow {
  readonly id: number
  readonly process_type: "CART" | "BOX"
  readonly customer_id: number | null
  readonly started_at: Date
  readonly expires_at: Date
  readonly state: "ACTIVE" | "INVALIDATED" | "PAID"
  readonly contiguous: boolean
  readonly delivery_type_id: number | null
  readonly address_id: number | null
  readonly payment_method: number | null
  readonly products: ReadonlyArray<{ readonly idProducto: number; readonly nCantidad: number }>
  /** The SHA-256 of the purchase key; null for a process from before keys, which no key opens. */
  readonly key_hash: string | null
  /** How many times the shopper extended the hold (migration 009). */
  readonly extensions: number
  /** The state of the process's charge, if it has one. */
  readonly charge_state: string | null
  /** The wallet method that charge pays with; null for a card's (chargeRecord.ts, isWalletCharge). */
  readonly charge_method: number | null
  /** The order this process exchanges (migration 018); null for a purchase. */
  readonly exchange_order_id: number | null
}

/** The process with its charge's state, or null; `lock` holds its row until the transaction ends. */
export const processById = (db: Queryable, processId: number, lock = false): Promise<ProcessRow | null> =>
  firstRow<ProcessRow>(
    db,
    `SELECT p.*, c.state AS charge_state, c.payment_method AS charge_method
       FROM purchase_processes p LEFT JOIN charges c ON c.process_id = p.id
      WHERE p.id = $1 ${lock ? "FOR UPDATE OF p" : ""}`,
    [processId],
  )

/** An anonymous process becomes the customer's; one that has a customer already stays theirs. */
export const adoptProcess = async (db: Queryable, processId: number, customerId: number): Promise<void> => {
  await db.query("UPDATE purchase_processes SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL", [
    processId,
    customerId,
  ])
}

/** Whether the process's places are side by side (a best-available choice may not be). */
export const setContiguous = async (tx: Queryable, processId: number, contiguous: boolean): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET contiguous = $2 WHERE id = $1", [processId, contiguous])
}

/** The process's clock runs again until `expiresAt`, one extension more; answers how many it has had. */
export const extendProcess = async (tx: Queryable, processId: number, expiresAt: Date): Promise<number> =>
  (
    await onlyRow<{ extensions: number }>(
      tx,
      "UPDATE purchase_processes SET expires_at = $2, extensions = extensions + 1 WHERE id = $1 RETURNING extensions",
      [processId, expiresAt],
    )
  ).extensions

export const markInvalidated = async (tx: Queryable, processId: number): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET state = 'INVALIDATED' WHERE id = $1", [processId])
}

export const markPaid = async (tx: Queryable, processId: number): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET state = 'PAID' WHERE id = $1", [processId])
}

/** EntregaTipo/Seleccionar's choice: how the tickets travel, and to which address (home delivery). */
export const chooseDelivery = async (
  tx: Queryable,
  processId: number,
  deliveryTypeId: number,
  addressId: number | null,
): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET delivery_type_id = $2, address_id = $3 WHERE id = $1", [
    processId,
    deliveryTypeId,
    addressId,
  ])
}

/** The products chosen with the tickets: the whole selection, replacing the last. */
export const chooseProducts = async (
  tx: Queryable,
  processId: number,
  products: ProcessRow["products"],
): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET products = $2::jsonb WHERE id = $1", [
    processId,
    JSON.stringify(products),
  ])
}

export const choosePaymentMethod = async (tx: Queryable, processId: number, methodId: number): Promise<void> => {
  await tx.query("UPDATE purchase_processes SET payment_method = $2 WHERE id = $1", [processId, methodId])
}

/** Chooses the first credit card method for the process; answers it, or null when there is none. */
export const chooseCreditCard = async (tx: Queryable, processId: number): Promise<number | null> =>
  (
    await firstRow<{ id: number | null }>(
      tx,
      "UPDATE purchase_processes SET payment_method = (SELECT min(id) FROM payment_methods WHERE kind = 'CREDITO') WHERE id = $1 RETURNING payment_method AS id",
      [processId],
    )
  )?.id ?? null

type Numeric = string | number

/** What a process costs besides its places: the delivery's price and code, and its products. */
export interface ProcessExtras {
  readonly delivery: Numeric
  readonly delivery_code: DeliveryType["cCodigo"] | null
  readonly products: Numeric
}

export const processExtras = (db: Queryable, processId: number): Promise<ProcessExtras | null> =>
  firstRow<ProcessExtras>(
    db,
    `
  SELECT
    coalesce(d.price, 0) AS delivery,
    d.code AS delivery_code,
    (SELECT coalesce(sum(e.price * (item->>'nCantidad')::int), 0)
       FROM jsonb_array_elements(p.products) item JOIN extra_products e ON e.id = (item->>'idProducto')::int) AS products
  FROM purchase_processes p LEFT JOIN delivery_types d ON d.id = p.delivery_type_id
  WHERE p.id = $1`,
    [processId],
  )
