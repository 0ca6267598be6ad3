import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** Whether the address is one of the customer's own, not removed: home delivery may go there. */
export const isOwnAddress = async (db: Queryable, addressId: number, customerId: number): Promise<boolean> =>
  (await firstRow(db, "SELECT id FROM addresses WHERE id = $1 AND customer_id = $2 AND NOT deleted", [
    addressId,
    customerId,
  ])) !== null
