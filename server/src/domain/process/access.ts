import type { Queryable } from "../../db/database.js"
import { conflict, gone, notFound, unauthorized } from "../../http/problems.js"

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
  /** The state of the process's charge, if it has one. */
  readonly charge_state: string | null
}

export const EXPIRED_MESSAGE = "Tu tiempo para realizar la compra ha expirado"

/** Charge states that mean money may be on its way: the cart cannot change under them. */
const CHARGE_IN_FLIGHT = new Set(["VERIFICANDO", "PROCESANDO", "REQUIERE_3DS", "PENDIENTE_CONFIRMACION"])

export const chargeInFlight = (process: ProcessRow): boolean =>
  process.charge_state !== null && CHARGE_IN_FLIGHT.has(process.charge_state)

/** Active, but its 12 minutes are over: its holds already count as free. */
export const isExpired = (process: ProcessRow, now: number): boolean =>
  process.state === "ACTIVE" && process.expires_at.getTime() <= now

/** The process with its charge's state, or null; `lock` holds its row until the transaction ends. */
export const processById = async (db: Queryable, processId: number, lock = false): Promise<ProcessRow | null> => {
  const { rows } = await db.query<ProcessRow>(
    `SELECT p.*, c.state AS charge_state
       FROM purchase_processes p LEFT JOIN charges c ON c.process_id = p.id
      WHERE p.id = $1 ${lock ? "FOR UPDATE OF p" : ""}`,
    [processId],
  )
  return rows[0] ?? null
}

/**
 * The process, as the caller may see it. Another customer's process answers exactly like a missing
 * one (404); a customer's process without a token asks for login (401). An anonymous process is
 * adopted by the first signed-in caller, and from then on it is theirs alone.
 */
export const findProcess = async (
  db: Queryable,
  processId: number,
  callerId: number | null,
  options: { readonly lock: boolean } = { lock: false },
): Promise<ProcessRow> => {
  const process = await processById(db, processId, options.lock)
  if (process === null) throw notFound("No encontramos ese proceso de compra.")
  if (process.customer_id === null) {
    if (callerId === null) return process
    await db.query("UPDATE purchase_processes SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL", [
      processId,
      callerId,
    ])
    return { ...process, customer_id: callerId }
  }
  if (callerId === null) throw unauthorized()
  if (callerId !== process.customer_id) throw notFound("No encontramos ese proceso de compra.")
  return process
}

/** A process that can still change: active, within its time, with no payment on its way. */
export const requireOpen = (process: ProcessRow, now: number): void => {
  if (process.state === "PAID") throw conflict("Esta compra ya fue pagada.")
  if (process.state === "INVALIDATED") throw gone("Este proceso de compra fue cancelado.")
  if (isExpired(process, now)) throw gone(EXPIRED_MESSAGE)
  if (chargeInFlight(process)) throw conflict("Hay un pago en curso para esta compra: esperá su resultado.")
}

/** Readable while it lives, and once paid (its order is what it became). */
export const requireVisible = (process: ProcessRow, now: number): void => {
  if (process.state === "INVALIDATED") throw gone("Este proceso de compra fue cancelado.")
  if (isExpired(process, now)) throw gone(EXPIRED_MESSAGE)
}
