import * as Schema from "effect/Schema"
import { Id } from "./common.js"
import { DocumentType } from "./customer.js"
import { Email } from "./fields.js"
import { BirthDateField, documentNumberRule } from "./personFields.js"
import { CardPaymentFields, ChargeRequest } from "./requests/payment.js"
import { Text } from "./text.js"

// Saved cards and the 3-D Secure calls (docs/saved-cards.md): the Bancard iFrame family of SPEC §7.

/**
 * The processor's alias token for a saved card: its opaque reference, which only this shop's
 * merchant account can charge, and only for the customer who saved it.
 */
export const AliasToken = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{16,128}$/u))

/** The holder's part of the last payment made with a saved card, which the card form fills in. */
export const SavedCardHolder = Schema.Struct({
  cTipoDocumento: DocumentType,
  cNumeroDocumento: Text,
  oFechaNacimiento: Schema.Struct({ nDia: Schema.Int, nMes: Schema.Int, nAnio: Schema.Int }),
}).annotate({ identifier: "SavedCardHolder" })
export type SavedCardHolder = typeof SavedCardHolder.Type

/** A card the customer saved: what may be shown of it, never its number or security code. */
export const SavedCard = Schema.Struct({
  cAliasToken: AliasToken,
  /** The brand as the card form names it (Visa, Mastercard…). */
  cMarca: Text,
  /** The first 6 digits: the promotions and instalments of the card go by them. */
  cBin: Schema.String,
  cUltimos4: Schema.String,
  nMesVencimiento: Schema.Int,
  nAnioVencimiento: Schema.Int,
  /** Its holder's document and birth date, from the last payment made with it; null before one. */
  oTitular: Schema.optionalKey(Schema.NullOr(SavedCardHolder)),
}).annotate({ identifier: "SavedCard" })
export type SavedCard = typeof SavedCard.Type

/**
 * Cobrar with a saved card: the alias instead of the card's fields, and the holder's part of the
 * payment form. No security code: the sandbox, like Bancard's token payments, charges by alias alone.
 */
export const SavedCardChargeRequest = Schema.Struct({
  cAliasToken: AliasToken,
  nCuotas: CardPaymentFields.nCuotas,
  cTipoDocumento: DocumentType,
  cNumeroDocumento: Text,
  cEmail: Email,
  oFechaNacimiento: BirthDateField,
  lSinPromocion: Schema.optionalKey(Schema.Boolean),
})
  .annotate({ identifier: "SavedCardChargeRequest" })
  .pipe(documentNumberRule)
export type SavedCardChargeRequest = typeof SavedCardChargeRequest.Type

/** The body of Cobrar: a new card (which may be saved, lGuardarTarjeta) or a saved one. */
export const CardChargeRequest = Schema.Union([ChargeRequest, SavedCardChargeRequest]).annotate({
  identifier: "CardChargeRequest",
})
export type CardChargeRequest = typeof CardChargeRequest.Type

export const isSavedCardCharge = (request: CardChargeRequest): request is SavedCardChargeRequest =>
  "cAliasToken" in request

/** Answer of card/BancardiFrame and BancardiFrame2: the provider's page that takes the card to save. */
export const CardRegistration = Schema.Struct({
  /** The registration's id at the provider (Bancard's process_id): the page's capability, valid once. */
  cProcesoId: Schema.String,
  /** The page to show (in the sandbox, a page of this server); it returns to the shop when done. */
  cUrl: Schema.String,
}).annotate({ identifier: "CardRegistration" })
export type CardRegistration = typeof CardRegistration.Type

/** The card an EMV 3-D Secure step is for: a new card's number or a saved card's alias. */
export const AuthenticatedCard = Schema.Union([
  Schema.Struct({ cNumeroTarjeta: CardPaymentFields.cNumeroTarjeta }),
  Schema.Struct({ cAliasToken: AliasToken }),
])
export type AuthenticatedCard = typeof AuthenticatedCard.Type

/** Reference of a 3-D Secure 2 authentication, from the setup to the payment. */
export const AuthenticationReference = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{22,128}$/u))

/** Answer of sbs/authentication-setups: the reference, and the device-data page the shop loads hidden. */
export const AuthenticationSetup = Schema.Struct({
  cReferencia: AuthenticationReference,
  cUrlDatosDispositivo: Schema.String,
}).annotate({ identifier: "AuthenticationSetup" })
export type AuthenticationSetup = typeof AuthenticationSetup.Type

/** Body of sbs/authentications: the setup's reference, for the same card. */
export const AuthenticationRequest = Schema.Struct({
  cReferencia: AuthenticationReference,
  oTarjeta: AuthenticatedCard,
}).annotate({ identifier: "AuthenticationRequest" })

/** AUTENTICADO: frictionless; DESAFIO: the shopper must pass the bank's challenge first; RECHAZADO: the bank said no. */
export const AuthenticationState = Schema.Literals(["AUTENTICADO", "DESAFIO", "RECHAZADO"])
export type AuthenticationState = typeof AuthenticationState.Type

export const Authentication = Schema.Struct({
  cReferencia: AuthenticationReference,
  cEstado: AuthenticationState,
  /** The bank's challenge page, when cEstado is DESAFIO; it returns to the purchase's payment step. */
  cUrlDesafio: Schema.NullOr(Schema.String),
}).annotate({ identifier: "Authentication" })
export type Authentication = typeof Authentication.Type

/** Body of sbs/Payment: Cobrar's body, and the authentication that vouches for its card. */
export const AuthenticatedPaymentRequest = Schema.Struct({
  cReferencia: AuthenticationReference,
  oPago: CardChargeRequest,
}).annotate({ identifier: "AuthenticatedPaymentRequest" })
export type AuthenticatedPaymentRequest = typeof AuthenticatedPaymentRequest.Type

/** The path of a saved card, by its alias (SPEC §7 card/Bancard/borrar/{alias_token}). */
export const SavedCardPath = Schema.Struct({ idProcesoDeCompra: Id, alias_token: AliasToken })
