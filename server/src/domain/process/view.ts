import { purchaseProcessOf, type CartPlace, type PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { generalSlotOf } from "../holds.js"
import type { OpenedProcess } from "./access.js"

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

/** A place row as core's cart rule reads it. */
const cartPlaceOf = (row: PlaceRow): CartPlace => ({
  idFuncion: row.performance_id,
  startsAt: row.starts_at.getTime(),
  show: {
    id: row.show_id,
    name: row.show_name,
    seo: row.show_seo,
    cartelType: row.cartel_type,
    venueName: row.venue_name,
  },
  sectorId: row.sector_id,
  sectorName: row.sector_name,
  seatId: row.seat_id,
  generalSlot: generalSlotOf(row.place_key),
  rowLabel: row.row_label,
  rowIndex: row.row_index,
  seatNumber: row.seat_number,
  listPrice: Number(row.list_price),
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
  promotion:
    row.promotion_id === null
      ? null
      : { id: row.promotion_id, name: row.promotion_name ?? "", bins: row.promotion_bins },
})

/** What the cart shows of the process itself, with the key the answer carries back. */
export type ProcessHead = Pick<
  OpenedProcess,
  "id" | "process_type" | "started_at" | "expires_at" | "contiguous" | "purchaseKey"
>

/** procesoCompra as the contract sends it, from the places it holds: the cart, its total and its clock. */
export const viewOfPlaces = (process: ProcessHead, places: ReadonlyArray<PlaceRow>): PurchaseProcess =>
  purchaseProcessOf(
    {
      idProcesoDeCompra: process.id,
      purchaseKey: process.purchaseKey,
      processType: process.process_type,
      startedAt: process.started_at.getTime(),
      expiresAt: process.expires_at.getTime(),
      contiguous: process.contiguous,
    },
    places.map(cartPlaceOf),
  )

/** procesoCompra as it stands in the database. */
export const purchaseView = async (db: Queryable, process: ProcessHead, now: number): Promise<PurchaseProcess> =>
  viewOfPlaces(process, (await db.query<PlaceRow>(PLACES, [process.id, new Date(now)])).rows)
