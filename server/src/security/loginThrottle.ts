import type { Database, Queryable } from "../db/database.js"
import {
  countPairFailure,
  deleteAccountThrottles,
  deleteFailuresUntil,
  deletePairThrottle,
  deleteThrottlesUntil,
  failureBehindNewest,
  insertFailure,
  lockThrottleKey,
  pairThrottle,
  type ThrottledPair,
} from "../store/customers/throttles.js"
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
export interface LoginAttempt extends ThrottledPair {
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

const pairWaitMs = async (tx: Queryable, pair: ThrottledPair, now: number): Promise<number> => {
  const throttle = await pairThrottle(tx, pair, new Date(now - PAIR_MEMORY_MS))
  return throttle === null ? 0 : epochMs(throttle.last_failed_at) + delayAfter(throttle.failures) - now
}

/** At the cap, the address waits until its oldest counted failure leaves the window. */
const addressWaitMs = async (tx: Queryable, address: string, now: number): Promise<number> => {
  const since = new Date(now - FAILURE_WINDOW_MS)
  const oldestCounted = await failureBehindNewest(tx, addressKey(address), since, ADDRESS_MAX_FAILURES - 1)
  return oldestCounted === null ? 0 : epochMs(oldestCounted) + FAILURE_WINDOW_MS - now
}

const markFailure = async (tx: Queryable, pair: ThrottledPair, now: number): Promise<void> => {
  await insertFailure(tx, addressKey(pair.address), new Date(now))
  await countPairFailure(tx, pair, new Date(now), new Date(now - PAIR_MEMORY_MS))
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
    await lockThrottleKey(tx, addressKey(address))
    const pair = { account, address }
    const waitMs = Math.max(await addressWaitMs(tx, address, now), await pairWaitMs(tx, pair, now))
    if (waitMs > 0) return { retryAfterSeconds: Math.ceil(waitMs / 1000) }
    await markFailure(tx, pair, now)
    return { ...pair, at: now }
  })
  await deleteFailuresUntil(db, new Date(now - FAILURE_WINDOW_MS))
  await deleteThrottlesUntil(db, new Date(now - PAIR_MEMORY_MS))
  return outcome
}

/** The right password: the pair forgets its failures; the address loses only this attempt's mark. */
export const loginSucceeded = async (db: Database, attempt: LoginAttempt): Promise<void> => {
  await deletePairThrottle(db, attempt)
  await attemptSucceeded(db, { at: attempt.at, keys: [addressKey(attempt.address)] }, [])
}

/** The owner proved itself through the recovery e-mail: every pair of the account, on every address, starts clean. */
export const forgetAccountThrottles = (db: Database, email: string): Promise<void> =>
  deleteAccountThrottles(db, accountOf(email))
