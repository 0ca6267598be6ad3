import type { Queryable } from "../../db/database.js"
import { changedRows, firstRow, firstValue } from "../rows.js"

// support_logs: the logs shoppers sent to support, by reference (migrations/026_support_logs.sql).

interface SupportLogRow {
  readonly reference: string
  readonly received_at: Date
  readonly comment: string | null
  readonly log: string
}

interface NewSupportLog {
  readonly reference: string
  readonly receivedAt: Date
  readonly comment: string | null
  readonly log: string
  readonly sender: string
}

/** Keeps the log unless its reference is taken: whether it was kept. */
export const insertSupportLog = async (db: Queryable, log: NewSupportLog): Promise<boolean> =>
  (await changedRows(
    db,
    `INSERT INTO support_logs (reference, received_at, comment, log, sender) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reference) DO NOTHING`,
    [log.reference, log.receivedAt, log.comment, log.log, log.sender],
  )) === 1

export const supportLogByReference = (db: Queryable, reference: string): Promise<SupportLogRow | null> =>
  firstRow<SupportLogRow>(db, "SELECT reference, received_at, comment, log FROM support_logs WHERE reference = $1", [
    reference,
  ])

export const supportLogsSentSince = async (db: Queryable, sender: string, since: Date): Promise<number> =>
  Number(
    (await firstValue<number | string>(db, "SELECT count(*) FROM support_logs WHERE sender = $1 AND received_at > $2", [
      sender,
      since,
    ])) ?? 0,
  )

/** The oldest of the sender's logs since `since`: the hour's count drops by one when it is an hour old. */
export const oldestSupportLogSince = (db: Queryable, sender: string, since: Date): Promise<Date | null> =>
  firstValue<Date>(db, "SELECT min(received_at) FROM support_logs WHERE sender = $1 AND received_at > $2", [
    sender,
    since,
  ])

export const deleteSupportLogsUntil = async (db: Queryable, until: Date): Promise<void> => {
  await db.query("DELETE FROM support_logs WHERE received_at <= $1", [until])
}
