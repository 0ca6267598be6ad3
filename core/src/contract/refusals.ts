import type {} from "effect/http-api/HttpApiSchema"
import * as Schema from "effect/Schema"
import { NoSuchDay, NotOfPerformance, PerformanceNotFound, ShowNotFound } from "./catalogueRefusals.js"
import type { ErrorStatus } from "./endpoints/endpoint.js"
import { REFUSAL_KEYS } from "../rules/refusalProblems.js"
import { answers, AnyKey, keyed, Params, waiting } from "./refusalShape.js"

/**
 * The refusals of the v2 contract, each declared once in the shape of effect's HttpApi errors: a
 * tagged error schema whose annotations carry its HTTP status (`httpApiStatus`) and what it means
 * (`description`, the OpenAPI's words), and whose `key` is the locales text it is said by. The
 * server's domain returns them as values; the server's endpoint routes alone turn one into its
 * status and answer (`{ nCode, oData: text in the caller's language, cClave: key }`). An endpoint
 * lists the ones it may answer (`errors`), and its OpenAPI error answers are written from them.
 */

export { NoSuchDay, NotOfPerformance, PerformanceNotFound, ShowNotFound } from "./catalogueRefusals.js"

// ---- Any call -------------------------------------------------------------------------------

export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()(
  "InvalidRequest",
  { key: AnyKey, params: Schema.optionalKey(Params), field: Schema.optionalKey(Schema.String) },
  answers(400, "A part of the request is invalid: the message names the field"),
) {}

export class BodyTooLarge extends Schema.TaggedError<BodyTooLarge>()(
  "BodyTooLarge",
  keyed(REFUSAL_KEYS.BodyTooLarge),
  answers(413, "The body is larger than the server reads"),
) {}

export class SessionRequired extends Schema.TaggedError<SessionRequired>()(
  "SessionRequired",
  keyed(REFUSAL_KEYS.SessionRequired),
  answers(401, "No valid session token"),
) {}

// ---- A purchase -----------------------------------------------------------------------------

export class PurchaseSessionRequired extends Schema.TaggedError<PurchaseSessionRequired>()(
  "PurchaseSessionRequired",
  keyed(REFUSAL_KEYS.PurchaseSessionRequired),
  answers(401, "The purchase belongs to a customer (or needs one) and the call carries no valid session token"),
) {}

export class PurchaseKeyMissing extends Schema.TaggedError<PurchaseKeyMissing>()(
  "PurchaseKeyMissing",
  keyed(REFUSAL_KEYS.PurchaseKeyMissing),
  answers(403, "No X-Clave-Proceso header"),
) {}

export class PurchaseNotFound extends Schema.TaggedError<PurchaseNotFound>()(
  "PurchaseNotFound",
  keyed(REFUSAL_KEYS.PurchaseNotFound),
  answers(404, "No such purchase, a key that does not open it, or another customer's purchase"),
) {}

export class PurchaseLocked extends Schema.TaggedError<PurchaseLocked>()(
  "PurchaseLocked",
  keyed(REFUSAL_KEYS.PurchaseLocked),
  answers(409, "The purchase is paid, or a payment for it is under way"),
) {}

export class PurchaseClosed extends Schema.TaggedError<PurchaseClosed>()(
  "PurchaseClosed",
  keyed(REFUSAL_KEYS.PurchaseClosed),
  answers(410, "The purchase was cancelled or its time ran out"),
) {}

// ---- Taking places ----------------------------------------------------------------------------

export class TakeRefused extends Schema.TaggedError<TakeRefused>()(
  "TakeRefused",
  keyed(REFUSAL_KEYS.TakeRefused),
  answers(
    400,
    "The function already started, a place is not of it, more places than a purchase may hold, or nothing is held in that function",
  ),
) {}

export class SectorNotFound extends Schema.TaggedError<SectorNotFound>()(
  "SectorNotFound",
  keyed(REFUSAL_KEYS.SectorNotFound),
  answers(404, "No such sector in the function"),
) {}

export class PlacesTaken extends Schema.TaggedError<PlacesTaken>()(
  "PlacesTaken",
  keyed(REFUSAL_KEYS.PlacesTaken),
  answers(409, "A seat is no longer free (nothing was held), or too few places are left in the sector"),
) {}

export class PromotionRefused extends Schema.TaggedError<PromotionRefused>()(
  "PromotionRefused",
  keyed(REFUSAL_KEYS.PromotionRefused),
  answers(400, "The promotion is not of the function, does not exist, or does not take that many places"),
) {}

export class HoldExtensionRefused extends Schema.TaggedError<HoldExtensionRefused>()(
  "HoldExtensionRefused",
  keyed(REFUSAL_KEYS.HoldExtensionRefused),
  answers(400, "Extensions are off, it is too early to extend, or nothing is held"),
) {}

