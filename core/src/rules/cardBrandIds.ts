/**
 * The card brands the shop tells apart, by id. Apart from their BIN rules (cardBrand.ts), so the
 * tenant's schema can name them without bringing the rules into the shop's first download.
 */
export const CARD_BRAND_IDS = [
  "naranja",
  "cabal",
  "argencard",
  "cencosud",
  "tarjetaShopping",
  "amex",
  "diners",
  "visa",
  "mastercard",
  "maestro",
] as const
export type CardBrandId = (typeof CARD_BRAND_IDS)[number]
