import type { WalletProviderId } from "@boleteria/core"
import type { RefundPurpose, RefundReceipt } from "./provider.js"

/**
 * A payment the shop asks a wallet to take: the wallet answers where the shopper pays it. Where its
 * page sends the shopper back (Checkout Pro's back_url) follows from provider and process
 * (walletReturnPath, domain/process/walletCharge.ts).
 */
interface WalletPaymentRequest {
  readonly provider: WalletProviderId
  readonly processId: number
  readonly attempt: number
  readonly amount: number
  /** What the wallet shows the shopper is paying for. */
  readonly description: string
}

/** The wallet's payment: its reference (what its notifications name) and the page the shopper pays on. */
export interface WalletPayment {
  readonly reference: string
  readonly actionUrl: string
}

/** A payment a wallet took, known by its reference there (and the purchase it paid, for the ledger). */
interface KnownWalletPayment {
  readonly provider: WalletProviderId
  readonly reference: string
  readonly processId: number
}

/**
 * The wallet side of the payment-provider port (docs/payments.md): the shop creates a payment (a
 * Mercado Pago preference, a MODO QR intent, a PayPal order…), the shopper pays on the wallet's page
 * or app, and the wallet tells the server by a signed notification. No card ever reaches the shop.
 */
export interface WalletProvider {
  /** Idempotent per (processId, attempt): asked again, the same payment. Called outside any transaction. */
  readonly createPayment: (request: WalletPaymentRequest, now: number) => Promise<WalletPayment>
  /** Gives `amount` of an approved payment back; idempotent per reference and purpose, as the card port's refund. */
  readonly refund: (payment: KnownWalletPayment, amount: number, purpose?: RefundPurpose) => Promise<RefundReceipt>
}
