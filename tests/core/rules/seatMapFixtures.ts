import { readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { type SeatMapFile, type Seat, type Sector, seatsOfRows } from "@boleteria/core"

// A path, not a URL: happy-dom's URL (in the UI tests that read these maps) is not one node:fs takes.
const MAPS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../../../fixtures/catalog/seatMaps")

/** Seat maps for the seat-map rule tests: small hand-made sectors and the demo arena's 20,198 seats. */

export const sector = (idSector: number, cNombre: string, seats: ReadonlyArray<Seat>, numbered = true): Sector => ({
  idSector,
  cNombre,
  lNumerada: numbered,
  fPrecio: 45_000,
  fCargoServicio: 4_500,
  nCapacidad: seats.length,
  nDisponibles: seats.filter((seat) => seat.cEstado === "LIBRE").length,
  listaPosicion: seats,
})

/** Rows of `perRow` seats, 10 units apart, 11 units between rows, first seat at (x0, y0); ids from `firstId`. */
export const rowsOf = (labels: ReadonlyArray<string>, perRow: number, x0 = 100, y0 = 100, firstId = 1): Array<Seat> =>
  labels.flatMap((cFila, row) =>
    Array.from({ length: perRow }, (_, k) => ({
      idPosicion: firstId + row * perRow + k,
      cFila,
      cButaca: String(k + 1),
      nX: x0 + k * 10,
      nY: y0 + row * 11,
      cEstado: "LIBRE" as const,
    })),
  )

/** The seat maps of fixtures/catalog/seatMaps, by name. */
export const FIXTURE_MAPS: ReadonlyArray<string> = readdirSync(MAPS_DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort()

/** A fixture map's sectors as a function answer carries them: seats by the README's formula, floors by their area. */
export const fixtureMapSectors = (name: string): ReadonlyArray<Sector> => {
  const map = JSON.parse(readFileSync(join(MAPS_DIR, `${name}.json`), "utf8")) as SeatMapFile
  let id = 1
  return map.listaSector.map((entry, index) => {
    if (!entry.lNumerada) return { ...sector(index + 1, entry.cNombre, [], false), oArea: entry.oArea }
    const seats = seatsOfRows(entry.listaFila).map((place) => ({
      idPosicion: id++,
      cFila: place.row,
      cButaca: String(place.seat),
      nX: place.x,
      nY: place.y,
      cEstado: "LIBRE" as const,
    }))
    return sector(index + 1, entry.cNombre, seats)
  })
}

/** The demo arena's sectors: a standing field and six numbered stands, 20,198 seats. */
export const arenaSectors = (): ReadonlyArray<Sector> => fixtureMapSectors("arena")
