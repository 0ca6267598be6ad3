import type { PaymentProviderId, ProviderPaymentMethod } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"

/** A payment method with its provider and the provider's limits (migration 017). */
export interface MethodRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly kind: ProviderPaymentMethod["cTipo"]
  readonly provider: PaymentProviderId
  readonly min_amount: string | number
  readonly max_amount: string | number | null
  readonly max_installments: number
}

/** Every payment method of every provider, in id order (the tenant offers some of them). */
export const methodRows = (db: Queryable): Promise<ReadonlyArray<MethodRow>> =>
  allRows<MethodRow>(
    db,
    "SELECT id, name, name_en, kind, provider, min_amount, max_amount, max_installments FROM payment_methods ORDER BY id",
    [],
  )

/** Whether the server has a method `id` at all, offered or not. */
export const methodExists = async (db: Queryable, id: number): Promise<boolean> =>
  (await firstRow(db, "SELECT 1 FROM payment_methods WHERE id = $1", [id])) !== null
