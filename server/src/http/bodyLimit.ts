import type { Context, MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"

/**
 * Hono's bodyLimit, with the usual request judged by its headers alone: one with a Content-Length
 * (and no Transfer-Encoding), or a GET or HEAD without either, which has no body. Hono's own asks
 * for the request's web body first, and on Node that builds a web Request and a stream for every
 * call, a tenth of a seat hold's CPU. A chunked body still goes through it, counted as it arrives.
 */
export const limitBody = (options: {
  readonly maxSize: number
  readonly onError: (c: Context) => Response | Promise<Response>
}): MiddlewareHandler => {
  const counting = bodyLimit(options)
  return async (c, next) => {
    if (c.req.header("transfer-encoding") === undefined) {
      const length = c.req.header("content-length")
      if (length !== undefined) return Number.parseInt(length, 10) > options.maxSize ? options.onError(c) : next()
      if (c.req.method === "GET" || c.req.method === "HEAD") return next()
    }
    return counting(c, next)
  }
}
