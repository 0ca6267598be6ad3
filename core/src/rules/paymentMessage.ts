import type { PaymentStatus } from "../contract/checkout.js"
import type { PaymentReason } from "../contract/paymentReasons.js"
import type { MessageKey } from "./messageKeys.js"

/** The message key that says each reason in the shopper's language (locales/*.json `payment.reasons`). */
export const PAYMENT_REASON_KEYS = {
  FONDOS_INSUFICIENTES: "payment.reasons.insufficientFunds",
  TARJETA_NO_HABILITADA: "payment.reasons.cardNotEnabled",
  VERIFICACION_3DS_FALLIDA: "payment.reasons.threeDsFailed",
  PAGO_TARDIO_DEVUELTO: "payment.reasons.latePaymentRefunded",
  CANCELADO_POR_EL_COMPRADOR: "payment.reasons.cancelledByShopper",
  RECHAZADO_POR_LA_BILLETERA: "payment.reasons.declinedByWallet",
  MONTO_NO_COINCIDE: "payment.reasons.amountMismatch",
} as const satisfies Record<PaymentReason, MessageKey>

const isKnownReason = (code: string): code is PaymentReason => Object.hasOwn(PAYMENT_REASON_KEYS, code)

/**
 * What the shop says of a charge's outcome: the reason's message key when the answer carries a
 * code it knows (so the shopper reads it in their language), else the processor's own words, else
 * nothing. The words are never shown for a known code: they are in the processor's language.
 */
export const paymentMessageOf = (status: Pick<PaymentStatus, "cMensaje" | "cMotivo">): string | null => {
  const code = status.cMotivo ?? null
  return code !== null && isKnownReason(code) ? PAYMENT_REASON_KEYS[code] : status.cMensaje
}
