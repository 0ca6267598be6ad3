import { createHash, randomInt } from "node:crypto"
import {
  findSecretShapes,
  fromJsonLines,
  LogFormatError,
  SUPPORT_REFERENCE_ALPHABET,
  SupportLogRefused,
  TooManyAttempts,
  type SupportLog,
  type SupportLogUpload,
} from "@boleteria/core"
import type { Database } from "../db/database.js"
import { lockThrottleKey } from "../store/customers/throttles.js"
import {
  deleteSupportLogsUntil,
  insertSupportLog,
  oldestSupportLogSince,
  supportLogByReference,
  supportLogsSentSince,
} from "../store/support/supportLogs.js"

/** How long a sent log is kept (docs/replay.md): long enough for a complaint to reach support, no longer. */
const SUPPORT_LOG_RETENTION_MS = 30 * 24 * 60 * 60_000

/** Logs one client address may send an hour: a shopper in trouble sends one or two; more is a flood. */
const SENDER_MAX_LOGS = 10
const SENDER_WINDOW_MS = 60 * 60_000

/** Fresh references tried before giving up: 32^8 of them make even a second try rare. */
const REFERENCE_TRIES = 5

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex")

/** A reference from crypto randomness: `K7M2-Q9XD`. */
const newReference = (): string => {
  const characters = Array.from({ length: 8 }, () => SUPPORT_REFERENCE_ALPHABET[randomInt(32)]!)
  return `${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`
}

/**
 * Why the log may not be kept, or null: it must be one the replay reads, and hold nothing shaped
 * like a token or key. The shop redacts them when it records; this is the second line of defence.
 */
export const supportLogRefusal = (log: string): SupportLogRefused | null => {
  try {
    fromJsonLines(log)
  } catch (error) {
    if (!(error instanceof LogFormatError)) throw error
    return new SupportLogRefused({
      key: "problems.support.logUnreadable",
      params: { reason: error.message },
      field: "cRegistro",
    })
  }
  return findSecretShapes(log).length === 0
    ? null
    : new SupportLogRefused({ key: "problems.support.secretInLog", field: "cRegistro" })
}

/**
 * Keeps a log under a new reference, unless its sender (a client address, kept only as a digest)
 * sent SENDER_MAX_LOGS within the hour; logs past their 30 days go as a new one comes. One advisory
 * lock per sender makes "count, then keep" atomic across server processes, as login throttling does.
 */
export const keepSupportLog = async (
  db: Database,
  upload: SupportLogUpload,
  address: string,
  now: number,
): Promise<{ readonly cReferencia: string } | TooManyAttempts> => {
  const sender = sha256(`ip:${address}`)
  const since = new Date(now - SENDER_WINDOW_MS)
  const outcome = await db.transaction(async (tx) => {
    await lockThrottleKey(tx, `soporte:${sender}`)
    if ((await supportLogsSentSince(tx, sender, since)) >= SENDER_MAX_LOGS) {
      const oldest = (await oldestSupportLogSince(tx, sender, since))?.getTime() ?? now
      return new TooManyAttempts({
        key: "problems.support.tooManyLogs",
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + SENDER_WINDOW_MS - now) / 1000)),
      })
    }
    for (let tries = 0; tries < REFERENCE_TRIES; tries++) {
      const reference = newReference()
      const log = { reference, receivedAt: new Date(now), comment: upload.cComentario, log: upload.cRegistro, sender }
      if (await insertSupportLog(tx, log)) return { cReferencia: reference }
    }
    throw new Error(`no free support reference in ${REFERENCE_TRIES} tries`)
  })
  await deleteSupportLogsUntil(db, new Date(now - SUPPORT_LOG_RETENTION_MS))
  return outcome
}

/** A kept log by its reference, while it is within its 30 days; null otherwise. */
export const supportLogOf = async (db: Database, reference: string, now: number): Promise<SupportLog | null> => {
  const row = await supportLogByReference(db, reference)
  if (row === null || row.received_at.getTime() <= now - SUPPORT_LOG_RETENTION_MS) return null
  return {
    cReferencia: row.reference,
    dRecibido: row.received_at.toISOString(),
    cComentario: row.comment,
    cRegistro: row.log,
  }
}
