import type { Database, Queryable } from "../db/database.js"
import { addressKey, attemptSucceeded, FAILURE_WINDOW_MS } from "./rateLimit.js"

/** A pair (account, client address) may fail this many times without waiting: a customer mistyping never waits. */
const FREE_FAILURES = 3
/** Each failure after the free ones doubles the pair's wait, from 1 second up to 15 minutes. */
const FIRST_DELAY_MS = 1_000
const MAX_DELAY_MS = 15 * 60_000
/**
 * A pair's failures are remembered for a day after its newest one. Longer than the longest wait:
 * otherwise an attacker would wait out the memory and start over with free failures.
 */
const PAIR_MEMORY_MS = 24 * 60 * 60_000
/** Failures of one address across accounts (credential stuffing) within FAILURE_WINDOW_MS. */
const ADDRESS_MAX_FAILURES = 100

/** An admitted attempt: it counts as a failure of its pair and its address until it proves a success. */
export interface LoginAttempt {
  readonly account: string
  readonly address: string
  readonly at: number
}

/** A refused attempt: nothing was marked and the password must not be checked. */
export interface LoginWait {
  readonly retryAfterSeconds: number
}

/** How long a pair waits before its next attempt once it has failed `failures` times. */
const delayAfter = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_MS)

/** The e-mail as typed, folded like customers' e-mails: unknown e-mails are throttled just the same. */
const accountOf = (email: string): string => email.trim().toLowerCase()

const epochMs = (instant: Date | string): number => new Date(instant).getTime()

const pairWaitMs = async (tx: Queryable, account: string, address: string, now: number): Promise<number> => {
  const { rows } = await tx.query<{ failures: number; last_failed_at: Date }>(
    "SELECT failures, last_failed_at FROM login_throttles WHERE account = $1 AND address = $2 AND last_failed_at > $3",
    [account, address, new Date(now - PAIR_MEMORY_MS)],
  )
  const pair = rows[0]
  return pair === undefined ? 0 : epochMs(pair.last_failed_at) + delayAfter(pair.failures) - now
}

/** At the cap, the address waits until its oldest counted failure leaves the window. */
const addressWaitMs = async (tx: Queryable, address: string, now: number): Promise<number> => {
  const { rows } = await tx.query<{ failed_at: Date }>(
    "SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC OFFSET $3 LIMIT 1",
    [addressKey(address), new Date(now - FAILURE_WINDOW_MS), ADDRESS_MAX_FAILURES - 1],
  )
  const oldestCounted = rows[0]
  return oldestCounted === undefined ? 0 : epochMs(oldestCounted.failed_at) + FAILURE_WINDOW_MS - now
}

const markFailure = async (tx: Queryable, account: string, address: string, now: number): Promise<void> => {
  await tx.query("INSERT INTO login_failures (key, failed_at) VALUES ($1, $2)", [addressKey(address), new Date(now)])
  // Counted in SQL, so a pair cleared meanwhile by a password reset starts again from one.
  await tx.query(
    `INSERT INTO login_throttles (account, address, failures, last_failed_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (account, address) DO UPDATE SET
       failures = CASE WHEN login_throttles.last_failed_at > $4 THEN login_throttles.failures + 1 ELSE 1 END,
       last_failed_at = EXCLUDED.last_failed_at`,
    [account, address, new Date(now), new Date(now - PAIR_MEMORY_MS)],
  )
}

/**
 * Admits a login attempt unless its pair is still waiting or its address is over its cap. An
 * admitted attempt is marked as a failure before the password is checked, so parallel guesses
 * cannot slip past the limits while the slow hash runs. Every attempt of a pair comes from its
 * address, so one advisory lock per address makes "check, then mark" atomic across processes.
 */
export const beginLoginAttempt = async (
  db: Database,
  email: string,
  address: string,
  now: number,
): Promise<LoginAttempt | LoginWait> => {
  const account = accountOf(email)
  const outcome = await db.transaction(async (tx): Promise<LoginAttempt | LoginWait> => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [addressKey(address)])
    const waitMs = Math.max(await addressWaitMs(tx, address, now), await pairWaitMs(tx, account, address, now))
    if (waitMs > 0) return { retryAfterSeconds: Math.ceil(waitMs / 1000) }
    await markFailure(tx, account, address, now)
    return { account, address, at: now }
  })
  await db.query("DELETE FROM login_failures WHERE failed_at <= $1", [new Date(now - FAILURE_WINDOW_MS)])
  await db.query("DELETE FROM login_throttles WHERE last_failed_at <= $1", [new Date(now - PAIR_MEMORY_MS)])
  return outcome
}

/** The right password: the pair forgets its failures; the address loses only this attempt's mark. */
export const loginSucceeded = async (db: Database, attempt: LoginAttempt): Promise<void> => {
  await db.query("DELETE FROM login_throttles WHERE account = $1 AND address = $2", [attempt.account, attempt.address])
  await attemptSucceeded(db, { at: attempt.at, keys: [addressKey(attempt.address)] }, [])
}

/** The owner proved itself through the recovery e-mail: every pair of the account, on every address, starts clean. */
export const forgetAccountThrottles = async (db: Database, email: string): Promise<void> => {
  await db.query("DELETE FROM login_throttles WHERE account = $1", [accountOf(email)])
}
