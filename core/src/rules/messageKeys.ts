/**
 * Every message key core hands to a UI. Each one exists in locales/es.json and locales/en.json
 * (a test checks), so a UI can translate whatever a rule or a machine returns.
 */
export const VALIDATION_MESSAGE_KEYS = [
  "validation.required",
  "validation.controlCharacters",
  "validation.email.required",
  "validation.email.invalid",
  "validation.emailConfirmation.required",
  "validation.emailConfirmation.mismatch",
  "validation.password.required",
  "validation.password.tooShort",
  "validation.password.uppercase",
  "validation.password.digit",
  "validation.passwordConfirmation.required",
  "validation.passwordConfirmation.mismatch",
  "validation.firstName.required",
  "validation.lastName.required",
  "validation.gender.required",
  "validation.emailedCode.required",
  "validation.birthdate.invalidDay",
  "validation.birthdate.invalidMonth",
  "validation.birthdate.invalidYear",
  "validation.birthdate.yearTooHigh",
  "validation.birthdate.yearTooLow",
  "validation.birthdate.invalidDate",
  "validation.birthdate.inFuture",
  "validation.documentType.required",
  "validation.document.required",
  "validation.document.invalid",
  "validation.document.tooLow",
  "validation.document.tooHigh",
  "validation.document.tooShort",
  "validation.document.tooLong",
  "validation.document.cuitLength",
  "validation.document.cuitCheckDigit",
  "validation.cardNumber.required",
  "validation.cardNumber.invalid",
  "validation.cardNumber.incomplete",
  "validation.cvc.required",
  "validation.cvc.invalid",
  "validation.expiry.monthRequired",
  "validation.expiry.yearRequired",
  "validation.expiry.invalidMonth",
  "validation.expiry.invalidYear",
  "validation.expiry.expired",
  "validation.cardholder.required",
  "validation.installments.required",
  // Returned by the delivery machine.
  "validation.delivery.addressRequired",
  "validation.delivery.unknownType",
  "validation.reservation.conditionsRequired",
  "validation.signUp.termsRequired",
  "validation.phone.invalid",
  "validation.zip.invalid",
] as const

/** Messages the machines show (SPEC §4 and §8). */
export const APP_MESSAGE_KEYS = [
  "purchase.expired",
  "purchase.otherTab",
  "purchase.canceled",
  "purchase.canceledTitle",
  "session.disconnected",
  "payment.requestError",
  "payment.cardMessage",
  "payment.verifying",
  "payment.processing",
  "payment.successful",
  "payment.pendingConfirmation",
  "payment.failed",
  "payment.cancelled",
  "payment.delayed",
  "payment.retry",
  // A charge refused by chargeCheck's repricingProblem (the shop's card form asks first).
  "payment.fullPriceNotAgreed",
  "payment.fullPriceNotAgreedWallet",
  // Why a charge was declined or cancelled, by its code (paymentMessageOf).
  "payment.reasons.insufficientFunds",
  "payment.reasons.cardNotEnabled",
  "payment.reasons.threeDsFailed",
  "payment.reasons.latePaymentRefunded",
  "payment.reasons.cancelledByShopper",
  "payment.reasons.declinedByWallet",
  "payment.reasons.amountMismatch",
  // What the server refuses a charge for before the processor sees it (sent as the answer's cClave).
  "payment.problems.cartEmpty",
  "payment.problems.deliveryMissing",
  "payment.problems.methodMissing",
  "payment.problems.installmentsNotOffered",
  "payment.problems.walletNotOffered",
  "payment.problems.cardNeedsCardForm",
  "payment.problems.belowMinimum",
  "payment.problems.aboveMaximum",
  "errors.communication",
  "errors.cardValidation",
  "errors.processing",
  "errors.unknown",
  "errors.attentionTitle",
  "seats.notContiguous",
  "auth.error.error",
  "common.ok",
  "common.close",
  "newsletter.dialogTitle",
  "signUp.emailTaken",
  // The revocation page's order number (withdrawal.ts).
  "info.withdrawal.form.orderNumberInvalid",
] as const

export const MESSAGE_KEYS = [...VALIDATION_MESSAGE_KEYS, ...APP_MESSAGE_KEYS] as const

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number]
export type MessageKey = (typeof MESSAGE_KEYS)[number]

const KNOWN_KEYS: ReadonlySet<string> = new Set(MESSAGE_KEYS)

/** Whether a text is one of core's message keys (a rule's or a machine's), which a UI translates. */
export const isMessageKey = (text: string): text is MessageKey => KNOWN_KEYS.has(text)
