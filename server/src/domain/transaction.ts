import { isRefusal, type Refusal } from "@boleteria/core"
import type { Database, Queryable } from "../db/database.js"

/** Carries a refusal out of a transaction, rolling it back on the way. */
class RolledBack extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key)
  }
}

/**
 * Runs `work` in one transaction, as `db.transaction` does; a refusal it returns rolls the
 * transaction back like a throw would (nothing it wrote before refusing stays) and is returned.
 */
export const refusingTransaction = async <T>(
  db: Pick<Database, "transaction">,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> => {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx)
      if (isRefusal(outcome)) throw new RolledBack(outcome)
      return outcome
    })
  } catch (error) {
    if (error instanceof RolledBack) return error.refusal as T
    throw error
  }
}
