import type { PaymentNotification, PaymentProviderId } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** A wallet's notification is one row per (provider, notification id) (migration 023). */
export interface NotificationKey {
  readonly provider: PaymentProviderId
  readonly notificationId: string
}

/**
 * Claims the notification's row, not yet applied; false when a delivery of the same id has it
 * (one arriving at the same instant waits for the other's transaction, then finds it taken).
 */
export const claimNotification = async (
  tx: Queryable,
  key: NotificationKey,
  notification: PaymentNotification,
  receivedAt: Date,
): Promise<boolean> =>
  (await firstRow(
    tx,
    `INSERT INTO payment_notifications (provider, notification_id, reference, state, applied, received_at, amount, currency)
       VALUES ($1, $2, $3, $4, false, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
    [
      key.provider,
      key.notificationId,
      notification.cReferencia,
      notification.cEstado,
      receivedAt,
      notification.fMonto,
      notification.cMoneda,
    ],
  )) !== null

/** What the notification did, in its own word, and whether that changed anything. */
export interface RecordedOutcome {
  readonly outcome: string
  readonly applied: boolean
}

export const recordNotificationOutcome = async (tx: Queryable, key: NotificationKey, recorded: RecordedOutcome) => {
  await tx.query(
    "UPDATE payment_notifications SET applied = $3, outcome = $4 WHERE provider = $1 AND notification_id = $2",
    [key.provider, key.notificationId, recorded.applied, recorded.outcome],
  )
}
