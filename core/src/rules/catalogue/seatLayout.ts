import type { SeatRowFile } from "../../contract/catalogFiles.js"
import type { SeatAccess } from "../../contract/performance.js"

export interface SeatPlacement {
  readonly row: string
  /** The row's position in its sector, 0 nearest the stage: best-available searches rows in this order. */
  readonly rowIndex: number
  readonly seat: number
  readonly x: number
  readonly y: number
  /** A wheelchair space or a companion seat; null for an ordinary seat. */
  readonly access: SeatAccess | null
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100

/**
 * The seats of a numbered sector from its compact rows: seat k (1-based) of a row sits at
 * x = nX + (k−1)·nPaso, y = nY + nCurva·(k − (nAsientos+1)/2)², so a row bends around its centre.
 */
export const seatsOfRows = (rows: ReadonlyArray<SeatRowFile>): ReadonlyArray<SeatPlacement> =>
  rows.flatMap((row, rowIndex) => {
    const access = new Map((row.listaAcceso ?? []).map((place) => [place.nButaca, place.cAcceso]))
    return Array.from({ length: row.nAsientos }, (_, index) => {
      const k = index + 1
      return {
        row: row.cFila,
        rowIndex,
        seat: k,
        x: twoDecimals(row.nX + (k - 1) * row.nPaso),
        y: twoDecimals(row.nY + row.nCurva * (k - (row.nAsientos + 1) / 2) ** 2),
        access: access.get(k) ?? null,
      }
    })
  })

/**
 * The idPosicion a general-admission place shows in the cart: it has no seat, so it gets an id
 * above every seat id (seat ids stay far below a million).
 */
export const generalAdmissionPlaceId = (sectorId: number, slot: number): number => sectorId * 1_000_000 + slot
