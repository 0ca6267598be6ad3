import type { CardBrandId } from "./cardBrandIds.js"

/** A card brand as Argentine acquirers tell them apart by the first digits (the BIN). */
export type CardBrand = {
  readonly id: CardBrandId
  readonly name: string
  readonly bin: RegExp
  /** Valid numbers of digits, shortest first. */
  readonly lengths: ReadonlyArray<number>
  readonly securityCodeLength: number
  /** False for brands whose numbers acquirers do not Luhn-check. */
  readonly luhn: boolean
}

export { CARD_BRAND_IDS, type CardBrandId } from "./cardBrandIds.js"

/**
 * Checked in this order: the local brands' BINs sit inside the wide Maestro and Mastercard ranges,
 * so the narrow patterns must win. Ranges follow what Argentine acquirers publish.
 */
export const CARD_BRANDS: ReadonlyArray<CardBrand> = [
  // Acquirers (Mercado Pago among them) do not Luhn-check Naranja numbers, so neither does the shop.
  { id: "naranja", name: "Naranja", bin: /^589562/, lengths: [16], securityCodeLength: 3, luhn: false },
  {
    id: "cabal",
    name: "Cabal",
    bin: /^(627170|589657|603522|604(20[1-9]|2[1-9]\d|3\d\d|400))/,
    lengths: [16],
    securityCodeLength: 3,
    luhn: true,
  },
  { id: "argencard", name: "Argencard", bin: /^501105/, lengths: [16], securityCodeLength: 3, luhn: true },
  { id: "cencosud", name: "Cencosud", bin: /^603493/, lengths: [16], securityCodeLength: 3, luhn: true },
  {
    id: "tarjetaShopping",
    name: "Tarjeta Shopping",
    bin: /^603488/,
    lengths: [16],
    securityCodeLength: 3,
    luhn: true,
  },
  { id: "amex", name: "American Express", bin: /^3[47]/, lengths: [15], securityCodeLength: 4, luhn: true },
  {
    id: "diners",
    name: "Diners Club",
    bin: /^(30[0-5]|309|36|38|39)/,
    lengths: [14, 16],
    securityCodeLength: 3,
    luhn: true,
  },
  { id: "visa", name: "Visa", bin: /^4/, lengths: [16], securityCodeLength: 3, luhn: true },
  {
    id: "mastercard",
    name: "Mastercard",
    bin: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    securityCodeLength: 3,
    luhn: true,
  },
  {
    id: "maestro",
    name: "Maestro",
    bin: /^(50|5[6-9]|6)/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
    luhn: true,
  },
]

/** The brand of a (possibly partly typed) card number, from its leading digits; null when unknown yet. */
export const detectCardBrand = (digits: string): CardBrand | null =>
  CARD_BRANDS.find((brand) => brand.bin.test(digits)) ?? null
