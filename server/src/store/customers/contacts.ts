import type { Queryable } from "../../db/database.js"
import { allRows, changedRows, firstRow, onlyRow } from "../rows.js"

/** Addresses and phones: a customer's list, one entry of it the default; removed entries stay, marked deleted. */
export type ContactTable = "addresses" | "phones"

/** One customer's list of addresses or of phones. */
export interface ContactList {
  readonly table: ContactTable
  readonly customerId: number
}

export interface ContactRow {
  readonly id: number
  readonly data: unknown
  readonly is_default: boolean
}

export const contactsOf = (db: Queryable, { table, customerId }: ContactList): Promise<ReadonlyArray<ContactRow>> =>
  allRows<ContactRow>(
    db,
    `SELECT id, data, is_default FROM ${table} WHERE customer_id = $1 AND NOT deleted ORDER BY id`,
    [customerId],
  )

export const contactById = (db: Queryable, table: ContactTable, id: number): Promise<ContactRow | null> =>
  firstRow<ContactRow>(db, `SELECT id, data, is_default FROM ${table} WHERE id = $1`, [id])

/** The new entry's id; it is not the default until marked. */
export const insertContact = async (tx: Queryable, { table, customerId }: ContactList, data: object) =>
  (
    await onlyRow<{ id: number }>(
      tx,
      `INSERT INTO ${table} (customer_id, data, is_default) VALUES ($1, $2, false) RETURNING id`,
      [customerId, data],
    )
  ).id

/** False when the entry is not on the list (another customer's, or removed). */
export const updateContact = async (tx: Queryable, list: ContactList, id: number, data: object, isDefault: boolean) =>
  (await changedRows(
    tx,
    `UPDATE ${list.table} SET data = $3, is_default = $4 WHERE id = $1 AND customer_id = $2 AND NOT deleted`,
    [id, list.customerId, data, isDefault],
  )) > 0

/** False when the entry is not on the list (another customer's, or removed already). */
export const markContactDeleted = async (tx: Queryable, { table, customerId }: ContactList, id: number) =>
  (await changedRows(
    tx,
    `UPDATE ${table} SET deleted = true, is_default = false WHERE id = $1 AND customer_id = $2 AND NOT deleted`,
    [id, customerId],
  )) > 0

/** The entry becomes the list's only default. */
export const markOnlyDefault = async (tx: Queryable, { table, customerId }: ContactList, id: number) => {
  await tx.query(`UPDATE ${table} SET is_default = (id = $2) WHERE customer_id = $1 AND NOT deleted`, [customerId, id])
}

/** When no entry is the default, the oldest one (other than `avoid`, when possible) becomes it. */
export const ensureDefault = async (tx: Queryable, { table, customerId }: ContactList, avoid: number | null) => {
  await tx.query(
    `UPDATE ${table} SET is_default = true
     WHERE id = (SELECT id FROM ${table} WHERE customer_id = $1 AND NOT deleted ORDER BY (id = $2), id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM ${table} WHERE customer_id = $1 AND NOT deleted AND is_default)`,
    [customerId, avoid ?? -1],
  )
}
