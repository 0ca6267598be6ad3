import { cartelTypeOf, performanceStartOf, searchTextOf, type Catalog } from "@boleteria/core"
import type { Queryable } from "../database.js"
import { insertRows } from "./insertRows.js"
import { sectorKey, type SectorIds } from "./seatMaps.js"

/** Shows (with their search text) and a price per sector of the venue's map; their functions are insertPerformances'. */
export const insertShows = async (db: Queryable, catalog: Catalog, sectorIds: SectorIds): Promise<void> => {
  const venues = new Map(catalog.venues.map((venue) => [venue.idEstablecimiento, venue]))
  const types = new Map(catalog.showTypes.map((type) => [type.idEspectaculoTipo, type]))
  const venueOf = (showId: number, venueId: number) => {
    const venue = venues.get(venueId)
    if (venue === undefined) throw new Error(`show ${showId}: venue ${venueId} is not in venues.json`)
    return venue
  }
  await insertRows(
    db,
    "shows",
    [
      "id",
      "name",
      "seo",
      "type_id",
      "cartel_type",
      "venue_id",
      "description",
      "description_en",
      "duration_minutes",
      "rating",
      "featured",
      "search_text",
    ],
    catalog.shows.map((show) => [
      show.idEspectaculoCartel,
      show.cNombre,
      show.cSeo,
      show.idEspectaculoTipo,
      cartelTypeOf(show),
      show.idEstablecimiento,
      show.cDescripcion,
      show.cDescripcionEn,
      show.nDuracionMinutos,
      show.cClasificacion,
      show.lDestacado,
      searchTextOf([
        show.cNombre,
        venueOf(show.idEspectaculoCartel, show.idEstablecimiento).cNombre,
        types.get(show.idEspectaculoTipo)?.cNombre ?? "",
        show.cDescripcion,
      ]),
    ]),
  )
  await insertRows(
    db,
    "show_prices",
    ["show_id", "sector_id", "price", "service_charge"],
    catalog.shows.flatMap((show) => {
      const map = venueOf(show.idEspectaculoCartel, show.idEstablecimiento).cMapa
      return show.listaPrecio.map((price) => {
        const sectorId = sectorIds.get(sectorKey(map, price.cCodigoSector))
        if (sectorId === undefined)
          throw new Error(`show ${show.idEspectaculoCartel}: map ${map} has no sector ${price.cCodigoSector}`)
        return [show.idEspectaculoCartel, sectorId, price.fPrecio, price.fCargoServicio]
      })
    }),
  )
}

/** Every show's functions, dated from `now` (days ahead of its calendar day, at their time). */
export const insertPerformances = async (db: Queryable, shows: Catalog["shows"], now: number): Promise<void> => {
  await insertRows(
    db,
    "performances",
    ["id", "show_id", "starts_at"],
    shows.flatMap((show) =>
      show.listaFuncion.map((performance) => [
        performance.idFuncion,
        show.idEspectaculoCartel,
        new Date(performanceStartOf(now, performance.nDiaRelativo, performance.cHora)),
      ]),
    ),
  )
}
