import type { Database, Queryable } from "../../db/database.js"

/**
 * Addresses and phones behave alike: a customer's list where exactly one entry is the default
 * while any exist. The first entry becomes the default, marking one unmarks the others, and
 * removing or unmarking the default passes the mark to the oldest other entry.
 */
export type ContactTable = "addresses" | "phones"

export interface ContactRow {
  readonly id: number
  readonly data: unknown
  readonly is_default: boolean
}

export const listContacts = async (
  db: Queryable,
  table: ContactTable,
  customerId: number,
): Promise<ReadonlyArray<ContactRow>> =>
  (
    await db.query<ContactRow>(
      `SELECT id, data, is_default FROM ${table} WHERE customer_id = $1 AND NOT deleted ORDER BY id`,
      [customerId],
    )
  ).rows

/** Serialises changes to one customer's list across server processes. */
const lockCustomer = (tx: Queryable, customerId: number) =>
  tx.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId])

const markOnly = (tx: Queryable, table: ContactTable, customerId: number, id: number) =>
  tx.query(`UPDATE ${table} SET is_default = (id = $2) WHERE customer_id = $1 AND NOT deleted`, [customerId, id])

/** When no entry is the default, the oldest one (other than `avoid`, when possible) becomes it. */
const ensureDefault = (tx: Queryable, table: ContactTable, customerId: number, avoid: number | null) =>
  tx.query(
    `UPDATE ${table} SET is_default = true
     WHERE id = (SELECT id FROM ${table} WHERE customer_id = $1 AND NOT deleted ORDER BY (id = $2), id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM ${table} WHERE customer_id = $1 AND NOT deleted AND is_default)`,
    [customerId, avoid ?? -1],
  )

const rowOf = async (tx: Queryable, table: ContactTable, id: number): Promise<ContactRow> => {
  const { rows } = await tx.query<ContactRow>(`SELECT id, data, is_default FROM ${table} WHERE id = $1`, [id])
  if (rows[0] === undefined) throw new Error(`${table} ${id} vanished inside its own transaction`)
  return rows[0]
}

export const addContact = (
  db: Database,
  table: ContactTable,
  customerId: number,
  data: object,
  wantsDefault: boolean,
): Promise<ContactRow> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId)
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (customer_id, data, is_default) VALUES ($1, $2, false) RETURNING id`,
      [customerId, data],
    )
    const id = rows[0]!.id
    if (wantsDefault) await markOnly(tx, table, customerId, id)
    await ensureDefault(tx, table, customerId, null)
    return rowOf(tx, table, id)
  })

/** Null when the entry is not this customer's (or was removed): the caller answers 404 either way. */
export const changeContact = (
  db: Database,
  table: ContactTable,
  customerId: number,
  id: number,
  data: object,
  wantsDefault: boolean,
): Promise<ContactRow | null> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId)
    const { rowCount } = await tx.query(
      `UPDATE ${table} SET data = $3, is_default = $4 WHERE id = $1 AND customer_id = $2 AND NOT deleted`,
      [id, customerId, data, wantsDefault],
    )
    if (rowCount === 0) return null
    if (wantsDefault) await markOnly(tx, table, customerId, id)
    await ensureDefault(tx, table, customerId, id)
    return rowOf(tx, table, id)
  })

/**
 * Removes the entry from the customer's list. The row stays (marked deleted) because a purchase
 * may have been shipped to it. False when it is not this customer's.
 */
export const removeContact = (db: Database, table: ContactTable, customerId: number, id: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, customerId)
    const { rowCount } = await tx.query(
      `UPDATE ${table} SET deleted = true, is_default = false WHERE id = $1 AND customer_id = $2 AND NOT deleted`,
      [id, customerId],
    )
    if (rowCount === 0) return false
    await ensureDefault(tx, table, customerId, null)
    return true
  })
