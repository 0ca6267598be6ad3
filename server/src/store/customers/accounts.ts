import type { Queryable } from "../../db/database.js"
import { firstRow, firstValue } from "../rows.js"

/** A customer as the customers table keeps it: the names in columns, the rest of the personal data in `data`. */
export interface AccountRow {
  readonly id: number
  readonly email: string
  readonly password_hash: string
  readonly first_name: string
  readonly last_name: string
  readonly data: unknown
}

const ACCOUNT_COLUMNS = "id, email, password_hash, first_name, last_name, data"

/** E-mails are one account whatever their case. */
export const accountRowByEmail = (db: Queryable, email: string): Promise<AccountRow | null> =>
  firstRow<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE lower(email) = lower($1)`, [email])

export const accountRowById = (db: Queryable, id: number): Promise<AccountRow | null> =>
  firstRow<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE id = $1`, [id])

/** The personal data as its columns keep it. */
export interface PersonalColumns {
  readonly firstName: string
  readonly lastName: string
  readonly data: object
}

export interface NewAccount extends PersonalColumns {
  readonly email: string
  readonly passwordHash: string
  readonly createdAt: Date
}

/** The new account's row; null when the e-mail already has one (also when two sign-ups race). */
export const insertAccount = (db: Queryable, account: NewAccount): Promise<AccountRow | null> =>
  firstRow<AccountRow>(
    db,
    `INSERT INTO customers (email, password_hash, first_name, last_name, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [account.email, account.passwordHash, account.firstName, account.lastName, account.data, account.createdAt],
  )

export const updatePersonalColumns = async (db: Queryable, id: number, columns: PersonalColumns): Promise<void> => {
  await db.query("UPDATE customers SET first_name = $2, last_name = $3, data = $4 WHERE id = $1", [
    id,
    columns.firstName,
    columns.lastName,
    columns.data,
  ])
}

export const setPasswordHash = async (db: Queryable, id: number, passwordHash: string): Promise<void> => {
  await db.query("UPDATE customers SET password_hash = $2 WHERE id = $1", [id, passwordHash])
}

/** Sets the password hash only while it is still `current`: a rehash never undoes a change made meanwhile. */
export const replacePasswordHash = async (db: Queryable, id: number, current: string, next: string): Promise<void> => {
  await db.query("UPDATE customers SET password_hash = $3 WHERE id = $1 AND password_hash = $2", [id, current, next])
}

/** The customer's e-mail (a charge keeps it for the confirmation mail); null for no such customer. */
export const emailOfCustomer = (db: Queryable, id: number): Promise<string | null> =>
  firstValue<string>(db, "SELECT email FROM customers WHERE id = $1", [id])

/** Serialises changes to one customer's lists (addresses, phones) across server processes. */
export const lockCustomer = async (tx: Queryable, customerId: number): Promise<void> => {
  await tx.query("SELECT id FROM customers WHERE id = $1 FOR UPDATE", [customerId])
}
