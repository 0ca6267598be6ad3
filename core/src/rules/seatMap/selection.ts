import type { SeatState } from "../../contract/performance.js"
import type { SeatMapModel } from "./seatMapModel.js"

/** How many more places this purchase may take for a function: its maximum less what it already holds. */
export const placesLeftToTake = (nMaximoPosiciones: number, alreadyHeld: number): number =>
  Math.max(0, nMaximoPosiciones - alreadyHeld)

/** The quantities a shopper may ask for: 1 up to what is free and what the purchase may still take. */
export const quantityChoices = (available: number, placesLeft: number): ReadonlyArray<number> =>
  Array.from({ length: Math.max(0, Math.min(available, placesLeft)) }, (_, i) => i + 1)

export type SeatToggle =
  | { readonly outcome: "added" | "removed"; readonly selection: ReadonlyArray<number> }
  | { readonly outcome: "limitReached" | "unavailable"; readonly selection: ReadonlyArray<number> }

/**
 * Picking seats one by one: a chosen seat is let go; a free one is added while the purchase may
 * still take places; a held or sold one cannot be chosen.
 */
export const toggleSeat = (
  selection: ReadonlyArray<number>,
  idPosicion: number,
  state: SeatState,
  placesLeft: number,
): SeatToggle => {
  if (selection.includes(idPosicion)) {
    return { outcome: "removed", selection: selection.filter((id) => id !== idPosicion) }
  }
  if (state !== "LIBRE") return { outcome: "unavailable", selection }
  if (selection.length >= placesLeft) return { outcome: "limitReached", selection }
  return { outcome: "added", selection: [...selection, idPosicion] }
}

/** After the map reloads, a chosen seat someone else took is no longer chosen. */
export const keepFreeSeats = (
  selection: ReadonlyArray<number>,
  stateOf: (idPosicion: number) => SeatState | undefined,
): ReadonlyArray<number> => {
  const kept = selection.filter((id) => stateOf(id) === "LIBRE")
  return kept.length === selection.length ? selection : kept
}

/** What the chosen seats cost before any promotion: each seat's price and service charge. */
export const selectionTotal = (model: SeatMapModel, ids: ReadonlyArray<number>): number =>
  ids.reduce((total, id) => {
    const sector = model.sectors[model.sectorOf[model.indexById.get(id) ?? -1] ?? -1]?.sector
    return sector === undefined ? total : total + sector.fPrecio + sector.fCargoServicio
  }, 0)

/** A row as the list chooser offers it: its letter and how many of its seats are free. */
export interface RowChoice {
  readonly rowIndex: number
  readonly label: string
  readonly free: number
}

/** The rows of a sector for the list chooser (section → row → seats), front row first. */
export const rowChoices = (model: SeatMapModel, sectorIndex: number): ReadonlyArray<RowChoice> =>
  (model.sectors[sectorIndex]?.rows ?? []).map((row, rowIndex) => ({
    rowIndex,
    label: row.label,
    free: row.seats.filter((index) => model.seats[index]?.cEstado === "LIBRE").length,
  }))
