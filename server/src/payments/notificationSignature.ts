import { notificationSigningText, type PaymentNotification, type PaymentProviderId } from "@boleteria/core"
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * The secret wallets sign their notifications with (PAYMENT_NOTIFICATION_SECRET). Unset, each
 * process draws its own at start: fine for one process with its built-in sandbox, whose notifications
 * it signs itself; processes behind a load balancer must share one.
 */
export const notificationSecretFrom = (configured: string | undefined): string =>
  configured !== undefined && configured !== "" ? configured : randomBytes(32).toString("hex")

/** HMAC-SHA256, hex, of the provider and the notification's fields (core's notificationSigningText). */
export const signNotification = (
  secret: string,
  provider: PaymentProviderId,
  notification: PaymentNotification,
): string => createHmac("sha256", secret).update(notificationSigningText(provider, notification)).digest("hex")

/** Whether `signature` is the provider's: compared in constant time, so it cannot be guessed byte by byte. */
export const isSignedBy = (
  secret: string,
  provider: PaymentProviderId,
  notification: PaymentNotification,
  signature: string | undefined,
): boolean => {
  if (signature === undefined) return false
  const expected = Buffer.from(signNotification(secret, provider, notification), "hex")
  const given = Buffer.from(signature, "hex")
  return given.length === expected.length && timingSafeEqual(given, expected)
}
