import type { Queryable } from "../../db/database.js"
import { allRows } from "../rows.js"

/** A place of the cart with what the cart shows of it. */
export interface PlaceRow {
  readonly performance_id: number
  readonly place_key: string
  readonly sector_id: number
  readonly seat_id: number | null
  /** The ticket's full price; its price after the promotion; the service charge. */
  readonly list_price: string | number
  readonly price: string | number
  readonly service_charge: string | number
  /** The promotion the place was taken with, if any. */
  readonly promotion_id: number | null
  readonly promotion_name: string | null
  readonly promotion_bins: ReadonlyArray<string> | null
  readonly sector_name: string
  readonly row_label: string | null
  readonly row_index: number | null
  readonly seat_number: number | null
  readonly starts_at: Date
  readonly show_id: number
  readonly show_name: string
  readonly show_seo: string
  readonly cartel_type: number
  readonly venue_name: string
}

/**
 * A claim `c`'s full price: its show's price for the sector `sp` (joined on the claim's function
 * `f`); a place without a promotion is at full price already.
 */
export const LIST_PRICE = "CASE WHEN c.promotion_id IS NULL THEN c.price ELSE coalesce(sp.price, c.price) END"

/** Joins the show's price `sp` of a claim `c` of function `f`, and its promotion `pr`. */
export const PRICE_JOINS = `
    LEFT JOIN show_prices sp ON sp.show_id = f.show_id AND sp.sector_id = c.sector_id
    LEFT JOIN promotions pr ON pr.id = c.promotion_id`

// Sold places, and holds still running: an expired hold is no longer the process's.
const PLACES = `
  SELECT c.performance_id, c.place_key, c.sector_id, c.seat_id, c.price, c.service_charge,
         ${LIST_PRICE} AS list_price, c.promotion_id, pr.name AS promotion_name, pr.bins AS promotion_bins,
         ms.name AS sector_name, st.row_label, st.row_index, st.seat_number, f.starts_at,
         s.id AS show_id, s.name AS show_name, s.seo AS show_seo, s.cartel_type, v.name AS venue_name
    FROM place_claims c
    JOIN map_sectors ms ON ms.id = c.sector_id
    LEFT JOIN map_seats st ON st.id = c.seat_id
    JOIN performances f ON f.id = c.performance_id
    JOIN shows s ON s.id = f.show_id
    JOIN venues v ON v.id = s.venue_id ${PRICE_JOINS}
   WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)`

/** The process's places as its cart shows them: sold, or held by a hold still running. */
export const placesOfProcess = (db: Queryable, processId: number, now: number): Promise<ReadonlyArray<PlaceRow>> =>
  allRows<PlaceRow>(db, PLACES, [processId, new Date(now)])

/** What a place costs: its full price, its price, its service charge, and the cards its promotion asks for. */
export interface PlacePriceRow {
  readonly list_price: string | number
  readonly price: string | number
  readonly service_charge: string | number
  readonly bins: ReadonlyArray<string> | null
}

// Sold places and holds still running count; an expired hold is no longer the process's.
const PRICES = `
  SELECT ${LIST_PRICE} AS list_price, c.price, c.service_charge, pr.bins
    FROM place_claims c
    JOIN performances f ON f.id = c.performance_id ${PRICE_JOINS}
   WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)`

/** The prices of the process's places, as its amounts add them. */
export const pricesOfProcess = (db: Queryable, processId: number, now: number): Promise<ReadonlyArray<PlacePriceRow>> =>
  allRows<PlacePriceRow>(db, PRICES, [processId, new Date(now)])
