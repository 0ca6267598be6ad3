import type { ContactMessage } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { insertContactMessage } from "../../store/catalogue/contactMessages.js"

/** Keeps a message of the support contact form for the tenant's team. */
export const storeContactMessage = (db: Queryable, now: number, message: ContactMessage): Promise<void> =>
  insertContactMessage(db, message, new Date(now))
