import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** A payment link as it is kept: the hash of its token, the customer who made it, and when. */
export interface NewLink {
  readonly tokenHash: string
  readonly createdBy: number
  readonly createdAt: number
}

/** The purchase's one payment link is now this one; the last one stops working. */
export const saveLink = async (tx: Queryable, processId: number, link: NewLink): Promise<void> => {
  await tx.query(
    `INSERT INTO payment_links (process_id, token_hash, created_by, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (process_id) DO UPDATE SET token_hash = EXCLUDED.token_hash,
         created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at`,
    [processId, link.tokenHash, link.createdBy, new Date(link.createdAt)],
  )
}

/** The hash of the purchase's link token, or null when it has no link. */
export const linkTokenHash = async (db: Queryable, processId: number): Promise<string | null> =>
  (
    await firstRow<{ token_hash: string }>(db, "SELECT token_hash FROM payment_links WHERE process_id = $1", [
      processId,
    ])
  )?.token_hash ?? null