export class HoldExtensionsUsed extends Schema.TaggedError<HoldExtensionsUsed>()(
  "HoldExtensionsUsed",
  keyed(REFUSAL_KEYS.HoldExtensionsUsed),
  answers(409, "Every extension the tenant allows was used"),
) {}

// ---- The waiting room -------------------------------------------------------------------------

export class NoShopperIdentity extends Schema.TaggedError<NoShopperIdentity>()(
  "NoShopperIdentity",
  keyed(REFUSAL_KEYS.NoShopperIdentity),
  answers(400, "Neither a session token nor a device fingerprint says who is waiting"),
) {}

export class TurnRefused extends Schema.TaggedError<TurnRefused>()(
  "TurnRefused",
  keyed(REFUSAL_KEYS.TurnRefused),
  answers(403, "The function's waiting room is open and the call carries no valid turn for it"),
) {}

export class NoWaitingRoom extends Schema.TaggedError<NoWaitingRoom>()(
  "NoWaitingRoom",
  keyed(REFUSAL_KEYS.NoWaitingRoom),
  answers(404, "The function has no open waiting room"),
) {}

export class TurnPurchaseOpen extends Schema.TaggedError<TurnPurchaseOpen>()(
  "TurnPurchaseOpen",
  keyed(REFUSAL_KEYS.TurnPurchaseOpen),
  answers(409, "The waiting room's turn already has an open purchase"),
) {}

// ---- Checkout -------------------------------------------------------------------------------

export class CheckoutRefused extends Schema.TaggedError<CheckoutRefused>()(
  "CheckoutRefused",
  keyed(REFUSAL_KEYS.CheckoutRefused),
  answers(400, "Home delivery without an address, or more of a product than it allows"),
) {}

export class CheckoutChoiceNotFound extends Schema.TaggedError<CheckoutChoiceNotFound>()(
  "CheckoutChoiceNotFound",
  keyed(REFUSAL_KEYS.CheckoutChoiceNotFound),
  answers(404, "No such delivery type, address of the customer, product or payment method, or a card nobody issues"),
) {}

// ---- Paying ---------------------------------------------------------------------------------

export class NotReadyToPay extends Schema.TaggedError<NotReadyToPay>()(
  "NotReadyToPay",
  keyed(REFUSAL_KEYS.NotReadyToPay),
  answers(400, "Nothing held, or no delivery or payment method chosen yet"),
) {}

/** The payment form's refusals are said by core's own payment and validation keys. */
export class PaymentRefused extends Schema.TaggedError<PaymentRefused>()(
  "PaymentRefused",
  { key: AnyKey, params: Schema.optionalKey(Params), field: Schema.optionalKey(Schema.String) },
  answers(
    400,
    "The card form is invalid, the card does not take those instalments or the promotion's cards, the method is not offered, or the purchase is not ready to pay",
  ),
) {}

/** Why a step on a purchase that cannot change any more (paid, being paid, cancelled, out of time) is refused. */
export const CLOSED_PURCHASE_REFUSALS = [PurchaseLocked, PurchaseClosed] as const

/** What any charge of a purchase may be refused for, whatever pays it (a card, a saved card, a wallet). */
export const CHARGE_REFUSALS = [
  PaymentRefused,
  NotReadyToPay,
  CheckoutChoiceNotFound,
  ...CLOSED_PURCHASE_REFUSALS,
] as const

export class ChargeNotFound extends Schema.TaggedError<ChargeNotFound>()(
  "ChargeNotFound",
  keyed(REFUSAL_KEYS.ChargeNotFound),
  answers(404, "No payment was made for the purchase yet"),
) {}

export class ChargeNotCancellable extends Schema.TaggedError<ChargeNotCancellable>()(
  "ChargeNotCancellable",
  keyed(REFUSAL_KEYS.ChargeNotCancellable),
  answers(409, "The payment is approved or waiting for the bank"),
) {}

export class BadSignature extends Schema.TaggedError<BadSignature>()(
  "BadSignature",
  keyed(REFUSAL_KEYS.BadSignature),
  answers(401, "The notification's signature is wrong"),
) {}

export class PaymentLinkNotFound extends Schema.TaggedError<PaymentLinkNotFound>()(
  "PaymentLinkNotFound",
  keyed(REFUSAL_KEYS.PaymentLinkNotFound),
  answers(404, "No payment link with that purchase and token"),
) {}

export class PaymentLinkExpired extends Schema.TaggedError<PaymentLinkExpired>()(
  "PaymentLinkExpired",
  keyed(REFUSAL_KEYS.PaymentLinkExpired),
  answers(410, "The link's purchase was paid, cancelled or ran out of time"),
) {}

