import type { SeatMapModel } from "@boleteria/core"

/**
 * How a seat shows on the map and in its accessible name: free, chosen by the shopper (not yet
 * taken), held by this purchase ("mine"), held by someone else, or sold.
 */
export type SeatLook = "free" | "chosen" | "mine" | "held" | "sold"

export type LookOf = (index: number) => SeatLook

/** The look of every seat from the API's states, the shopper's choice and this purchase's holds. */
export const lookOfSeats = (model: SeatMapModel, chosen: ReadonlySet<number>, mine: ReadonlySet<number>): LookOf => {
  return (index) => {
    const seat = model.seats[index]
    if (seat === undefined) return "sold"
    if (chosen.has(seat.idPosicion)) return "chosen"
    if (mine.has(seat.idPosicion)) return "mine"
    return seat.cEstado === "LIBRE" ? "free" : seat.cEstado === "RETENIDA" ? "held" : "sold"
  }
}
