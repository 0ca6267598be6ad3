import { readFileSync } from "node:fs"
import type { Seat, Sector } from "../../../core/src/contract/performance.js"

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

interface FixtureRow {
  readonly cFila: string
  readonly nAsientos: number
  readonly nX: number
  readonly nY: number
  readonly nPaso: number
  readonly nCurva: number
}
interface FixtureSector {
  readonly cNombre: string
  readonly lNumerada: boolean
  readonly listaFila?: ReadonlyArray<FixtureRow>
  readonly nCapacidad?: number
}

/** The demo arena's sectors laid out by the formula of fixtures/catalog/README.md. */
export const arenaSectors = (): ReadonlyArray<Sector> => {
  const map = JSON.parse(
    readFileSync(new URL("../../../fixtures/catalog/seatMaps/arena.json", import.meta.url), "utf8"),
  ) as { listaSector: ReadonlyArray<FixtureSector> }
  let id = 1
  return map.listaSector.map((entry, index) => {
    const seats = (entry.listaFila ?? []).flatMap((row) =>
      Array.from({ length: row.nAsientos }, (_, i) => {
        const k = i + 1
        return {
          idPosicion: id++,
          cFila: row.cFila,
          cButaca: String(k),
          nX: row.nX + (k - 1) * row.nPaso,
          nY: row.nY + row.nCurva * (k - (row.nAsientos + 1) / 2) ** 2,
          cEstado: "LIBRE" as const,
        }
      }),
    )
    return sector(index + 1, entry.cNombre, seats, entry.lNumerada)
  })
}
