import * as Schema from "effect/Schema"
import { PaymentStatus } from "../checkout.js"
import {
  Authentication,
  AuthenticatedCard,
  AuthenticatedPaymentRequest,
  AuthenticationRequest,
  AuthenticationSetup,
  CardRegistration,
  SavedCard,
  SavedCardPath,
} from "../savedCards.js"
import { endpoint } from "./endpoint.js"
import { NoContent, ProcessPath } from "./shared.js"
import {
  CHARGE_REFUSALS,
  ChargeNotFound,
  PaymentRefused,
  PurchaseClosed,
  PurchaseNotFound,
  SavedCardNotFound,
  SavedCardRefused,
} from "../refusals.js"

const PURCHASE_ERRORS = [PurchaseNotFound, PurchaseClosed] as const

const AUTHENTICATION_ERRORS = [...PURCHASE_ERRORS, SavedCardRefused] as const

/**
 * Saved cards and the 3-D Secure calls (docs/saved-cards.md): SPEC §7's Bancard iFrame family
 * under /v2/Proceso/{id}, with SPEC's names as paths. The card calls belong to the customer, not
 * to a purchase: from "my cards" the shop names purchase 0.
 */
export const savedCardEndpoints = {
  listSavedCards: endpoint({
    method: "GET",
    path: "/v2/Cliente/Tarjetas",
    summary: "The signed-in customer's saved cards (brand, BIN, last 4 digits, expiry and alias token)",
    access: "customer",
    answer: Schema.Array(SavedCard),
    errors: [],
  }),
  startCardRegistration: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/card/BancardiFrame",
    summary:
      "Save a card from the account: the provider's page that takes it (the sandbox's is on this server), which returns to my cards",
    access: "customer",
    params: ProcessPath,
    answer: CardRegistration,
    errors: [SavedCardNotFound],
  }),
  startCardRegistrationForPurchase: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/card/BancardiFrame2",
    summary:
      "Save a card while paying a purchase: the same page, which returns to the purchase's payment step with the new card to choose",
    access: "customerPurchase",
    params: ProcessPath,
    answer: CardRegistration,
    errors: PURCHASE_ERRORS,
  }),
  deleteSavedCard: endpoint({
    method: "DELETE",
    path: "/v2/Proceso/{idProcesoDeCompra}/card/Bancard/borrar/{alias_token}",
    summary: "Delete a saved card (the provider forgets the alias too); only its owner may",
    access: "customer",
    params: SavedCardPath,
    answer: NoContent,
    errors: [SavedCardNotFound],
  }),
  confirmThreeDs: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/Bancard/Confirmar3DS",
    summary: "The shopper finished the bank's 3-D Secure step of the purchase's charge: the processor decides",
    access: "customerPurchase",
    params: ProcessPath,
    answer: PaymentStatus,
    errors: [PurchaseNotFound, ChargeNotFound],
  }),
  cancelThreeDs: endpoint({
    method: "GET",
    path: "/v2/Proceso/{idProcesoDeCompra}/Bancard/Cancelar3DS",
    summary: "The shopper gave up the 3-D Secure step: the charge ends cancelled, the holds stay",
    access: "customerPurchase",
    params: ProcessPath,
    answer: PaymentStatus,
    errors: [PurchaseNotFound, ChargeNotFound],
  }),
  setUpAuthentication: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/sbs/authentication-setups",
    summary: "3-D Secure 2, step 1: a reference for the card and the bank's device-data page",
    access: "customerPurchase",
    params: ProcessPath,
    body: AuthenticatedCard,
    answer: AuthenticationSetup,
    errors: [...PURCHASE_ERRORS, SavedCardRefused, PaymentRefused],
  }),
  authenticate: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/sbs/authentications",
    summary: "3-D Secure 2, step 2: the bank authenticates frictionlessly or asks for a challenge",
    access: "customerPurchase",
    params: ProcessPath,
    body: AuthenticationRequest,
    answer: Authentication,
    errors: AUTHENTICATION_ERRORS,
  }),
  payAuthenticated: endpoint({
    method: "POST",
    path: "/v2/Proceso/{idProcesoDeCompra}/sbs/Payment",
    summary: "3-D Secure 2, step 3: Cobrar with an authenticated card (no further 3-D Secure step)",
    access: "customerPurchase",
    params: ProcessPath,
    body: AuthenticatedPaymentRequest,
    answer: PaymentStatus,
    errors: [...AUTHENTICATION_ERRORS, ...CHARGE_REFUSALS],
  }),
}
