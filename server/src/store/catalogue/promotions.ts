import { rowsQuery } from "../rows.js"

interface PromotionRow {
  readonly id: number
  readonly name: string
  readonly name_en: string | null
  readonly description: string | null
  readonly description_en: string | null
  readonly kind: "DOS_POR_UNO" | "PORCENTAJE"
  readonly percent: number | null
  readonly min_quantity: number
  readonly max_quantity: number
  readonly bins: ReadonlyArray<string> | null
}

// A null list means "every show" or "every day"; weekdays are 0 = Sunday … 6 = Saturday.
// Promotions bound to card BINs are listed too: paid with another card, their places go back to full price.
const FOR_SHOW_AND_WEEKDAY = `
  SELECT id, name, name_en, description, description_en, kind, percent, min_quantity, max_quantity, bins
  FROM promotions
  WHERE (show_ids IS NULL OR show_ids @> to_jsonb($1::int))
    AND (weekdays IS NULL OR weekdays @> to_jsonb($2::int))
  ORDER BY id`

/** The promotions of the show on the weekday (0 = Sunday … 6 = Saturday), in id order. */
export const promotionsOfShowOn = rowsQuery<PromotionRow, [showId: number, weekday: number]>(FOR_SHOW_AND_WEEKDAY)
