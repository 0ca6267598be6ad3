import type { Address, AddressRequest } from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { addContact, changeContact, listContacts, removeContact, type ContactRow } from "./contactList.js"

type StoredAddress = Omit<AddressRequest, "lPredeterminado">

const addressOf = (row: ContactRow): Address => ({
  idClienteDomicilio: row.id,
  ...(row.data as StoredAddress),
  lPredeterminado: row.is_default,
})

const stored = ({ lPredeterminado: _default, ...fields }: AddressRequest): StoredAddress => fields

export const addressesOf = async (db: Queryable, customerId: number): Promise<ReadonlyArray<Address>> =>
  (await listContacts(db, "addresses", customerId)).map(addressOf)

export const addAddress = async (db: Database, customerId: number, fields: AddressRequest): Promise<Address> =>
  addressOf(await addContact(db, "addresses", customerId, stored(fields), fields.lPredeterminado))

/** Null when the address is not this customer's. */
export const changeAddress = async (
  db: Database,
  customerId: number,
  id: number,
  fields: AddressRequest,
): Promise<Address | null> => {
  const row = await changeContact(db, "addresses", customerId, id, stored(fields), fields.lPredeterminado)
  return row === null ? null : addressOf(row)
}

export const removeAddress = (db: Database, customerId: number, id: number): Promise<boolean> =>
  removeContact(db, "addresses", customerId, id)
