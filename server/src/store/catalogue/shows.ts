import { PRODUCT_SHOW_TYPE } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { allRows, firstRow } from "../rows.js"
import { VENUE_COLUMNS, type VenueRow } from "./venues.js"

/** A show as its card on the billboard is built. */
export interface ShowCardRow extends VenueRow {
  readonly id: number
  readonly name: string
  readonly seo: string
  readonly cartel_type: number
  readonly featured: boolean
  readonly type_id: number
  readonly type_name: string
  readonly type_name_en: string | null
  readonly type_order: number
  /** numeric: text on PGlite, a number on pg; null when the show has no prices. */
  readonly price_from: string | number | null
  readonly next_at: Date | null
}

/** Which shows to list: on sale (a function still ahead, not a product), the products, or these ids. */
export type CardSelection =
  | { readonly kind: "onSale" }
  | { readonly kind: "products" }
  | { readonly kind: "ids"; readonly ids: ReadonlyArray<number> }

const CONDITIONS: Record<CardSelection["kind"], string> = {
  onSale: "s.cartel_type <> $2 AND EXISTS (SELECT 1 FROM performances f WHERE f.show_id = s.id AND f.starts_at > $1)",
  products: "s.cartel_type = $2",
  ids: "s.id = ANY($2::int[])",
}

const cardQuery = (condition: string) => `
  SELECT * FROM (
    SELECT s.id, s.name, s.seo, s.cartel_type, s.featured,
           t.id AS type_id, t.name AS type_name, t.name_en AS type_name_en, t.sort_order AS type_order, ${VENUE_COLUMNS},
           (SELECT min(p.price) FROM show_prices p WHERE p.show_id = s.id) AS price_from,
           (SELECT min(f.starts_at) FROM performances f WHERE f.show_id = s.id AND f.starts_at > $1) AS next_at
    FROM shows s
    JOIN show_types t ON t.id = s.type_id
    JOIN venues v ON v.id = s.venue_id
    JOIN zones z ON z.id = v.zone_id
    WHERE ${condition}
  ) card
  ORDER BY next_at NULLS LAST, id`

/** The rows of the selected shows, soonest function after `now` first. */
export const showCardRows = (
  db: Queryable,
  now: number,
  selection: CardSelection,
): Promise<ReadonlyArray<ShowCardRow>> => {
  const parameter = selection.kind === "ids" ? [...selection.ids] : PRODUCT_SHOW_TYPE
  return allRows<ShowCardRow>(db, cardQuery(CONDITIONS[selection.kind]), [new Date(now), parameter])
}

/** What the show's landing tells beyond its card. */
interface ShowDescriptionRow {
  readonly description: string
  readonly description_en: string
  readonly duration_minutes: number
  readonly rating: string
}

/** The show's descriptions, duration and age rating; null when there is no such show. */
export const showDescription = (db: Queryable, showId: number): Promise<ShowDescriptionRow | null> =>
  firstRow<ShowDescriptionRow>(
    db,
    "SELECT description, description_en, duration_minutes, rating FROM shows WHERE id = $1",
    [showId],
  )
