import { PGlite } from "@electric-sql/pglite"
import type { Database, Queryable } from "./database.js"

type PgliteQueryer = Pick<PGlite, "query">

// PGlite plans every query afresh: a statement's name means nothing to it.
const queryable = (db: PgliteQueryer): Queryable => ({
  query: async <Row>(sql: string, params: ReadonlyArray<unknown> = []) => {
    const result = await db.query<Row>(sql, [...params])
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
  },
})

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, in one process.
 * `dataDir` keeps the data on disk; leave it out for an in-memory database (tests).
 */
export const openPglite = async (dataDir?: string): Promise<Database> => {
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
  return {
    kind: "pglite",
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    exec: async (sql) => {
      await db.exec(sql)
    },
    close: () => db.close(),
  }
}
