import type { WalletProviderId } from "../contract/wallets.js"
import type { WithdrawalRefund } from "../contract/withdrawal.js"

/** Each wallet by its own brand's name, the same in every language. */
export const WALLET_NAMES: Readonly<Record<WalletProviderId, string>> = {
  MERCADO_PAGO: "Mercado Pago",
  MODO: "MODO",
  PAYPAL: "PayPal",
  TIGO_MONEY: "Tigo Money",
  APPLE_PAY: "Apple Pay",
}

/**
 * Where one refund goes, as the withdrawal page and mail say it (docs/withdrawal.md): back to the
 * same card, by its last 4 digits; to the shopper's account at the wallet that took the money; or,
 * with no card known, to the purchase's means of payment.
 */
export type RefundDestination =
  | { readonly to: "card"; readonly last4: string }
  | { readonly to: "wallet"; readonly provider: string }
  | { readonly to: "paymentMethod" }

export const refundDestinationOf = (refund: WithdrawalRefund): RefundDestination => {
  if (refund.cProveedor !== "TARJETA") return { to: "wallet", provider: WALLET_NAMES[refund.cProveedor] }
  return refund.cUltimos4 === null ? { to: "paymentMethod" } : { to: "card", last4: refund.cUltimos4 }
}
