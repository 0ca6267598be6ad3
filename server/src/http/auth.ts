import type { Queryable } from "../db/database.js"
import { customerIdOf } from "../domain/customers/sessions.js"
import { unauthorized } from "./problems.js"

export const requireCustomer = async (db: Queryable, token: string | null, now: number): Promise<number> => {
  const id = await customerIdOf(db, token, now)
  if (id === null) throw unauthorized()
  return id
}
