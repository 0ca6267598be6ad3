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

/** The wallets a tenant may take besides cards (docs/payments.md), by the id its config names them with. */
export const WALLET_IDS = ["mercadoPago", "modo", "payPal", "tigoMoney", "applePay"] as const
export type WalletId = (typeof WALLET_IDS)[number]
