import {
  functionDateAt,
  inLanguage,
  type AnswerLanguage,
  type Performance,
  type Seat,
  type SeatAccess,
  type SeatState,
  type Sector,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import type { PerformanceRecord } from "./performanceRecord.js"
import { promotionsOf } from "./promotions.js"
import { venueOf } from "./venues.js"

/** [id, row, seat number, x, y, access] */
type SeatTuple = readonly [number, string, number, number, number, SeatAccess | null]

interface SectorSeatsRow {
  readonly sector_id: number
  readonly seats: ReadonlyArray<SeatTuple>
}

interface SectorClaimsRow {
  readonly sector_id: number
  readonly taken: number
  readonly sold: ReadonlyArray<number>
  readonly held: ReadonlyArray<number>
}

// The arena has ~20,000 seats: one JSON array per sector costs a fraction of 20,000 rows.
const SEATS = `
  SELECT sector_id, json_agg(json_build_array(id, row_label, seat_number, x, y, access) ORDER BY row_index, seat_number) AS seats
  FROM map_seats WHERE sector_id = ANY($1::int[])
  GROUP BY sector_id`

// Sold places, and holds whose 12 minutes are not over (an expired hold is a free place), per sector.
const LIVE_CLAIMS = `
  SELECT sector_id, count(*)::int AS taken,
    coalesce(json_agg(seat_id) FILTER (WHERE seat_id IS NOT NULL AND state = 'SOLD'), '[]') AS sold,
    coalesce(json_agg(seat_id) FILTER (WHERE seat_id IS NOT NULL AND state = 'HELD'), '[]') AS held
  FROM place_claims
  WHERE performance_id = $1 AND (state = 'SOLD' OR expires_at > $2)
  GROUP BY sector_id`

/** GET /v2/Funcion/{id}: every sector with its price and availability, every seat with its state. */
export const performanceView = async (
  db: Queryable,
  now: number,
  performance: PerformanceRecord,
  language: AnswerLanguage,
): Promise<Performance> => {
  const numberedIds = performance.sectors.filter((sector) => sector.numbered).map((sector) => sector.id)
  const [seats, claims, promotions] = await Promise.all([
    numberedIds.length === 0 ? { rows: [] } : db.query<SectorSeatsRow>(SEATS, [numberedIds]),
    db.query<SectorClaimsRow>(LIVE_CLAIMS, [performance.header.id, new Date(now)]),
    promotionsOf(db, performance, language),
  ])
  const seatStates = new Map<number, SeatState>()
  const takenBySector = new Map<number, number>()
  for (const sector of claims.rows) {
    takenBySector.set(sector.sector_id, sector.taken)
    for (const id of sector.sold) seatStates.set(id, "VENDIDA")
    for (const id of sector.held) seatStates.set(id, "RETENIDA")
  }
  const seatsBySector = new Map(
    seats.rows.map((sector) => [
      sector.sector_id,
      sector.seats.map(([id, row, seat, x, y, access]): Seat => ({
        idPosicion: id,
        cFila: row,
        cButaca: String(seat),
        nX: x,
        nY: y,
        cEstado: seatStates.get(id) ?? "LIBRE",
        ...(access === null ? {} : { cAcceso: access }),
      })),
    ]),
  )
  const listaSector = performance.sectors.map((sector): Sector => ({
    idSector: sector.id,
    cNombre: inLanguage(language, sector.name, sector.nameEn),
    lNumerada: sector.numbered,
    fPrecio: sector.price,
    fCargoServicio: sector.serviceCharge,
    nCapacidad: sector.capacity,
    nDisponibles: Math.max(0, sector.capacity - (takenBySector.get(sector.id) ?? 0)),
    listaPosicion: seatsBySector.get(sector.id) ?? [],
    ...(sector.area === null ? {} : { oArea: sector.area }),
  }))
  const { header } = performance
  return {
    idFuncion: header.id,
    idEspectaculoCartel: header.show_id,
    cEspectaculoCartelNombre: header.show_name,
    oEstablecimiento: venueOf(header, language),
    oFuncionFecha: functionDateAt(header.starts_at.getTime()),
    nMaximoPosiciones: header.max_places,
    lAgotada: listaSector.every((sector) => sector.nDisponibles === 0),
    listaSector,
    listaPromocion: promotions,
  }
}
