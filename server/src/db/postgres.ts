import { availableParallelism } from "node:os"
import pg from "pg"
import type { Database, Queryable } from "./database.js"

// numeric and bigint come back as text by default; the server's amounts fit a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <Row>(sql: string, params: ReadonlyArray<unknown> = [], name?: string) => {
    const values = [...params]
    const result = await (name === undefined ? client.query(sql, values) : client.query({ name, text: sql, values }))
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 }
  },
})

/**
 * PostgreSQL for scaling out: any number of stateless servers over one database. The pool is kept
 * small: requests beyond it wait in the server, which costs less than more statements contending for
 * the same rows and pages inside the database.
 */
export const openPostgres = async (
  connectionString: string,
  // Seat holds contend inside PostgreSQL beyond about 2 per core, and a payment no longer holds a
  // connection while the processor answers (domain/process/charge.ts).
  poolSize = Math.max(4, 2 * availableParallelism()),
): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: poolSize })
  await pool.query("SELECT 1")
  return {
    kind: "postgres",
    ...queryable(pool),
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query("BEGIN")
        const result = await work(queryable(client))
        await client.query("COMMIT")
        return result
      } catch (error) {
        await client.query("ROLLBACK")
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    close: () => pool.end(),
  }
}
