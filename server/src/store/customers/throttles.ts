import type { Queryable } from "../../db/database.js"
import { firstRow, firstValue } from "../rows.js"

// login_failures: one (key, instant) mark per failure under a key (an account, an address).
// login_throttles: per (account, address) pair, its failures in a row and the newest one's instant.

/** Holds `key` until the transaction ends, so "count, then mark" under it is atomic across server processes. */
export const lockThrottleKey = async (tx: Queryable, key: string): Promise<void> => {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key])
}

export const failuresSince = async (tx: Queryable, key: string, since: Date): Promise<number> =>
  Number(
    (await firstValue<number | string>(
      tx,
      "SELECT count(*) AS failures FROM login_failures WHERE key = $1 AND failed_at > $2",
      [key, since],
    )) ?? 0,
  )

/** The instant of the failure `offset` places behind the newest one since `since`; null when there are fewer. */
export const failureBehindNewest = (tx: Queryable, key: string, since: Date, offset: number): Promise<Date | null> =>
  firstValue<Date>(
    tx,
    "SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1",
    [key, since, offset],
  )

export const insertFailure = async (tx: Queryable, key: string, at: Date): Promise<void> => {
  await tx.query("INSERT INTO login_failures (key, failed_at) VALUES ($1, $2)", [key, at])
}

/** Removes one mark of `key` at `at`: marks are (key, instant) pairs, so any one equal to ours is ours. */
export const deleteOneFailure = async (db: Queryable, key: string, at: Date): Promise<void> => {
  await db.query(
    "DELETE FROM login_failures WHERE ctid IN (SELECT ctid FROM login_failures WHERE key = $1 AND failed_at = $2 LIMIT 1)",
    [key, at],
  )
}

export const deleteFailures = async (db: Queryable, key: string): Promise<void> => {
  await db.query("DELETE FROM login_failures WHERE key = $1", [key])
}

export const deleteFailuresUntil = async (db: Queryable, until: Date): Promise<void> => {
  await db.query("DELETE FROM login_failures WHERE failed_at <= $1", [until])
}

/** An e-mail (folded, known or not) tried from a client address. */
export interface ThrottledPair {
  readonly account: string
  readonly address: string
}

export interface PairThrottleRow {
  readonly failures: number
  readonly last_failed_at: Date
}

/** The pair's throttle while its newest failure is after `since`, or null. */
export const pairThrottle = (tx: Queryable, pair: ThrottledPair, since: Date): Promise<PairThrottleRow | null> =>
  firstRow<PairThrottleRow>(
    tx,
    "SELECT failures, last_failed_at FROM login_throttles WHERE account = $1 AND address = $2 AND last_failed_at > $3",
    [pair.account, pair.address, since],
  )

/**
 * Counts a failure of the pair at `at`. Counted in SQL, so a pair cleared meanwhile by a password
 * reset starts again from one; so does a pair whose newest failure is not after `since`.
 */
export const countPairFailure = async (tx: Queryable, pair: ThrottledPair, at: Date, since: Date): Promise<void> => {
  await tx.query(
    `INSERT INTO login_throttles (account, address, failures, last_failed_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (account, address) DO UPDATE SET
       failures = CASE WHEN login_throttles.last_failed_at > $4 THEN login_throttles.failures + 1 ELSE 1 END,
       last_failed_at = EXCLUDED.last_failed_at`,
    [pair.account, pair.address, at, since],
  )
}

export const deleteThrottlesUntil = async (db: Queryable, until: Date): Promise<void> => {
  await db.query("DELETE FROM login_throttles WHERE last_failed_at <= $1", [until])
}

export const deletePairThrottle = async (db: Queryable, pair: ThrottledPair): Promise<void> => {
  await db.query("DELETE FROM login_throttles WHERE account = $1 AND address = $2", [pair.account, pair.address])
}

export const deleteAccountThrottles = async (db: Queryable, account: string): Promise<void> => {
  await db.query("DELETE FROM login_throttles WHERE account = $1", [account])
}
