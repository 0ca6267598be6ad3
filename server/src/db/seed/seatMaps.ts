import { seatsOfRows, type SeatMapFile } from "@boleteria/core"
import type { Queryable } from "../database.js"
import { insertRows } from "./insertRows.js"

/** The id of each sector, by map code and sector code. */
export type SectorIds = ReadonlyMap<string, number>

export const sectorKey = (mapCode: string, sectorCode: string) => `${mapCode}/${sectorCode}`

/** Inserts the maps, their sectors and every seat of the numbered sectors, laid out from the compact rows. */
export const insertSeatMaps = async (db: Queryable, maps: ReadonlyArray<SeatMapFile>): Promise<SectorIds> => {
  await insertRows(
    db,
    "seat_maps",
    ["code", "width", "height"],
    maps.map((map) => [map.cMapa, map.nAncho, map.nAlto]),
  )
  const sectorIds = new Map<string, number>()
  const seats: Array<ReadonlyArray<unknown>> = []
  for (const map of maps) {
    const sectors = map.listaSector.map((sector) => ({
      sector,
      seats: sector.lNumerada ? seatsOfRows(sector.listaFila) : [],
    }))
    const inserted = await insertRows<{ id: number; code: string }>(
      db,
      "map_sectors",
      ["map_code", "code", "name", "name_en", "numbered", "capacity", "area"],
      sectors.map(({ sector, seats }) => [
        map.cMapa,
        sector.cCodigo,
        sector.cNombre,
        sector.cNombreEn,
        sector.lNumerada,
        sector.lNumerada ? seats.length : sector.nCapacidad,
        sector.lNumerada ? null : JSON.stringify(sector.oArea),
      ]),
      "id, code",
    )
    const idOf = new Map(inserted.map((row) => [row.code, row.id]))
    for (const { sector, seats: placements } of sectors) {
      const id = idOf.get(sector.cCodigo)
      if (id === undefined) throw new Error(`seat map ${map.cMapa}: sector ${sector.cCodigo} was not inserted`)
      sectorIds.set(sectorKey(map.cMapa, sector.cCodigo), id)
      for (const seat of placements) seats.push([id, seat.row, seat.rowIndex, seat.seat, seat.x, seat.y, seat.access])
    }
  }
  await insertRows(db, "map_seats", ["sector_id", "row_label", "row_index", "seat_number", "x", "y", "access"], seats)
  return sectorIds
}
