import type { Queryable } from "../database.js"

// PostgreSQL takes at most 65,535 parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000

/**
 * Inserts `rows` (one array of values per row, in `columns` order) with multi-row INSERTs,
 * as few statements as the parameter limit allows. Answers the `returning` columns of every row.
 */
export const insertRows = async <Returned = never>(
  db: Queryable,
  table: string,
  columns: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  returning?: string,
): Promise<ReadonlyArray<Returned>> => {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  const returned: Array<Returned> = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement)
    const tuples = batch.map(
      (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(", ")})`,
    )
    const sql =
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${tuples.join(", ")}` +
      (returning === undefined ? "" : ` RETURNING ${returning}`)
    const result = await db.query<Returned>(sql, batch.flat())
    returned.push(...result.rows)
  }
  return returned
}

/** A record's field as a column holds it: a list or an object as JSON. */
const asColumn = (value: unknown): unknown =>
  value !== null && typeof value === "object" ? JSON.stringify(value) : value

/** Inserts `records` into `table`, each column (a key of `columns`) from the record's field it names. */
export const insertRecords = <Record>(
  db: Queryable,
  table: string,
  records: ReadonlyArray<Record>,
  columns: Readonly<{ [column: string]: keyof Record }>,
): Promise<ReadonlyArray<never>> =>
  insertRows(
    db,
    table,
    Object.keys(columns),
    records.map((record) => Object.values(columns).map((field) => asColumn(record[field]))),
  )
