import { purchaseProcessOf, type CartPlace, type ListedPlace, type PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { placesOfProcess, type PlaceRow } from "../../store/purchases/cart.js"
import { generalSlotOf } from "../../store/purchases/holds.js"
import type { OpenedProcess } from "./access.js"

/** The columns of a held or sold place that core lists it by (the cart's rows, POST …/Posiciones's). */
type ListedPlaceRow = Pick<
  PlaceRow,
  | "place_key"
  | "sector_id"
  | "seat_id"
  | "row_label"
  | "seat_number"
  | "list_price"
  | "price"
  | "service_charge"
  | "promotion_id"
  | "promotion_bins"
>

/** A place row as core lists it, its sector and promotion named as the caller reads them. */
export const listedPlaceOf = (
  row: ListedPlaceRow,
  names: { readonly sector: string; readonly promotion: string },
): ListedPlace => ({
  sectorId: row.sector_id,
  sectorName: names.sector,
  seatId: row.seat_id,
  generalSlot: generalSlotOf(row.place_key),
  rowLabel: row.row_label,
  seatNumber: row.seat_number,
  listPrice: Number(row.list_price),
  price: Number(row.price),
  serviceCharge: Number(row.service_charge),
  promotion:
    row.promotion_id === null ? null : { id: row.promotion_id, name: names.promotion, bins: row.promotion_bins },
})

/** A place row as core's cart rule reads it. */
const cartPlaceOf = (row: PlaceRow): CartPlace => ({
  ...listedPlaceOf(row, { sector: row.sector_name, promotion: row.promotion_name ?? "" }),
  idFuncion: row.performance_id,
  startsAt: row.starts_at.getTime(),
  show: {
    id: row.show_id,
    name: row.show_name,
    seo: row.show_seo,
    cartelType: row.cartel_type,
    venueName: row.venue_name,
  },
  rowIndex: row.row_index,
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
  viewOfPlaces(process, await placesOfProcess(db, process.id, now))
