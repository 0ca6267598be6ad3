import type { Sector } from "../../contract/performance.js"

/** Sectors sold at one price: the map paints their seats one colour, the legend lists the price once. */
export interface PriceTier {
  readonly price: number
  readonly serviceCharge: number
  readonly sectorIds: ReadonlyArray<number>
}

/**
 * The function's prices, dearest first (the order the legend reads and the palette is dealt in).
 * Sectors at the same price and charge share a tier; general-admission sectors count too.
 */
export const priceTiers = (sectors: ReadonlyArray<Sector>): ReadonlyArray<PriceTier> => {
  const tiers = new Map<string, { price: number; serviceCharge: number; sectorIds: Array<number> }>()
  for (const sector of sectors) {
    const key = `${sector.fPrecio}/${sector.fCargoServicio}`
    const tier = tiers.get(key)
    if (tier === undefined)
      tiers.set(key, { price: sector.fPrecio, serviceCharge: sector.fCargoServicio, sectorIds: [sector.idSector] })
    else tier.sectorIds.push(sector.idSector)
  }
  return [...tiers.values()].sort((a, b) => b.price - a.price || b.serviceCharge - a.serviceCharge)
}

/** The tier of a sector's price, or -1 when the sector is not among them. */
export const tierOfSector = (tiers: ReadonlyArray<PriceTier>, idSector: number): number =>
  tiers.findIndex((tier) => tier.sectorIds.includes(idSector))
