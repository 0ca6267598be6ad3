import type { Database, Queryable } from "../../../server/src/db/database.js"

/**
 * The statements the server sent to `db` while `work` ran, in order (transactions' included): the
 * database is the project's own, so a test counts what reaches it rather than stand in for it.
 */
export const statementsDuring = async (db: Database, work: () => Promise<unknown>): Promise<ReadonlyArray<string>> => {
  const sent: Array<string> = []
  const counted = (target: Queryable): Queryable["query"] => {
    const query = target.query
    return (sql, params, name) => {
      sent.push(sql.trim().replace(/\s+/gu, " "))
      return query(sql, params, name)
    }
  }
  const writable = db as { -readonly [Key in keyof Database]: Database[Key] }
  const { query, transaction } = db
  writable.query = counted(db)
  writable.transaction = (work) => transaction((tx) => work({ query: counted(tx) }))
  try {
    await work()
  } finally {
    writable.query = query
    writable.transaction = transaction
  }
  return sent
}

/**
 * A Queryable that sends every statement to `db` and notes its name (its text when it has none) in
 * `statements`: for code handed a Queryable, as the first take's shared statement is.
 */
export const namingQueries = (db: Queryable): { readonly queryable: Queryable; readonly statements: Array<string> } => {
  const statements: Array<string> = []
  return {
    statements,
    queryable: {
      query: (sql, params, name) => {
        statements.push(name ?? sql)
        return db.query(sql, params, name)
      },
    },
  }
}
