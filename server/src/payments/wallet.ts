import type { PaymentNotification, WalletProviderId } from "@boleteria/core"
import type { ProviderAnswer, RefundPurpose, RefundReceipt } from "./provider.js"

/**
 * A payment the shop asks a wallet to take: the wallet answers where the shopper pays it. Where its
 * page sends the shopper back (Checkout Pro's back_url) follows from wallet and process (walletReturnPath).
 */
interface WalletPaymentRequest {
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
  readonly reference: string
  readonly processId: number
}

/**
 * The wallet side of the payment-provider port (docs/payments.md): the shop creates a payment (a
 * Mercado Pago preference, a MODO QR intent, a PayPal order…), the shopper pays on the wallet's page
 * or app, and the wallet tells the server by a signed notification. No card ever reaches the shop.
 */
export interface WalletProvider {
  /** The wallet it is (one implementation per wallet, registered by this id: registry.ts). */
  readonly id: WalletProviderId
  readonly kind: "wallet"
  /** Idempotent per (processId, attempt): asked again, the same payment. Called outside any transaction. */
  readonly createPayment: (request: WalletPaymentRequest, now: number) => Promise<WalletPayment>
  /** Gives `amount` of an approved payment back; idempotent per reference and purpose, as the card port's refund. */
  readonly refund: (payment: KnownWalletPayment, amount: number, purpose?: RefundPurpose) => Promise<RefundReceipt>
  /**
   * Whether `notification` is this wallet's own word, its webhook's signature checked as the wallet
   * signs it (each wallet has its own scheme and secret). One that is not moves nothing.
   */
  readonly verifyNotification: (notification: PaymentNotification, signature: string | undefined) => boolean
  /** What a verified notification says of the payment, in the card processor's answers (settle.ts records both). */
  readonly settlementOf: (notification: PaymentNotification) => ProviderAnswer
}

/** Where each wallet's page sends the shopper back to (its back_url): SPEC §2's own return pages; null where none. */
const RETURN_PATH: Readonly<Record<WalletProviderId, ((processId: number) => string) | null>> = {
  TIGO_MONEY: (processId) => `/payConfirmTigoMoney?idProcesoDeCompra=${processId}`,
  APPLE_PAY: (processId) => `/apay/cobro/finalizar?idProcesoDeCompra=${processId}`,
  // MODO's QR is read on a phone: the shop's tab follows the payment itself.
  MODO: null,
  MERCADO_PAGO: (processId) => `/BuyTicket/ok/${processId}`,
  PAYPAL: (processId) => `/BuyTicket/ok/${processId}`,
}

/**
 * Where a wallet's page sends the shopper back (Checkout Pro's back_url): SPEC §2's own return pages
 * for Tigo Money and Apple Pay, the provider return page for the others; MODO has none.
 */
export const walletReturnPath = (wallet: WalletProviderId, processId: number): string | null =>
  RETURN_PATH[wallet]?.(processId) ?? null
