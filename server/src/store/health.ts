import type { Queryable } from "../db/database.js"

/** The cheapest statement the database must answer: whether it answers at all. */
export const ping = async (db: Queryable): Promise<void> => {
  await db.query("SELECT 1")
}
