import * as Schema from "effect/Schema"
import {
  CARD_NUMBER_LENGTH,
  SECURITY_CODE_LENGTH,
  readCardNumber,
  readExpiryMonth,
  readExpiryYear,
  readSecurityCode,
  validateCardholderName,
} from "../../rules/card.js"
import { DocumentType } from "../customer.js"
import { BirthDateField, documentNumberRule } from "../personFields.js"
import { NOT_BLANK, ruleSchema } from "../ruleSchema.js"
import { Email } from "../fields.js"
import { Text } from "../text.js"

/**
 * The fields of the payment form of SPEC §3. Where the line with the tenant's switches (SPEC §9)
 * goes: the contract cannot know the tenant, so these schemas run what any processor needs
 * whatever is switched off (core's `read…` card rules: digits of a length some brand uses, a 3- or
 * 4-digit code, a month 1–12, a two- or four-digit year); the server's card form
 * (server/src/domain/process/cardForm.ts) then runs the shop's payment form rules with the
 * tenant's switches and clock (brand, Luhn, the brand's code length, expiry, age).
 */
export const CardPaymentFields = {
  cTitular: ruleSchema(Text, validateCardholderName, NOT_BLANK),
  cNumeroTarjeta: ruleSchema(Text, readCardNumber, {
    pattern: `^\\s*(?:\\d\\s*){${CARD_NUMBER_LENGTH.min},${CARD_NUMBER_LENGTH.max}}$`,
  }),
  nMesVencimiento: ruleSchema(Schema.Int, readExpiryMonth, { minimum: 1, maximum: 12 }),
  nAnioVencimiento: ruleSchema(Schema.Int, readExpiryYear, {
    anyOf: [
      { minimum: 10, maximum: 99 },
      { minimum: 1000, maximum: 9999 },
    ],
  }),
  cCodigoSeguridad: ruleSchema(Text, readSecurityCode, {
    pattern: `^\\s*\\d{${SECURITY_CODE_LENGTH.min},${SECURITY_CODE_LENGTH.max}}\\s*$`,
  }),
  nCuotas: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 })),
  cTipoDocumento: DocumentType,
  cNumeroDocumento: Text,
  cEmail: Email,
  oFechaNacimiento: BirthDateField,
}

/**
 * Body of POST …/Cobrar: the payment form of SPEC §3. The only request that carries a card number.
 * `lSinPromocion`: the shopper agreed to pay full price for the places of a bank promotion this
 * card does not hold (without it, such a charge is refused rather than charging more than shown).
 * `lGuardarTarjeta`: a signed-in shopper keeps the card (docs/saved-cards.md): the processor
 * answers an alias token, and only that, the brand, BIN, last 4 digits and expiry are stored.
 */
export const ChargeRequest = Schema.Struct({
  ...CardPaymentFields,
  lSinPromocion: Schema.optionalKey(Schema.Boolean),
  lGuardarTarjeta: Schema.optionalKey(Schema.Boolean),
})
  .annotate({ identifier: "ChargeRequest" })
  .pipe(documentNumberRule)
export type ChargeRequest = typeof ChargeRequest.Type
