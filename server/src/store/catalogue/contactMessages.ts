import type { ContactMessage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"

/** Keeps a message of the support contact form, received at `at`. */
export const insertContactMessage = async (db: Queryable, message: ContactMessage, at: Date): Promise<void> => {
  await db.query("INSERT INTO contact_messages (data, created_at) VALUES ($1, $2)", [JSON.stringify(message), at])
}
