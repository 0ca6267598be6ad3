/** Locale keys of the messages the machines show (locales/*.json hold the texts). */
export const MESSAGES = {
  purchaseExpired: "purchase.expired",
  purchaseOtherTab: "purchase.otherTab",
  purchaseCanceled: "purchase.canceled",
  purchaseCanceledTitle: "purchase.canceledTitle",
  sessionDisconnected: "session.disconnected",
  paymentRequestError: "payment.requestError",
  seatsNotContiguous: "seats.notContiguous",
  communicationError: "errors.communication",
  unknownError: "errors.unknown",
} as const

/** Cancel origins of SPEC §4, named for what caused each. */
export const CANCEL_ORIGINS = {
  /** The shopper emptied the cart. */
  cartEmptied: "INV001",
  /** The shopper cancelled from the checkout. */
  shopperCancelled: "INV009",
  /** The session ended (logout or 180 minutes) with a purchase running. */
  sessionEnded: "INV0010",
  /** The 12-minute purchase clock ran out. */
  expired: "INV011",
} as const
