import type { Catalog, PromotionFile, SeatRowFile, ShowFile } from "../../contract/catalogFiles.js"
import { cartelTypeOf } from "../../contract/catalogFiles.js"
import type { ShowType } from "../../contract/catalogue.js"
import type { MapArea, SeatAccess } from "../../contract/performance.js"
import type { Venue } from "../../contract/venue.js"
import { searchTextOf } from "../../rules/catalogue/searchText.js"
import { seatsOfRows } from "../../rules/catalogue/seatLayout.js"

/**
 * A sector of a hall. Ids are numbered as the reference server's seed numbers them: sectors, and
 * then seats, one after another in the order of the seat-map files, so both sides show the same ids.
 */
interface SectorInfo {
  readonly id: number
  readonly name: string
  readonly numbered: boolean
  /** Seats of a numbered sector, places of a general-admission one. */
  readonly capacity: number
  /** The id of the sector's first seat; its others follow (numbered sectors only). */
  readonly firstSeatId: number
  readonly rows: ReadonlyArray<SeatRowFile>
  /** The floor of a general-admission sector, as the map draws it. */
  readonly area: MapArea | null
}

/** A numbered seat: its id, its sector, where it sits. */
export interface SeatInfo {
  readonly id: number
  readonly sector: SectorInfo
  readonly rowLabel: string
  /** 0 is the row nearest the stage. */
  readonly rowIndex: number
  readonly number: number
  readonly x: number
  readonly y: number
  readonly access: SeatAccess | null
}

/** A sector a show sells, at the show's price. */
export interface PricedSector {
  readonly sector: SectorInfo
  readonly price: number
  readonly serviceCharge: number
}

export interface ShowInfo {
  readonly file: ShowFile
  readonly cartelType: number
  readonly venue: Venue
  readonly type: ShowType
  /** By sector id, as the function page lists them. */
  readonly sectors: ReadonlyArray<PricedSector>
  /** What the billboard's search looks in, folded. */
  readonly searchText: string
}

/** What the memory backend reads of a catalogue, worked out once per catalogue whoever builds from it. */
export interface CatalogueIndex {
  readonly catalog: Catalog
  readonly shows: ReadonlyMap<number, ShowInfo>
  readonly venues: ReadonlyArray<Venue>
  readonly sectors: ReadonlyMap<number, SectorInfo>
  readonly promotions: ReadonlyArray<PromotionFile>
  /** The seats of a numbered sector, laid out on first use (the arena has 20,000). */
  readonly seatsOf: (sector: SectorInfo) => ReadonlyArray<SeatInfo>
  readonly seatById: (id: number) => SeatInfo | undefined
}

const known = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`catalogue: ${what}`)
  return value
}

const indexSectors = (catalog: Catalog) => {
  const byMapAndCode = new Map<string, SectorInfo>()
  let nextSector = 1
  let nextSeat = 1
  for (const map of catalog.seatMaps) {
    for (const file of map.listaSector) {
      const capacity = file.lNumerada
        ? file.listaFila.reduce((seats, row) => seats + row.nAsientos, 0)
        : file.nCapacidad
      const sector: SectorInfo = {
        id: nextSector++,
        name: file.cNombre,
        numbered: file.lNumerada,
        capacity,
        firstSeatId: file.lNumerada ? nextSeat : 0,
        rows: file.lNumerada ? file.listaFila : [],
        area: file.lNumerada ? null : file.oArea,
      }
      if (file.lNumerada) nextSeat += capacity
      byMapAndCode.set(`${map.cMapa}/${file.cCodigo}`, sector)
    }
  }
  return byMapAndCode
}

const indexVenues = (catalog: Catalog): Map<number, { readonly venue: Venue; readonly map: string }> => {
  const zones = new Map(catalog.zones.map((zone) => [zone.idZona, zone]))
  return new Map(
    catalog.venues.map((file) => [
      file.idEstablecimiento,
      {
        venue: {
          idEstablecimiento: file.idEstablecimiento,
          cNombre: file.cNombre,
          cSeo: file.cSeo,
          cDireccion: file.cDireccion,
          cLocalidad: file.cLocalidad,
          cProvincia: file.cProvincia,
          oZona: known(zones.get(file.idZona), `venue ${file.idEstablecimiento} has no zone`),
        },
        map: file.cMapa,
      },
    ]),
  )
}

const indexShows = (
  catalog: Catalog,
  venues: ReadonlyMap<number, { readonly venue: Venue; readonly map: string }>,
  sectorOf: (map: string, code: string) => SectorInfo,
): Map<number, ShowInfo> => {
  const types = new Map(catalog.showTypes.map((type) => [type.idEspectaculoTipo, type]))
  return new Map(
    catalog.shows.map((show) => {
      const { venue, map } = known(venues.get(show.idEstablecimiento), `show ${show.idEspectaculoCartel} has no venue`)
      const type = known(types.get(show.idEspectaculoTipo), `show ${show.idEspectaculoCartel} has no type`)
      const sectors = show.listaPrecio
        .map((price) => ({
          sector: sectorOf(map, price.cCodigoSector),
          price: price.fPrecio,
          serviceCharge: price.fCargoServicio,
        }))
        .sort((a, b) => a.sector.id - b.sector.id)
      const searchText = searchTextOf([show.cNombre, venue.cNombre, type.cNombre, show.cDescripcion])
      return [
        show.idEspectaculoCartel,
        { file: show, cartelType: cartelTypeOf(show), venue, type, sectors, searchText },
      ]
    }),
  )
}

const buildIndex = (catalog: Catalog): CatalogueIndex => {
  const byMapAndCode = indexSectors(catalog)
  const sectors = new Map([...byMapAndCode.values()].map((sector) => [sector.id, sector]))
  const numbered = [...sectors.values()].filter((sector) => sector.numbered)
  const layouts = new Map<number, ReadonlyArray<SeatInfo>>()
  const seatsOf = (sector: SectorInfo): ReadonlyArray<SeatInfo> => {
    const known = layouts.get(sector.id)
    if (known !== undefined) return known
    const seats = seatsOfRows(sector.rows).map((placement, index) => ({
      id: sector.firstSeatId + index,
      sector,
      rowLabel: placement.row,
      rowIndex: placement.rowIndex,
      number: placement.seat,
      x: placement.x,
      y: placement.y,
      access: placement.access,
    }))
    layouts.set(sector.id, seats)
    return seats
  }
  const sectorOf = (map: string, code: string) =>
    known(byMapAndCode.get(`${map}/${code}`), `map ${map} has no sector ${code}`)
  const venues = indexVenues(catalog)
  return {
    catalog,
    shows: indexShows(catalog, venues, sectorOf),
    venues: [...venues.values()].map(({ venue }) => venue),
    sectors,
    promotions: catalog.promotions,
    seatsOf,
    seatById: (id) => {
      const sector = numbered.find(
        (candidate) => id >= candidate.firstSeatId && id < candidate.firstSeatId + candidate.capacity,
      )
      return sector === undefined ? undefined : seatsOf(sector)[id - sector.firstSeatId]
    },
  }
}

const indexes = new WeakMap<Catalog, CatalogueIndex>()

/** The index of a catalogue; every backend built from the same catalogue object shares it. */
export const catalogueIndexOf = (catalog: Catalog): CatalogueIndex => {
  const known = indexes.get(catalog)
  if (known !== undefined) return known
  const index = buildIndex(catalog)
  indexes.set(catalog, index)
  return index
}
