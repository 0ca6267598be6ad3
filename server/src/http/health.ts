import type { Hono } from "hono"
import type { Database } from "../db/database.js"
import { ping } from "../store/health.js"

/**
 * How long the database may take to answer before the process counts as unhealthy: under a storm
 * the check waits for a pooled connection behind shoppers' calls, which is busy, not broken.
 */
const DATABASE_TIMEOUT_MS = 4_000

const answersWithin = (db: Database, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const answered = ping(db).then(
    () => true,
    () => false,
  )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}

/**
 * GET /health, for the load balancer's checks (haproxy's `option httpchk`, docs in README
 * "Production"): 200 when this process's database answers, 503 otherwise. It is no shopper call,
 * so it is not in SPEC's /v2 table. Registered before the request log: haproxy asks every second.
 */
export const registerHealth = (app: Hono, db: Database): void => {
  app.get("/health", async (c) => {
    const healthy = await answersWithin(db, DATABASE_TIMEOUT_MS)
    c.header("Cache-Control", "no-store")
    return c.json({ status: healthy ? "ok" : "database unreachable" }, healthy ? 200 : 503)
  })
}
