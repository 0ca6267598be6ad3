import type { ExternalProfile } from "@boleteria/core"
import type { Queryable } from "../db/database.js"
import { accountById, hasAlias } from "../domain/customers/accounts.js"

/** GET /v2/Cliente/Externo: the reference provider's accounts are the shop's own customers. */
export const externalProfile = async (db: Queryable, customerId: number): Promise<ExternalProfile> => {
  const account = await accountById(db, customerId)
  return {
    idCliente: account.id,
    cEmail: account.email,
    cNombre: account.personal.cNombre,
    cApellido: account.personal.cApellido,
    cAlias: account.personal.cAlias,
    lAlias: hasAlias(account.personal),
  }
}
