import type { Queryable } from "../db/database.js"

/** A statement as `Queryable.query` takes it: its text, its values, and the name that keeps a hot one prepared. */
type Statement = [sql: string, params: ReadonlyArray<unknown>, name?: string]

/** The first row a statement answers, or null when it answers none. */
export const firstRow = async <Row>(db: Queryable, ...statement: Statement): Promise<Row | null> =>
  (await db.query<Row>(...statement)).rows[0] ?? null

/** Every row a statement answers. */
export const allRows = async <Row>(db: Queryable, ...statement: Statement): Promise<ReadonlyArray<Row>> =>
  (await db.query<Row>(...statement)).rows

/** The one row a statement always answers (an INSERT … RETURNING, an upsert). */
export const onlyRow = async <Row>(db: Queryable, ...statement: Statement): Promise<Row> => {
  const row = await firstRow<Row>(db, ...statement)
  if (row === null) throw new Error(`no row answered: ${statement[0].trim().split("\n")[0]}`)
  return row
}

/** How many rows a statement wrote (an UPDATE or DELETE that may find nothing to change). */
export const changedRows = async (db: Queryable, ...statement: Statement): Promise<number> =>
  (await db.query(...statement)).rowCount

/** The first column of the first row (a statement that answers one value), or null when it answers no row. */
export const firstValue = async <Value>(db: Queryable, ...statement: Statement): Promise<Value | null> => {
  const row = await firstRow<Record<string, Value>>(db, ...statement)
  return row === null ? null : (Object.values(row)[0] ?? null)
}

/**
 * A read that needs nothing but its values: a function of the database and the statement's values,
 * in order, answering every row (`Params` names them: `[showId: number, after: Date]`).
 */
export const rowsQuery =
  <Row, Params extends ReadonlyArray<unknown>>(sql: string, name?: string) =>
  (db: Queryable, ...params: Params): Promise<ReadonlyArray<Row>> =>
    allRows<Row>(db, sql, params, name)
