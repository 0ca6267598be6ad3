import type { Queryable } from "../../db/database.js"
import { onlyRow } from "../rows.js"
import type { NewProcess } from "./holds.js"
import type { ProcessRow } from "./processes.js"

/** A new purchase of a booking's places: active, its places side by side as the booking set them. */
export const startBookingPurchase = (tx: Queryable, process: Omit<NewProcess, "contiguous">): Promise<ProcessRow> =>
  onlyRow(
    tx,
    `INSERT INTO purchase_processes (process_type, customer_id, started_at, expires_at, state, contiguous, key_hash)
     VALUES ($1, $2, $3, $4, 'ACTIVE', true, $5) RETURNING *, NULL AS charge_state`,
    [
      process.processType,
      process.customerId,
      new Date(process.startedAt),
      new Date(process.expiresAt),
      process.keyHash,
    ],
  )

/** Which booked places move to which purchase, until when, and with which promotion. */
export interface BookedPlacesMove {
  readonly bookingId: number
  readonly placeKeys: ReadonlyArray<string>
  readonly processId: number
  /** The place stays held until the later of the booking's end and the purchase's. */
  readonly bookingExpiresAt: Date
  readonly processExpiresAt: Date
  readonly promotionId: number | null
}

/**
 * The booking's places, still held for it, go to the purchase at the booking's prices (wherever
 * they rested: with the booking's holder, or another purchase of it that was left).
 */
export const moveBookedPlaces = async (tx: Queryable, move: BookedPlacesMove): Promise<void> => {
  await tx.query(
    `UPDATE place_claims c
          SET process_id = $3, expires_at = greatest($4::timestamptz, $5::timestamptz), promotion_id = $6,
              price = bp.price, service_charge = bp.service_charge
         FROM booking_places bp
        WHERE bp.booking_id = $1 AND bp.place_key = c.place_key
          AND c.booking_id = $1 AND c.place_key = ANY($2::text[]) AND c.state = 'HELD'`,
    [move.bookingId, move.placeKeys, move.processId, move.bookingExpiresAt, move.processExpiresAt, move.promotionId],
  )
}