export class SavedCardNotFound extends Schema.TaggedError<SavedCardNotFound>()(
  "SavedCardNotFound",
  keyed(REFUSAL_KEYS.SavedCardNotFound),
  answers(404, "No such saved card of the customer"),
) {}

export class SavedCardRefused extends Schema.TaggedError<SavedCardRefused>()(
  "SavedCardRefused",
  keyed(REFUSAL_KEYS.SavedCardRefused),
  answers(400, "No such saved card, or its authentication is unknown, of another card, or not done"),
) {}

// ---- The support inbox ---------------------------------------------------------------------

export class SupportLogRefused extends Schema.TaggedError<SupportLogRefused>()(
  "SupportLogRefused",
  keyed(REFUSAL_KEYS.SupportLogRefused),
  answers(400, "cRegistro is not a log the replay reads, or holds what looks like a token or key"),
) {}

export class SupportKeyRefused extends Schema.TaggedError<SupportKeyRefused>()(
  "SupportKeyRefused",
  keyed(REFUSAL_KEYS.SupportKeyRefused),
  answers(401, "No X-Clave-Soporte header, or not the tenant's support key"),
) {}

export class SupportLogNotFound extends Schema.TaggedError<SupportLogNotFound>()(
  "SupportLogNotFound",
  keyed(REFUSAL_KEYS.SupportLogNotFound),
  answers(404, "No log with that reference (or it is older than the 30 days logs are kept)"),
) {}

// ---- Accounts -------------------------------------------------------------------------------

export class WrongCredentials extends Schema.TaggedError<WrongCredentials>()(
  "WrongCredentials",
  keyed(REFUSAL_KEYS.WrongCredentials),
  answers(401, "Wrong e-mail or password (one message for both), or a login code unknown, used or expired"),
) {}

export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()(
  "TooManyAttempts",
  waiting(REFUSAL_KEYS.TooManyAttempts),
  answers(429, "Too many attempts from this address: wait (Retry-After)"),
) {}

export class AccountRefused extends Schema.TaggedError<AccountRefused>()(
  "AccountRefused",
  keyed(REFUSAL_KEYS.AccountRefused),
  answers(400, "The current password is wrong, or the recovery code is wrong, used or expired"),
) {}

export class EmailTaken extends Schema.TaggedError<EmailTaken>()(
  "EmailTaken",
  keyed(REFUSAL_KEYS.EmailTaken),
  answers(409, "The e-mail already has an account"),
) {}

export class ContactNotFound extends Schema.TaggedError<ContactNotFound>()(
  "ContactNotFound",
  keyed(REFUSAL_KEYS.ContactNotFound),
  answers(404, "No such address or phone of the customer"),
) {}

export class NoExternalLogin extends Schema.TaggedError<NoExternalLogin>()(
  "NoExternalLogin",
  keyed(REFUSAL_KEYS.NoExternalLogin),
  answers(404, "The shop signs in with its own accounts, not an external login"),
) {}

// ---- Orders and bookings --------------------------------------------------------------------

export class OrderNotFound extends Schema.TaggedError<OrderNotFound>()(
  "OrderNotFound",
  keyed(REFUSAL_KEYS.OrderNotFound),
  answers(404, "No such order or bill in the customer's account"),
) {}

export class OrderPending extends Schema.TaggedError<OrderPending>()(
  "OrderPending",
  keyed(REFUSAL_KEYS.OrderPending),
  answers(409, "The payment is waiting for confirmation (no tickets yet), or the bill is still being authorised"),
) {}

export class TicketsVoid extends Schema.TaggedError<TicketsVoid>()(
  "TicketsVoid",
  keyed(REFUSAL_KEYS.TicketsVoid),
  answers(410, "The order's tickets were voided"),
) {}

export class BookingNotFound extends Schema.TaggedError<BookingNotFound>()(
  "BookingNotFound",
  keyed(REFUSAL_KEYS.BookingNotFound),
  answers(404, "No such booking of the signed-in customer, or not of that function"),
) {}

export class PlaceNotBooked extends Schema.TaggedError<PlaceNotBooked>()(
  "PlaceNotBooked",
  keyed(REFUSAL_KEYS.PlaceNotBooked),
  answers(400, "A place is not of the booking"),
) {}

export class BookingTaken extends Schema.TaggedError<BookingTaken>()(
  "BookingTaken",
  keyed(REFUSAL_KEYS.BookingTaken),
  answers(409, "The booking was bought, or is in another purchase of the customer"),
) {}

export class BookingClosed extends Schema.TaggedError<BookingClosed>()(
  "BookingClosed",
  keyed(REFUSAL_KEYS.BookingClosed),
  answers(410, "The booking lapsed or was bought"),
) {}

