import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context } from "hono"
import type { Database } from "../db/database.js"
import {
  deleteFailures,
  deleteFailuresUntil,
  deleteOneFailure,
  failuresSince,
  insertFailure,
  lockThrottleKey,
} from "../store/customers/throttles.js"

/** At most `max` failures under `key` within the window. */
export interface AttemptLimit {
  readonly key: string
  readonly max: number
}

/** An attempt under way: its marks already count as failures until it proves a success. */
export interface Attempt {
  readonly at: number
  readonly keys: ReadonlyArray<string>
}

export const FAILURE_WINDOW_MS = 15 * 60_000
/** Wrong current passwords when changing it (the caller already holds a session); logins are throttled in loginThrottle.ts. */
export const ACCOUNT_MAX_FAILURES = 5

export const accountKey = (email: string): string => `cuenta:${email.trim().toLowerCase()}`
export const addressKey = (address: string): string => `ip:${address}`

/**
 * Marks the attempt as a failure under every key before the password is checked, so a burst
 * of parallel guesses cannot slip past the limit while the slow hash runs. Per-key advisory
 * locks make "count, then mark" atomic across server processes. Null when a key is over its
 * limit (nothing is marked then).
 */
export const beginAttempt = async (
  db: Database,
  limits: ReadonlyArray<AttemptLimit>,
  now: number,
): Promise<Attempt | null> => {
  const since = new Date(now - FAILURE_WINDOW_MS)
  const attempt = await db.transaction(async (tx) => {
    const ordered = [...limits].sort((a, b) => a.key.localeCompare(b.key))
    for (const { key } of ordered) await lockThrottleKey(tx, key)
    for (const { key, max } of ordered) if ((await failuresSince(tx, key, since)) >= max) return null
    for (const { key } of ordered) await insertFailure(tx, key, new Date(now))
    return { at: now, keys: ordered.map((limit) => limit.key) }
  })
  await deleteFailuresUntil(db, since)
  return attempt
}

/**
 * The attempt succeeded: `cleared` keys forget all their failures (a good password clears the
 * account); the other keys lose only this attempt's mark. Marks are (key, instant) pairs, so
 * removing any one row equal to ours removes ours.
 */
export const attemptSucceeded = async (
  db: Database,
  attempt: Attempt,
  cleared: ReadonlyArray<string>,
): Promise<void> => {
  for (const key of attempt.keys) {
    if (cleared.includes(key)) {
      await forgetFailures(db, key)
    } else {
      await deleteOneFailure(db, key, new Date(attempt.at))
    }
  }
}

/** A proven owner (a new password through a recovery code) starts with a clean slate. */
export const forgetFailures = (db: Database, key: string): Promise<void> => deleteFailures(db, key)

/**
 * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma separated): behind a load
 * balancer every socket is the balancer's, and limiting per address would lock everyone out.
 */
export const trustedProxiesFromEnvironment = (): ReadonlySet<string> =>
  new Set(
    (process.env["TRUSTED_PROXIES"] ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )

const plainIpv4 = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "")

/** The peer of the socket; an app driven without @hono/node-server (app.request in a test) has none. */
const socketAddress = (c: Context): string => {
  try {
    return plainIpv4(getConnInfo(c).remote.address ?? "desconocida")
  } catch {
    return "desconocida"
  }
}

/** Whether the call came through a trusted proxy (its headers are the proxy's word, not the client's). */
export const fromTrustedProxy = (c: Context, trustedProxies: ReadonlySet<string>): boolean =>
  trustedProxies.has(socketAddress(c))

/** The client's address: the socket's, or the nearest X-Forwarded-For hop when the socket is a trusted proxy. */
export const clientAddress = (c: Context, trustedProxies: ReadonlySet<string>): string => {
  const socket = socketAddress(c)
  if (!trustedProxies.has(socket)) return socket
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => plainIpv4(hop.trim()))
    .filter((hop) => hop !== "")
  // The proxy appends the address it saw; earlier entries are whatever the client chose to send.
  const nearestUntrusted = hops.reverse().find((hop) => !trustedProxies.has(hop))
  return nearestUntrusted ?? socket
}
