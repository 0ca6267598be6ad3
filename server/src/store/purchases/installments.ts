import type { Queryable } from "../../db/database.js"
import { firstRow } from "../rows.js"

/** A bank's instalment plan for the cards whose number starts with `bin` (`*`: other banks). */
export interface PlanRow {
  readonly bin: string
  readonly brand: string
  readonly installments: ReadonlyArray<{ readonly nCuotas: number; readonly nRecargoPorcentaje: number }>
}

/** The plan of a card: the longest BIN the card number starts with, else the `*` row (other banks). */
export const planForBin = (db: Queryable, cardBin: string): Promise<PlanRow | null> =>
  firstRow<PlanRow>(
    db,
    `SELECT bin, brand, installments FROM card_installments
      WHERE starts_with($1, bin) OR bin = '*'
      ORDER BY bin = '*', length(bin) DESC LIMIT 1`,
    [cardBin],
  )
