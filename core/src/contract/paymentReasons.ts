/**
 * Why a charge ended declined (RECHAZADO) or cancelled (CANCELADO), as a code beside the
 * processor's own words (PaymentStatus.cMotivo and cMensaje): a shop says the reason in the
 * shopper's language by its code (core's paymentMessageOf) and only falls back to the words for a
 * code it does not know, since another platform may send others (or none).
 */
export const PAYMENT_REASONS = [
  /** The card has no funds or credit left for the amount. */
  "FONDOS_INSUFICIENTES",
  /** The processor does not take this card (in the sandbox: any number that is not a test card). */
  "TARJETA_NO_HABILITADA",
  /** The 3-D Secure step did not verify the cardholder. */
  "VERIFICACION_3DS_FALLIDA",
  /** Approved after the hold had expired: the money went back. */
  "PAGO_TARDIO_DEVUELTO",
  /** The shopper cancelled a charge that was still processing. */
  "CANCELADO_POR_EL_COMPRADOR",
  /** The wallet (Mercado Pago, MODO…) declined the payment on its page or app. */
  "RECHAZADO_POR_LA_BILLETERA",
  /** The wallet notified another amount or currency than the payment's: nothing sold, any money taken went back. */
  "MONTO_NO_COINCIDE",
] as const
export type PaymentReason = (typeof PAYMENT_REASONS)[number]
