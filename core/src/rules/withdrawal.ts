import { TENANT_TIME_ZONE, type CalendarDate } from "./calendarDate.js"
import { validateEmail } from "./email.js"
import type { FormErrors } from "./formErrors.js"
import { asText, type FieldValue } from "./input.js"
import type { MessageKey } from "./messageKeys.js"
import type { ProblemKey } from "./problems.js"
import { calendarDateAt, zonedMidnight } from "./zonedTime.js"

/**
 * The consumer's right to withdraw (Ley 24.240 art. 34, CCyC art. 1110, Res. 424/2020, Disp.
 * 954/2025): a purchase made at a distance may be revoked within ten calendar days of receiving
 * it. For a show the tickets are received when the payment is approved (they are issued then), and
 * the venue must be able to sell the places again, so this shop also asks for a day's notice
 * before the function. docs/withdrawal.md tells why.
 */
export const WITHDRAWAL_DAYS = 10

/** How long before the (first) function a withdrawal must be asked for. */
export const WITHDRAWAL_NOTICE_MS = 24 * 60 * 60_000

/** When a withdrawn order's tickets were received, and when each of its functions starts (epoch ms). */
export interface WithdrawalTiming {
  readonly ticketsReceivedAt: number
  readonly functionStarts: ReadonlyArray<number>
}

/** The two limits of a withdrawal: it may be asked for before both. */
export interface WithdrawalLimits {
  /**
   * The end of the tenth calendar day after the day of receipt, in the tenant's zone (CCyC art. 6:
   * the day of receipt does not count, and a period ends at midnight of its last day). Exclusive.
   */
  readonly receiptWindowEndsAt: number
  /** 24 hours before the first function starts; the last instant a withdrawal is taken. Inclusive. */
  readonly noticeEndsAt: number
}

/** Which limit a refused withdrawal passed, and when it passed. */
export type WithdrawalRefusal =
  | { readonly reason: "receiptWindowOver"; readonly limitAt: number }
  | { readonly reason: "functionTooClose"; readonly limitAt: number }

const nextDays = (date: CalendarDate, days: number): CalendarDate => ({ ...date, day: date.day + days })

export const withdrawalLimits = (timing: WithdrawalTiming): WithdrawalLimits => {
  const receivedOn = calendarDateAt(timing.ticketsReceivedAt, TENANT_TIME_ZONE)
  // An order always has a function; without one only the ten days would count.
  const firstFunction = Math.min(...timing.functionStarts)
  return {
    receiptWindowEndsAt: zonedMidnight(nextDays(receivedOn, WITHDRAWAL_DAYS + 1), TENANT_TIME_ZONE),
    noticeEndsAt: firstFunction - WITHDRAWAL_NOTICE_MS,
  }
}

/**
 * Why a withdrawal asked for at `now` is refused, or null when it is in time. When both limits
 * have passed, the one that passed first is the one that closed the door.
 */
export const withdrawalRefusal = (timing: WithdrawalTiming, now: number): WithdrawalRefusal | null => {
  const { receiptWindowEndsAt, noticeEndsAt } = withdrawalLimits(timing)
  const passed: Array<WithdrawalRefusal> = []
  if (now >= receiptWindowEndsAt) passed.push({ reason: "receiptWindowOver", limitAt: receiptWindowEndsAt })
  if (now > noticeEndsAt) passed.push({ reason: "functionTooClose", limitAt: noticeEndsAt })
  return passed.sort((a, b) => a.limitAt - b.limitAt)[0] ?? null
}

/** The last instant a withdrawal is taken: the earlier of the two limits. */
export const withdrawalDeadline = (timing: WithdrawalTiming): number => {
  const { receiptWindowEndsAt, noticeEndsAt } = withdrawalLimits(timing)
  return Math.min(receiptWindowEndsAt, noticeEndsAt)
}

/**
 * Whether an order may be withdrawn at `now`: the one rule behind the list of a customer's
 * withdrawable orders, the preview and the withdrawal itself. Only a paid order may (a pending
 * payment has nothing to give back yet; a cancelled, refunded, exchanged or withdrawn one has
 * nothing left), and only in time.
 */
export type WithdrawalEligibility =
  | { readonly kind: "eligible"; readonly deadline: number }
  | { readonly kind: "notWithdrawable" }
  | { readonly kind: "refused"; readonly refusal: WithdrawalRefusal }

