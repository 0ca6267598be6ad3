import {
  functionDateAt,
  inLanguage,
  type AnswerLanguage,
  type Performance,
  type Seat,
  type SeatState,
  type Sector,
} from "@boleteria/core"
import type { Queryable } from "../../db/database.js"
import { seatsOfSectors } from "../../store/catalogue/seats.js"
import { liveClaimsBySector } from "../../store/purchases/seatAvailability.js"
import type { PerformanceRecord } from "./performanceRecord.js"
import { promotionsOf } from "./promotions.js"
import { venueOf } from "./venues.js"

/** GET /v2/Funcion/{id}: every sector with its price and availability, every seat with its state. */
export const performanceView = async (
  db: Queryable,
  now: number,
  performance: PerformanceRecord,
  language: AnswerLanguage,
): Promise<Performance> => {
  const numberedIds = performance.sectors.filter((sector) => sector.numbered).map((sector) => sector.id)
  const [seats, claims, promotions] = await Promise.all([
    numberedIds.length === 0 ? [] : seatsOfSectors(db, numberedIds),
    liveClaimsBySector(db, performance.header.id, new Date(now)),
    promotionsOf(db, performance, language),
  ])
  const seatStates = new Map<number, SeatState>()
  const takenBySector = new Map<number, number>()
  for (const sector of claims) {
    takenBySector.set(sector.sector_id, sector.taken)
    for (const id of sector.sold) seatStates.set(id, "VENDIDA")
    for (const id of sector.held) seatStates.set(id, "RETENIDA")
  }
  const seatsBySector = new Map(
    seats.map((sector) => [
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