// ---- Withdrawals and exchanges --------------------------------------------------------------

export class WithdrawalTooLate extends Schema.TaggedError<WithdrawalTooLate>()(
  "WithdrawalTooLate",
  keyed(REFUSAL_KEYS.WithdrawalTooLate),
  answers(
    400,
    "Too late: more than 10 days since the tickets were received, or less than 24 hours before the function (cClave says which; the text says when the limit passed)",
  ),
) {}

export class WithdrawalNotFound extends Schema.TaggedError<WithdrawalNotFound>()(
  "WithdrawalNotFound",
  keyed(REFUSAL_KEYS.WithdrawalNotFound),
  answers(
    404,
    "No order with that number and that e-mail (which of the two is wrong is not said), or no withdrawal has that tracking code",
  ),
) {}

export class NotWithdrawable extends Schema.TaggedError<NotWithdrawable>()(
  "NotWithdrawable",
  keyed(REFUSAL_KEYS.NotWithdrawable),
  answers(
    409,
    "The order cannot be withdrawn: its payment is not approved yet, or it was already cancelled, refunded or withdrawn",
  ),
) {}

export class ExchangeRefused extends Schema.TaggedError<ExchangeRefused>()(
  "ExchangeRefused",
  keyed(REFUSAL_KEYS.ExchangeRefused),
  answers(
    400,
    "The function starts in 24 hours or less, another show's function, a sector below the tickets', a bank promotion, or a difference to pay and no card",
  ),
) {}

export class ExchangeNotFound extends Schema.TaggedError<ExchangeNotFound>()(
  "ExchangeNotFound",
  keyed(REFUSAL_KEYS.ExchangeNotFound),
  answers(404, "No exchange under way for that order"),
) {}

export class ExchangeConflict extends Schema.TaggedError<ExchangeConflict>()(
  "ExchangeConflict",
  keyed(REFUSAL_KEYS.ExchangeConflict),
  answers(
    409,
    "The order cannot be exchanged (not paid, already exchanged or withdrawn, several functions), or its places changed",
  ),
) {}

/** Every refusal of the contract. */
export const REFUSALS = [
  InvalidRequest,
  BodyTooLarge,
  SessionRequired,
  PurchaseSessionRequired,
  PurchaseKeyMissing,
  PurchaseNotFound,
  PurchaseLocked,
  PurchaseClosed,
  ShowNotFound,
  PerformanceNotFound,
  NotOfPerformance,
  NoSuchDay,
  TakeRefused,
  SectorNotFound,
  PlacesTaken,
  PromotionRefused,
  HoldExtensionRefused,
  HoldExtensionsUsed,
  NoShopperIdentity,
  TurnRefused,
  NoWaitingRoom,
  TurnPurchaseOpen,
  CheckoutRefused,
  CheckoutChoiceNotFound,
  NotReadyToPay,
  PaymentRefused,
  ChargeNotFound,
  ChargeNotCancellable,
  BadSignature,
  PaymentLinkNotFound,
  PaymentLinkExpired,
  SavedCardNotFound,
  SavedCardRefused,
  SupportLogRefused,
  SupportKeyRefused,
  SupportLogNotFound,
  WrongCredentials,
  TooManyAttempts,
  AccountRefused,
  EmailTaken,
  ContactNotFound,
  NoExternalLogin,
  OrderNotFound,
  OrderPending,
  TicketsVoid,
  BookingNotFound,
  PlaceNotBooked,
  BookingTaken,
  BookingClosed,
  WithdrawalTooLate,
  WithdrawalNotFound,
  NotWithdrawable,
  ExchangeRefused,
  ExchangeNotFound,
  ExchangeConflict,
] as const

/** A refusal's class: what an endpoint lists among its errors. */
export type RefusalClass = (typeof REFUSALS)[number]

/** A refusal, as the domain returns it. */
export type Refusal = InstanceType<RefusalClass>

/** What a refusal class declares about its answer. */
export interface RefusalAnswer {
  readonly status: ErrorStatus
  readonly description: string
}

/** The status and the meaning a refusal class declares (its `httpApiStatus` and `description` annotations). */
export const refusalAnswer = (refusal: RefusalClass): RefusalAnswer => {
  const annotations = refusal.ast.annotations as { readonly httpApiStatus: ErrorStatus; readonly description: string }
  return { status: annotations.httpApiStatus, description: annotations.description }
}

const CLASSES: ReadonlySet<unknown> = new Set(REFUSALS)

/** Whether a domain function's result is a refusal rather than its outcome. */
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && CLASSES.has(value.constructor)

/** The class of a refusal, to read what it declares. */
export const refusalClassOf = (refusal: Refusal): RefusalClass => refusal.constructor as RefusalClass
