import type { ShopperPlan, Want } from "./stormShopper.js"

export interface PlanOptions {
  readonly shoppers: number
  /** Share of shoppers arriving before the on-sale time (they are drawn at the start). */
  readonly earlyShare: number
  /** ms from the storm's start to the on-sale time. */
  readonly startsIn: number
  /** ms after the on-sale time over which the others arrive. */
  readonly arrivalSpread: number
  /** The arena's numbered seats, in map order. */
  readonly seatIds: ReadonlyArray<number>
  /** The e-mail of shopper `index`'s own account. */
  readonly emailOf: (index: number) => string
}

/** Front seats everybody wants: a tenth of the seat buyers ask for two of them at random, and many are refused. */
const HOT_SEATS = 400
const FIELD_SHARE = 0.25
const HOT_SHARE = 0.1

const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

/**
 * Who arrives when and wants what: a quarter want 1–4 places in the field (TomarGrupo), the rest
 * numbered seats: most 1–4 side by side from seats nobody else asks for, a tenth two of the hot
 * front seats.
 */
export const stormPlan = (options: PlanOptions): ReadonlyArray<ShopperPlan> => {
  let cursor = Math.min(HOT_SEATS, options.seatIds.length)
  const fresh = (count: number) => {
    if (cursor + count > options.seatIds.length) cursor = HOT_SEATS // out of seats: later ones collide, and are refused
    const seats = options.seatIds.slice(cursor, cursor + count)
    cursor += count
    return seats
  }
  const hot = () => [...new Set([between(0, HOT_SEATS - 1), between(0, HOT_SEATS - 1)])].map((i) => options.seatIds[i]!)
  return Array.from({ length: options.shoppers }, (_, index) => {
    const early = index < options.shoppers * options.earlyShare
    const arrivesAt = early
      ? Math.random() * options.startsIn * 0.8
      : options.startsIn + Math.random() * options.arrivalSpread
    const roll = Math.random()
    const want: Want =
      roll < FIELD_SHARE
        ? { kind: "field", count: between(1, 4) }
        : roll < FIELD_SHARE + HOT_SHARE
          ? { kind: "seats", seatIds: hot() }
          : { kind: "seats", seatIds: fresh(between(1, 4)) }
    return { index, arrivesAt, want, email: options.emailOf(index) }
  })
}
