import type { Queryable } from "../../db/database.js"
import { changedRows, firstValue } from "../rows.js"

/** The customer's one recovery code: a new one replaces any before it, with its tries back to none. */
export const saveRecoveryCode = async (db: Queryable, customerId: number, codeHash: string, expiresAt: Date) => {
  await db.query(
    `INSERT INTO recovery_codes (customer_id, code_hash, expires_at, attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (customer_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [customerId, codeHash, expiresAt],
  )
}

/**
 * Counts one more try at the customer's code and answers its hash; null when none is live at `now`
 * or its `maxTries` are spent (the try is counted before the code is checked).
 */
export const countRecoveryTry = (db: Queryable, customerId: number, now: Date, maxTries: number) =>
  firstValue<string>(
    db,
    `UPDATE recovery_codes SET attempts = attempts + 1
     WHERE customer_id = $1 AND expires_at > $2 AND attempts < $3 RETURNING code_hash`,
    [customerId, now, maxTries],
  )

/** Uses the code up; false when another request used it first. */
export const useRecoveryCode = async (db: Queryable, customerId: number, codeHash: string): Promise<boolean> =>
  (await changedRows(db, "DELETE FROM recovery_codes WHERE customer_id = $1 AND code_hash = $2", [
    customerId,
    codeHash,
  ])) > 0
