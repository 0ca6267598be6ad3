import { readdirSync, readFileSync } from "node:fs"
import type { Database } from "./database.js"

const MIGRATIONS = new URL("../../migrations/", import.meta.url)

/** Applies the plain-SQL migrations not applied yet, in file-name order, each in its own transaction. */
export const migrate = async (db: Database): Promise<ReadonlyArray<string>> => {
  await db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
  const applied = new Set((await db.query<{ name: string }>("SELECT name FROM schema_migrations")).rows.map((r) => r.name))
  const pending = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort()
  for (const name of pending) {
    const sql = readFileSync(new URL(name, MIGRATIONS), "utf8")
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name])
    })
  }
  return pending
}

/** Our migrations hold no functions or quoted semicolons, so statements end at a semicolon. */
const splitStatements = (sql: string): ReadonlyArray<string> =>
  sql
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n")
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
