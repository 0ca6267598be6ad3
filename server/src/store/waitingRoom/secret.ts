import type { Queryable } from "../../db/database.js"
import { onlyRow } from "../rows.js"

/** Stores `secret` as the turns' secret unless one is stored already. */
export const storeSecretOnce = async (db: Queryable, secret: string): Promise<void> => {
  await db.query("INSERT INTO waiting_room_secret (secret) VALUES ($1) ON CONFLICT (id) DO NOTHING", [secret])
}

/** The turns' stored secret. */
export const storedSecret = async (db: Queryable): Promise<string> =>
  (await onlyRow<{ secret: string }>(db, "SELECT secret FROM waiting_room_secret", [])).secret
