import { PURCHASE_KEY_HEADER, QUEUE_TURN_HEADER } from "@boleteria/core"
import type { Context, MiddlewareHandler } from "hono"
import type { ServerDeps } from "../deps.js"
import { countInsideCall } from "../domain/waitingRoom/insideLatency.js"
import { fromTrustedProxy, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

/** When the proxy received the call (epoch ms), set by haproxy over whatever the client sent. */
const REQUEST_START_HEADER = "x-request-start"
/** Longer than any call waits in the proxy (its queue timeout is 20 s): a stamp older than this is not believed. */
const MOST_QUEUED_MS = 60_000

/**
 * A call's clock: how long it has taken so far as the shopper sees it. Behind a trusted proxy that
 * stamps X-Request-Start, the time the call waited in the proxy's queue counts too (the processes
 * take at most so many calls at once: an inside timed only from the handler would look fast while
 * its calls wait in haproxy). Read by the waiting room's adaptive rate and inside limit.
 */
export const callClock = (c: Context, trustedProxies: ReadonlySet<string>): (() => number) => {
  const started = performance.now()
  const stamp = Number(c.req.header(REQUEST_START_HEADER))
  const queued =
    Number.isFinite(stamp) && fromTrustedProxy(c, trustedProxies)
      ? Math.min(MOST_QUEUED_MS, Math.max(0, Date.now() - stamp))
      : 0
  return () => queued + performance.now() - started
}

/**
 * Times the calls of shoppers inside a waiting room, those that carry a turn (the takes) or a
 * purchase's key (the rest of a purchase: Tomar again, Cobrar…), for the room's adaptive rate
 * (docs/waiting-room.md). Only with the tenant's queue on; a call costs a histogram increment.
 */
export const timeInsideCalls = (deps: ServerDeps): MiddlewareHandler => {
  const trustedProxies = trustedProxiesFromEnvironment()
  return async (c, next) => {
    const inside =
      deps.tenant.flags.queueApi &&
      (c.req.header(QUEUE_TURN_HEADER) !== undefined || c.req.header(PURCHASE_KEY_HEADER) !== undefined)
    if (!inside) return next()
    const elapsed = callClock(c, trustedProxies)
    await next()
    countInsideCall(deps.db, deps.now(), elapsed())
  }
}
