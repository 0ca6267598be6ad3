import type { ExchangeBalanceKind } from "../contract/exchange.js"
import type { ProblemKey } from "./problems.js"

/**
 * Exchanges (docs/exchanges.md): a paid order's tickets move to another function of the same show,
 * in the same sector or a better one, while the function they are for starts more than a day later.
 * The venue must be able to sell the freed places again, as for a withdrawal.
 */
export const EXCHANGE_NOTICE_MS = 24 * 60 * 60_000

/**
 * The last instant an order whose (first) function starts at `functionStartsAt` may be exchanged:
 * exclusive, since the function must start in *more* than 24 hours.
 */
export const exchangeDeadline = (functionStartsAt: number): number => functionStartsAt - EXCHANGE_NOTICE_MS

/** Whether an order for a function starting at `functionStartsAt` may still be exchanged at `now`. */
export const exchangeInTime = (functionStartsAt: number, now: number): boolean =>
  now < exchangeDeadline(functionStartsAt)

/** A sector as an exchange weighs it: which one it is, and its full price at the show. */
export interface ExchangeSector {
  readonly sectorId: number
  readonly listPrice: number
}

/**
 * A sector's tier is its full price at the show: the dearer, the better. Tickets may go to the same
 * sector, or to one of a strictly higher tier than every sector they are in now (an order with places
 * in several sectors goes up from its best one).
 */
export const exchangeSectorAllowed = (from: ReadonlyArray<ExchangeSector>, to: ExchangeSector): boolean =>
  from.length > 0 &&
  (from.every((sector) => sector.sectorId === to.sectorId) || from.every((sector) => to.listPrice > sector.listPrice))

export interface ExchangeBalance {
  readonly kind: ExchangeBalanceKind
  /** New total − old total: positive to pay, negative to give back. */
  readonly difference: number
  /** What moves, always ≥ 0. */
  readonly amount: number
}

/** The new places' total against what the old tickets cost (price and service charge, as paid). */
export const exchangeBalanceOf = (oldTotal: number, newTotal: number): ExchangeBalance => {
  const difference = newTotal - oldTotal
  return {
    kind: difference > 0 ? "PAGAR" : difference < 0 ? "REINTEGRAR" : "SIN_DIFERENCIA",
    difference,
    amount: Math.abs(difference),
  }
}

/** Why an exchange is refused, by the keys both backends answer with (locales/*.json `problems.exchange`). */
export const EXCHANGE_PROBLEM_KEYS = {
  /** The function starts in 24 hours or less; `{{date}}` is when the exchange closed. */
  functionTooClose: "problems.exchange.functionTooClose",
  /** Not a paid order, or one already exchanged, withdrawn or born of an exchange. */
  notExchangeable: "problems.exchange.notExchangeable",
  /** An order with tickets for several functions is exchanged at the box office. */
  severalFunctions: "problems.exchange.severalFunctions",
  /** The function chosen is not another function of the order's show. */
  otherShow: "problems.exchange.otherShow",
  /** A sector of a lower tier than the tickets' (or of the same tier but another sector). */
  worseSector: "problems.exchange.worseSector",
  /** A promotion bound to a bank's cards: the exchange may move no card to check it against. */
  bankPromotion: "problems.exchange.bankPromotion",
  /** The exchange's process is not an exchange of this order (or not the caller's). */
  notFound: "problems.exchange.notFound",
  /** There is a difference to pay: the card form is needed. */
  cardRequired: "problems.exchange.cardRequired",
  /** The exchange's places changed (another take added some): start the exchange again. */
  placesChanged: "problems.exchange.placesChanged",
} as const satisfies Record<string, ProblemKey>
