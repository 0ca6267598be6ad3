import type { Database, Queryable } from "../../db/database.js"
import { lockCustomer } from "../../store/customers/accounts.js"
import {
  contactById,
  contactsOf,
  ensureDefault,
  insertContact,
  markContactDeleted,
  markOnlyDefault,
  updateContact,
  type ContactList,
  type ContactRow,
  type ContactTable,
} from "../../store/customers/contacts.js"

// Addresses and phones behave alike: a customer's list where exactly one entry is the default
// while any exist. The first entry becomes the default, marking one unmarks the others, and
// removing or unmarking the default passes the mark to the oldest other entry.

const rowOf = async (tx: Queryable, list: ContactList, id: number): Promise<ContactRow> => {
  const row = await contactById(tx, list.table, id)
  if (row === null) throw new Error(`${list.table} ${id} vanished inside its own transaction`)
  return row
}

const addContact = (db: Database, list: ContactList, data: object, wantsDefault: boolean): Promise<ContactRow> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, list.customerId)
    const id = await insertContact(tx, list, data)
    if (wantsDefault) await markOnlyDefault(tx, list, id)
    await ensureDefault(tx, list, null)
    return rowOf(tx, list, id)
  })

/** Null when the entry is not this customer's (or was removed): the caller answers 404 either way. */
const changeContact = (
  db: Database,
  list: ContactList,
  id: number,
  data: object,
  wantsDefault: boolean,
): Promise<ContactRow | null> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, list.customerId)
    if (!(await updateContact(tx, list, id, data, wantsDefault))) return null
    if (wantsDefault) await markOnlyDefault(tx, list, id)
    await ensureDefault(tx, list, id)
    return rowOf(tx, list, id)
  })

/**
 * Removes the entry from the customer's list. The row stays (marked deleted) because a purchase
 * may have been shipped to it. False when it is not this customer's.
 */
const removeContact = (db: Database, list: ContactList, id: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockCustomer(tx, list.customerId)
    if (!(await markContactDeleted(tx, list, id))) return false
    await ensureDefault(tx, list, null)
    return true
  })

/** What a request asks of an entry: its fields, and whether it is to be the default. */
interface ContactRequest {
  readonly lPredeterminado: boolean
}

const storedFields = <Request extends ContactRequest>({ lPredeterminado: _default, ...fields }: Request): object =>
  fields

/**
 * A kind of list (addresses, phones) as the routes use it. An entry is the request's fields as
 * stored, its id under `idField` and whether it is the default.
 */
export const contactBook = <Request extends ContactRequest, Entry extends Request>(
  table: ContactTable,
  idField: Exclude<keyof Entry, keyof Request>,
) => {
  const entryOf = (row: ContactRow) =>
    ({ [idField]: row.id, ...(row.data as object), lPredeterminado: row.is_default }) as Entry
  return {
    entriesOf: async (db: Queryable, customerId: number): Promise<ReadonlyArray<Entry>> =>
      (await contactsOf(db, { table, customerId })).map(entryOf),
    add: async (db: Database, customerId: number, fields: Request): Promise<Entry> =>
      entryOf(await addContact(db, { table, customerId }, storedFields(fields), fields.lPredeterminado)),
    /** Null when the entry is not this customer's. */
    change: async (db: Database, customerId: number, id: number, fields: Request): Promise<Entry | null> => {
      const row = await changeContact(db, { table, customerId }, id, storedFields(fields), fields.lPredeterminado)
      return row === null ? null : entryOf(row)
    },
    /** False when the entry is not this customer's. */
    remove: (db: Database, customerId: number, id: number): Promise<boolean> =>
      removeContact(db, { table, customerId }, id),
  }
}
