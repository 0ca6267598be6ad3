import type { Performance } from "../contract/performance.js"
import { formatFunctionDate } from "./format/functionDate.js"
import { formatMoney, type PriceConfig } from "./format/price.js"

/** One sector as a list of prices shows it: what a ticket costs and whether places remain. */
export interface SectorOffer {
  readonly idSector: number
  readonly name: string
  /** The ticket's price, with its currency, in the reader's language. */
  readonly price: string
  /** The service charge added to each ticket, written the same way. */
  readonly serviceCharge: string
  /** How many places remain, written in the reader's language ("1.200"); null when none do. */
  readonly remaining: string | null
}

/** A function as a page outside the shop shows it (the embeddable widget): what, when, where and at what price. */
export interface FunctionAvailability {
  readonly idFuncion: number
  readonly show: string
  readonly date: string
  readonly venue: string
  /** No sector has a place left, or the function is closed to sale. */
  readonly soldOut: boolean
  readonly sectors: ReadonlyArray<SectorOffer>
}

/**
 * A function's availability in `language`, with the shop's own rules: prices by formatMoney (the
 * tenant's currency), the date by formatFunctionDate, and a sector sold out when no place remains.
 */
export const functionAvailabilityOf = (
  performance: Performance,
  price: PriceConfig,
  language: string,
): FunctionAvailability => {
  const count = new Intl.NumberFormat(language)
  const sectors = performance.listaSector.map((sector) => ({
    idSector: sector.idSector,
    name: sector.cNombre,
    price: formatMoney(sector.fPrecio, price, language),
    serviceCharge: formatMoney(sector.fCargoServicio, price, language),
    remaining: sector.nDisponibles > 0 ? count.format(sector.nDisponibles) : null,
  }))
  const venue = performance.oEstablecimiento
  return {
    idFuncion: performance.idFuncion,
    show: performance.cEspectaculoCartelNombre,
    date: formatFunctionDate(performance.oFuncionFecha, language),
    venue: `${venue.cNombre}, ${venue.cDireccion}, ${venue.cLocalidad}`,
    soldOut: performance.lAgotada || sectors.every((sector) => sector.remaining === null),
    sectors,
  }
}
