import { readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Database } from "./database.js"

// A path joined to this file's own, not `new URL("…", import.meta.url)`: a browser-like test environment
// (the shop's component tests, happy-dom) rewrites that form into an http: asset URL.
export const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "migrations")

/** Applies the plain-SQL migrations not applied yet, in file-name order, each in its own transaction. */
export const migrate = async (db: Database): Promise<ReadonlyArray<string>> => {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  )
  const applied = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).rows.map((r) => r.name),
  )
  const pending = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort()
  for (const name of pending) {
    const sql = readFileSync(join(MIGRATIONS, name), "utf8")
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name])
    })
  }
  return pending
}

/**
 * Statements end at a semicolon, except inside a dollar-quoted function body ($$ … $$). Our
 * migrations hold no other quoted semicolons.
 */
const splitStatements = (sql: string): ReadonlyArray<string> => {
  const statements: Array<string> = []
  let pending = ""
  const pieces = sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split(";")
  for (const piece of pieces) {
    pending = pending === "" ? piece : `${pending};${piece}`
    const insideBody = (pending.match(/\$\$/g)?.length ?? 0) % 2 === 1
    if (insideBody) continue
    if (pending.trim().length > 0) statements.push(pending.trim())
    pending = ""
  }
  // An unclosed body is passed on as it is, for the database to reject by name.
  return pending.trim().length > 0 ? [...statements, pending.trim()] : statements
}
