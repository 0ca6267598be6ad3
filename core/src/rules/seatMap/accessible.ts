import type { Seat, Sector } from "../../contract/performance.js"

export const isWheelchairSpace = (seat: Pick<Seat, "cAcceso">): boolean => seat.cAcceso === "SILLA_DE_RUEDAS"

/**
 * Whether best available may be asked for a wheelchair space in this sector: it has one that is
 * free now (the server decides for good, under the sector's lock).
 */
export const offersWheelchairSpace = (sector: Sector): boolean =>
  sector.lNumerada && sector.listaPosicion.some((seat) => isWheelchairSpace(seat) && seat.cEstado === "LIBRE")
