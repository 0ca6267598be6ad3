import type { ContactMessage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/** Keeps a message of the support contact form for the tenant's team. */
export const storeContactMessage = async (db: Queryable, now: number, message: ContactMessage): Promise<void> => {
  await db.query("INSERT INTO contact_messages (data, created_at) VALUES ($1, $2)", [
    JSON.stringify(message),
    new Date(now),
  ])
}
