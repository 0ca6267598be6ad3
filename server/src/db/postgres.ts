import { availableParallelism } from "node:os"
import pg from "pg"
import type { Database, Queryable } from "./database.js"

// numeric and bigint come back as text by default; the server's amounts fit a double.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

const queryable = (client: pg.PoolClient): Queryable => ({
  query: async <Row>(sql: string, params: ReadonlyArray<unknown> = [], name?: string) => {
    const values = [...params]
    const result = await (name === undefined ? client.query(sql, values) : client.query({ name, text: sql, values }))
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 }
  },
})

/**
 * What a connection that failed a statement is still good for: an error the database answered
 * (a seat already taken, a check violated) leaves it as it was; one that ended the session (FATAL,
 * PANIC) or never got an answer does not, and the pool drops it.
 */
const brokenBy = (error: unknown): Error | undefined =>
  error instanceof pg.DatabaseError && error.severity !== "FATAL" && error.severity !== "PANIC"
    ? undefined
    : (error as Error)

/**
 * One statement on a connection of the pool. pg-pool's own `pool.query` hands any failure back with
 * the connection, which destroys it: each refused first take (a 409) then cost a new backend.
 */
const onPooledConnection = (pool: pg.Pool): Queryable => ({
  query: async <Row>(sql: string, params?: ReadonlyArray<unknown>, name?: string) => {
    const client = await pool.connect()
    try {
      const result = await queryable(client).query<Row>(sql, params, name)
      client.release()
      return result
    } catch (error) {
      client.release(brokenBy(error))
      throw error
    }
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
    ...onPooledConnection(pool),
    transaction: async (work) => {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query("BEGIN")
        const result = await work(queryable(client))
        await client.query("COMMIT")
        return result
      } catch (error) {
        // A rollback that fails too means the session is gone: the pool must not hand it out again.
        await client.query("ROLLBACK").catch((rollbackFailed: unknown) => {
          broken = brokenBy(rollbackFailed) ?? (rollbackFailed as Error)
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    exec: async (sql) => {
      await onPooledConnection(pool).query(sql)
    },
    close: () => pool.end(),
  }
}
