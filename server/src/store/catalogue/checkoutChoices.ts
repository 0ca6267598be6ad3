import type { DeliveryType } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

export interface DeliveryTypeRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly code: DeliveryType["cCodigo"]
  readonly price: string | number
  readonly requires_address: boolean
}

/** The ways tickets travel (e-ticket, box office, home), in id order. */
export const deliveryTypeRows = (db: Queryable): Promise<ReadonlyArray<DeliveryTypeRow>> =>
  allRows<DeliveryTypeRow>(
    db,
    "SELECT id, name, name_en, code, price, requires_address FROM delivery_types ORDER BY id",
    [],
  )

export interface ExtraProductRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly description: string | null
  readonly description_en: string | null
  readonly price: string | number
  readonly max_quantity: number
}

/** The products sold with the tickets, in id order. */
export const extraProductRows = (db: Queryable): Promise<ReadonlyArray<ExtraProductRow>> =>
  allRows<ExtraProductRow>(
    db,
    "SELECT id, name, name_en, description, description_en, price, max_quantity FROM extra_products ORDER BY id",
    [],
  )
