import type { PaymentMethod, PaymentProviderId } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

export interface CardMethodRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly kind: PaymentMethod["cTipo"]
}

/** The methods of one card processor, in id order (the wallets' are FormasDePago2's, docs/payments.md). */
export const cardMethodRows = (db: Queryable, cardProvider: PaymentProviderId): Promise<ReadonlyArray<CardMethodRow>> =>
  allRows<CardMethodRow>(db, "SELECT id, name, name_en, kind FROM payment_methods WHERE provider = $1 ORDER BY id", [
    cardProvider,
  ])
