import type { Phone, PhoneRequest } from "@boleteria/core"
import type { Database, Queryable } from "../../db/database.js"
import { addContact, changeContact, listContacts, removeContact, type ContactRow } from "./contactList.js"

type StoredPhone = Omit<PhoneRequest, "lPredeterminado">

const phoneOf = (row: ContactRow): Phone => ({
  idClienteTelefono: row.id,
  ...(row.data as StoredPhone),
  lPredeterminado: row.is_default,
})

const stored = ({ lPredeterminado: _default, ...fields }: PhoneRequest): StoredPhone => fields

export const phonesOf = async (db: Queryable, customerId: number): Promise<ReadonlyArray<Phone>> =>
  (await listContacts(db, "phones", customerId)).map(phoneOf)

export const addPhone = async (db: Database, customerId: number, fields: PhoneRequest): Promise<Phone> =>
  phoneOf(await addContact(db, "phones", customerId, stored(fields), fields.lPredeterminado))

/** Null when the phone is not this customer's. */
export const changePhone = async (
  db: Database,
  customerId: number,
  id: number,
  fields: PhoneRequest,
): Promise<Phone | null> => {
  const row = await changeContact(db, "phones", customerId, id, stored(fields), fields.lPredeterminado)
  return row === null ? null : phoneOf(row)
}

export const removePhone = (db: Database, customerId: number, id: number): Promise<boolean> =>
  removeContact(db, "phones", customerId, id)
