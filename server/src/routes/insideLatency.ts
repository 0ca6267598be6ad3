import { PURCHASE_KEY_HEADER, QUEUE_TURN_HEADER } from "@boleteria/core"
import type { MiddlewareHandler } from "hono"
import type { ServerDeps } from "../deps.js"
import { countInsideCall } from "../domain/waitingRoom/insideLatency.js"

/**
 * Times the calls of shoppers inside a waiting room, those that carry a turn (the takes) or a
 * purchase's key (the rest of a purchase: Tomar again, Cobrar…), for the room's adaptive rate
 * (docs/waiting-room.md). Only with the tenant's queue on; a call costs a histogram increment.
 */
export const timeInsideCalls =
  (deps: ServerDeps): MiddlewareHandler =>
  async (c, next) => {
    const inside =
      deps.tenant.flags.queueApi &&
      (c.req.header(QUEUE_TURN_HEADER) !== undefined || c.req.header(PURCHASE_KEY_HEADER) !== undefined)
    if (!inside) return next()
    const started = performance.now()
    await next()
    countInsideCall(deps.db, deps.now(), performance.now() - started)
  }
