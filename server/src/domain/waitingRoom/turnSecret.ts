import { randomBytes } from "node:crypto"
import type { Queryable } from "../../db/database.js"
import { storedSecret, storeSecretOnce } from "../../store/waitingRoom/secret.js"

const secrets = new WeakMap<object, Promise<string>>()

/**
 * What turns are signed with, the same for every server process: QUEUE_TURN_SECRET when set, else
 * the one stored in the database, drawn by the first process that needs it. Read once per database.
 */
export const turnSecretOf = (db: Queryable): Promise<string> => {
  const fromEnvironment = process.env["QUEUE_TURN_SECRET"]
  if (fromEnvironment !== undefined && fromEnvironment !== "") return Promise.resolve(fromEnvironment)
  let secret = secrets.get(db)
  if (secret === undefined) {
    secret = stored(db)
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

const stored = async (db: Queryable): Promise<string> => {
  await storeSecretOnce(db, randomBytes(32).toString("base64url"))
  return storedSecret(db)
}