export const withdrawalEligibility = (
  order: { readonly state: string; readonly timing: WithdrawalTiming },
  now: number,
): WithdrawalEligibility => {
  if (order.state !== "PAGADO") return { kind: "notWithdrawable" }
  const refusal = withdrawalRefusal(order.timing, now)
  return refusal === null
    ? { kind: "eligible", deadline: withdrawalDeadline(order.timing) }
    : { kind: "refused", refusal }
}

/**
 * How both backends say each refusal (locales/*.json `problems.withdrawal`, `{{date}}` the limit's
 * instant): the answer's cClave, its text written in the caller's language.
 */
export const WITHDRAWAL_REFUSAL_KEYS = {
  receiptWindowOver: "problems.withdrawal.receiptWindowOver",
  functionTooClose: "problems.withdrawal.functionTooClose",
} as const satisfies Record<WithdrawalRefusal["reason"], ProblemKey>

/** The other answers a withdrawal may get, by their keys. */
export const WITHDRAWAL_PROBLEM_KEYS = {
  /** No order with that number and that e-mail: which of the two was wrong is not said. */
  notFound: "problems.withdrawal.notFound",
  /** A payment not approved yet, or an order already cancelled or refunded: nothing to withdraw. */
  notWithdrawable: "problems.withdrawal.notWithdrawable",
  tooManyAttempts: "problems.withdrawal.tooManyAttempts",
  /** GET by tracking code: no withdrawal has that code. */
  unknownCode: "problems.withdrawal.unknownCode",
} as const satisfies Record<string, ProblemKey>

/** A withdrawal's tracking code: 10 base32 characters (50 random bits), shown at once and mailed. */
export const TRACKING_CODE_LENGTH = 10
export const TRACKING_CODE_PATTERN = /^[A-Z2-7]{10}$/u

/** The revocation page's form: the order number and the e-mail of the purchase, and an optional reason. */
export interface WithdrawalForm {
  readonly orderNumber: FieldValue
  readonly email: FieldValue
  readonly reason: FieldValue
}
export type WithdrawalFormField = keyof WithdrawalForm

export type WithdrawalFormErrors = FormErrors<WithdrawalFormField>

/** The order number as receipts print it: digits only, "N° 12" and "#12" forgiven. */
const orderNumberOf = (value: FieldValue): number | null => {
  const digits = asText(value).replace(/^(?:N[°º]?|#)\s*/iu, "")
  if (!/^\d{1,9}$/u.test(digits)) return null
  const number = Number(digits)
  return number >= 1 ? number : null
}

/** The longest reason kept: the shop asks for none, and the team reads a few lines. */
export const MAX_WITHDRAWAL_REASON_LENGTH = 500

export const validateWithdrawalForm = (form: WithdrawalForm): WithdrawalFormErrors => {
  const email = validateEmail(form.email)
  const errors: Partial<Record<WithdrawalFormField, MessageKey>> = {}
  if (asText(form.orderNumber) === "") errors.orderNumber = "validation.required"
  else if (orderNumberOf(form.orderNumber) === null) errors.orderNumber = "info.withdrawal.form.orderNumberInvalid"
  if (!email.ok) errors.email = email.error
  return errors
}

/** The body of POST /v2/Arrepentimiento from a valid form; null when the form has a problem. */
export const withdrawalRequestOf = (
  form: WithdrawalForm,
): { readonly idPedido: number; readonly cEmail: string; readonly cMotivo?: string } | null => {
  const idPedido = orderNumberOf(form.orderNumber)
  const email = validateEmail(form.email)
  if (idPedido === null || !email.ok) return null
  const reason = asText(form.reason).slice(0, MAX_WITHDRAWAL_REASON_LENGTH)
  return reason === "" ? { idPedido, cEmail: email.value } : { idPedido, cEmail: email.value, cMotivo: reason }
}

/** A limit's instant as a refusal says it (`{{date}}`), on the tenant's 24-hour clock: "2 de diciembre de 2026 a las 00:00". */
export const formatWithdrawalLimit = (limitAt: number, intlLocale: string): string =>
  new Intl.DateTimeFormat(intlLocale, {
    dateStyle: "long",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: TENANT_TIME_ZONE,
  }).format(limitAt)
