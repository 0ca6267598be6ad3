import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** The unique index on purchase_processes (key_hash) (migration 030). */
const KEY_HASH_INDEX = "purchase_processes_key_hash_unique"

/** Whether `error` is an insert that met a process with the same key hash (SQLSTATE 23505 on that index). */
export const isKeyHashTaken = (error: unknown): boolean => {
  const { code, constraint } = (error ?? {}) as { readonly code?: unknown; readonly constraint?: unknown }
  return code === "23505" && constraint === KEY_HASH_INDEX
}

/** The id of the process whose purchase key has this hash, or null. */
export const processIdByKeyHash = async (db: Queryable, keyHash: string): Promise<number | null> =>
  (await firstRow<{ id: number }>(db, "SELECT id FROM purchase_processes WHERE key_hash = $1", [keyHash]))?.id ?? null
