import type { MiddlewareHandler } from "hono"

export type LogLine = (fields: Record<string, unknown>) => void

export const jsonLogLine: LogLine = (fields) => process.stdout.write(JSON.stringify(fields) + "\n")

/**
 * One JSON line per request: method, path, status, milliseconds. Only the path is
 * logged: no query string, header or body, so no token, password or card number.
 */
export const requestLog =
  (log: LogLine, now: () => number = () => performance.now()): MiddlewareHandler =>
  async (c, next) => {
    const started = now()
    await next()
    log({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((now() - started) * 10) / 10 })
  }
