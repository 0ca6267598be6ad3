import type { MessageKey } from "./messageKeys.js"

/**
 * What both backends refuse a call for, by message key (locales/*.json `problems`). The answer is
 * `{ nCode, oData, cClave }`: the key's text in the caller's language (Accept-Language) in oData,
 * after the field it is about when there is one, and the key in cClave. A shop shows that text as
 * the server wrote it (failureMessageOf): these keys ship with no shop bundle.
 */
export const PROBLEM_KEYS = [
  "problems.unexpected",
  "problems.request.notJson",
  "problems.request.invalidValue",
  "problems.request.methodNotAllowed",
  "problems.request.tooLarge",
  "problems.request.noSuchRoute",
  "problems.session.invalid",
  "problems.purchase.keyMissing",
  "problems.purchase.notFound",
  "problems.purchase.paid",
  "problems.purchase.paidCannotCancel",
  "problems.purchase.canceled",
  "problems.purchase.expired",
  "problems.purchase.paymentInProgress",
  "problems.purchase.addressNeedsLogin",
  "problems.catalogue.noShow",
  "problems.catalogue.noPerformance",
  "problems.catalogue.noSuchDay",
  "problems.catalogue.placeNotInPerformance",
  "problems.catalogue.sectorNotInPerformance",
  "problems.take.performanceNotFound",
  "problems.take.performanceStarted",
  "problems.take.notPlacesOfPerformance",
  "problems.take.sectorNotFound",
  "problems.take.tooMany",
  "problems.take.seatsTaken",
  "problems.take.seat",
  "problems.take.placesTaken",
  "problems.take.noPlaceLeft",
  "problems.take.noPlacesLeft",
  "problems.take.noWheelchairSpace",
  "problems.take.noWheelchairSpaceWithCompanion",
  "problems.take.noWheelchairSpaceWithCompanions",
  "problems.take.nothingHeldInPerformance",
  "problems.promotion.notForPerformance",
  "problems.promotion.notFound",
  "problems.promotion.quantity",
  "problems.checkout.noDeliveryType",
  "problems.checkout.addressRequired",
  "problems.checkout.addressNotFound",
  "problems.checkout.noProduct",
  "problems.checkout.productLimit",
  "problems.checkout.noPaymentMethod",
  "problems.checkout.cardUnknown",
  "problems.payment.noCharge",
  "problems.payment.approvedCannotCancel",
  "problems.payment.awaitingBankCannotCancel",
  "problems.payment.badSignature",
  "problems.payment.noWalletPayment",
  "problems.paymentLink.notFound",
  "problems.paymentLink.expired",
  "problems.savedCard.notFound",
  "problems.savedCard.registrationNotFound",
  "problems.authentication.notFound",
  "problems.authentication.otherCard",
  "problems.authentication.notAuthenticated",
  "problems.holdExtension.off",
  "problems.holdExtension.limitReached",
  "problems.holdExtension.tooEarly",
  "problems.holdExtension.nothingHeld",
  "problems.account.wrongCredentials",
  "problems.account.tooManyAttempts",
  "problems.account.tooManyAttemptsWait",
  "problems.account.wait.second",
  "problems.account.wait.seconds",
  "problems.account.wait.minute",
  "problems.account.wait.minutes",
  "problems.account.wrongCurrentPassword",
  "problems.account.invalidRecoveryCode",
  "problems.account.addressNotFound",
  "problems.account.phoneNotFound",
  "problems.account.noExternalLogin",
  "problems.account.invalidLoginCode",
  "problems.orders.notFound",
  "problems.orders.billNotFound",
  "problems.orders.ticketsVoid",
  "problems.orders.paymentPending",
  "problems.orders.billProcessing",
  "problems.booking.notFound",
  "problems.booking.notOfPerformance",
  "problems.booking.placeNotBooked",
  "problems.booking.lapsed",
  "problems.booking.bought",
  "problems.booking.inAnotherPurchase",
  "problems.withdrawal.receiptWindowOver",
  "problems.withdrawal.functionTooClose",
  "problems.withdrawal.notFound",
  "problems.withdrawal.notWithdrawable",
  "problems.withdrawal.tooManyAttempts",
  "problems.withdrawal.unknownCode",
  "problems.exchange.functionTooClose",
  "problems.exchange.notExchangeable",
  "problems.exchange.severalFunctions",
  "problems.exchange.otherShow",
  "problems.exchange.worseSector",
  "problems.exchange.bankPromotion",
  "problems.exchange.notFound",
  "problems.exchange.cardRequired",
  "problems.exchange.placesChanged",
  "problems.queue.noIdentity",
  "problems.queue.noRoom",
  "problems.queue.turnRequired",
  "problems.queue.turnInvalid",
  "problems.queue.turnOtherFunction",
  "problems.queue.turnExpired",
  "problems.queue.purchaseOpen",
  "problems.queue.tooManyJoins",
] as const

export type ProblemKey = (typeof PROBLEM_KEYS)[number]

/**
 * The key a refusal is said by: one of `problems`, or one of core's message keys, which a shop holds
 * and says itself (a rule's validation.…, payment.problems.…, signUp.emailTaken).
 */
export type RefusalKey = ProblemKey | MessageKey

/** A value for a text's `{{placeholder}}`: plain, another text (a seat's name), or a list of them. */
export type TextParam = string | number | KeyedText | ReadonlyArray<KeyedText>
export type TextParams = Readonly<Record<string, TextParam>>

/** A text by its key, with the values of its placeholders: written in a language only when answered. */
export interface KeyedText<Key extends string = string> {
  readonly key: Key
  readonly params?: TextParams
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/gu
/** How a list in a text reads: "Platea, fila F, butaca 12; Platea, fila F, butaca 13". */
const LIST_SEPARATOR = "; "

/**
 * A keyed text in one language: `textOf` gives the texts of that language (undefined for a key it
 * lacks, which is then said as is); each placeholder is filled from the params, a text in them said
 * in the same language; one without a value stays.
 */
export const keyedText = (textOf: (key: string) => string | undefined, text: KeyedText): string => {
  const say = (value: TextParam): string => {
    if (typeof value === "string" || typeof value === "number") return String(value)
    if ("key" in value) return keyedText(textOf, value)
    return value.map((item) => keyedText(textOf, item)).join(LIST_SEPARATOR)
  }
  const template = textOf(text.key)
  if (template === undefined) return text.key
  const params = text.params ?? {}
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? say(params[name] as TextParam) : placeholder,
  )
}
