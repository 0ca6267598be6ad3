import { serve, type ServerType } from "@hono/node-server"
import { createApp } from "./app.js"
import type { ServerDeps } from "./deps.js"

export interface RunningServer {
  readonly url: string
  readonly port: number
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  readonly close: () => Promise<void>
}

/** How long an idle kept-alive connection stays open: longer than haproxy's `timeout server`. */
const IDLE_CONNECTION_MS = 65_000

/** Listens on `port` (0 picks a free one) on loopback unless `host` says otherwise. */
export const startServer = (deps: ServerDeps, port: number, host = "127.0.0.1"): Promise<RunningServer> =>
  new Promise((resolve) => {
    const app = createApp(deps)
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
      // haproxy keeps connections to the process open for the next calls (scripts/lib/haproxy.ts,
      // timeout server 60 s): the process keeps an idle one longer, so haproxy is the one to close
      // it, never the process while haproxy sends a call on it (which answers that call 502).
      if ("keepAliveTimeout" in server) server.keepAliveTimeout = IDLE_CONNECTION_MS
      resolve({
        url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              void deps.db.close().then(done)
            })
            // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
            if ("closeIdleConnections" in server) server.closeIdleConnections()
          }),
      })
    })
  })
