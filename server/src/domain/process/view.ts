import { functionDateAt, type CartLine, type FunctionDate, type HeldPosition, type PurchaseProcess } from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { postersOf } from "../catalogue/posters.js"
import { generalPositionId, generalSlotOf } from "../holds.js"
import type { ProcessRow } from "./access.js"

/** A place of the cart with what the cart shows of it. */
export interface PlaceRow {
  readonly performance_id: number
  readonly place_key: string
  readonly sector_id: number
  readonly seat_id: number | null
  readonly price: string | number
  readonly service_charge: string | number
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

// Sold places, and holds still running: an expired hold is no longer the process's.
const PLACES = `
  SELECT c.performance_id, c.place_key, c.sector_id, c.seat_id, c.price, c.service_charge,
         ms.name AS sector_name, st.row_label, st.row_index, st.seat_number, f.starts_at,
         s.id AS show_id, s.name AS show_name, s.seo AS show_seo, s.cartel_type, v.name AS venue_name
    FROM place_claims c
    JOIN map_sectors ms ON ms.id = c.sector_id
    LEFT JOIN map_seats st ON st.id = c.seat_id
    JOIN performances f ON f.id = c.performance_id
    JOIN shows s ON s.id = f.show_id
    JOIN venues v ON v.id = s.venue_id
   WHERE c.process_id = $1 AND (c.state = 'SOLD' OR c.expires_at > $2)`

/** Functions by date, then sector, row, seat, general-admission slot. */
const cartOrder = (a: PlaceRow, b: PlaceRow): number =>
  a.starts_at.getTime() - b.starts_at.getTime() ||
  a.performance_id - b.performance_id ||
  a.sector_id - b.sector_id ||
  (a.row_index ?? 0) - (b.row_index ?? 0) ||
  (a.seat_number ?? 0) - (b.seat_number ?? 0) ||
  (generalSlotOf(a.place_key) ?? 0) - (generalSlotOf(b.place_key) ?? 0)

const positionOf = (row: PlaceRow): HeldPosition => ({
  idPosicion: row.seat_id ?? generalPositionId(row.sector_id, generalSlotOf(row.place_key) ?? 0),
  idSector: row.sector_id,
  cSector: row.sector_name,
  cFila: row.row_label,
  cButaca: row.seat_number === null ? null : String(row.seat_number),
  // What the place costs the shopper: the ticket after its promotion, plus the service charge.
  fPrecio: Number(row.price) + Number(row.service_charge),
})

const sum = (amounts: ReadonlyArray<number>) => amounts.reduce((total, amount) => total + amount, 0)

// core's functionDateAt reads the instant through Intl three times (≈ 30 µs, a tenth of the server's
// time on a seat hold), and carts show the same few functions over and over: each start is read once.
// A catalogue has a few thousand start times; past that many, the memo starts over.
const functionDates = new Map<number, FunctionDate>()

const functionDateOf = (startsAt: Date): FunctionDate => {
  const known = functionDates.get(startsAt.getTime())
  if (known !== undefined) return known
  if (functionDates.size >= 4096) functionDates.clear()
  const date = functionDateAt(startsAt.getTime())
  functionDates.set(startsAt.getTime(), date)
  return date
}

/** The cart lines of these places, one per function, in the order of the functions' dates. */
const cartLines = (rows: ReadonlyArray<PlaceRow>): ReadonlyArray<CartLine> => {
  const byPerformance = new Map<number, Array<PlaceRow>>()
  for (const row of rows) {
    const group = byPerformance.get(row.performance_id)
    if (group === undefined) byPerformance.set(row.performance_id, [row])
    else group.push(row)
  }
  return [...byPerformance.values()].map((group) => {
    const first = group[0]!
    const listaPosicion = group.map(positionOf)
    return {
      idFuncion: first.performance_id,
      oEspectaculo: {
        idEspectaculoCartel: first.show_id,
        cEspectaculoCartelNombre: first.show_name,
        cEstablecimientoNombre: first.venue_name,
        idEspectaculoCartelTipo: first.cartel_type,
        listaImagenEspectaculoCartel: postersOf(first.show_seo),
      },
      oFuncionFecha: functionDateOf(first.starts_at),
      nCantidadPosiciones: listaPosicion.length,
      listaPosicion,
      fPrecioTotalFinal: sum(listaPosicion.map((position) => position.fPrecio)),
    }
  })
}

/** What the cart shows of the process itself. */
export type ProcessHead = Pick<ProcessRow, "id" | "process_type" | "started_at" | "expires_at" | "contiguous">

/** procesoCompra as the contract sends it, from the places it holds: the cart, its total and its clock. */
export const viewOfPlaces = (process: ProcessHead, places: ReadonlyArray<PlaceRow>): PurchaseProcess => {
  const listaFuncion = cartLines([...places].sort(cartOrder))
  return {
    idProcesoDeCompra: process.id,
    ctProcess: process.process_type,
    listaFuncion,
    oCantidadTotal: { nCantidadTotal: sum(listaFuncion.map((line) => line.nCantidadPosiciones)) },
    fPrecioTotalFinal: sum(listaFuncion.map((line) => line.fPrecioTotalFinal)),
    dInicio: process.started_at.toISOString(),
    dVencimiento: process.expires_at.toISOString(),
    lContiguas: process.contiguous,
  }
}

/** procesoCompra as it stands in the database. */
export const purchaseView = async (db: Queryable, process: ProcessRow, now: number): Promise<PurchaseProcess> =>
  viewOfPlaces(process, (await db.query<PlaceRow>(PLACES, [process.id, new Date(now)])).rows)
