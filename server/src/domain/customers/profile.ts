import type { Customer } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { accountById, hasAlias } from "./accounts.js"
import { addressesOf } from "./addresses.js"
import { phones } from "./phones.js"

/** The signed-in customer as GET /v2/Cliente/Informacion answers it. */
export const customerProfile = async (db: Queryable, customerId: number): Promise<Customer> => {
  const [account, listaDomicilio, listaTelefono] = await Promise.all([
    accountById(db, customerId),
    addressesOf(db, customerId),
    phones.entriesOf(db, customerId),
  ])
  return {
    idCliente: account.id,
    cEmail: account.email,
    ...account.personal,
    lAlias: hasAlias(account.personal),
    listaDomicilio,
    listaTelefono,
  }
}
