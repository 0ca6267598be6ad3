import type { WalletProviderId } from "@boleteria/core"
import { randomBytes } from "node:crypto"
import type { RefundReceipt } from "./provider.js"
import type { WalletPayment, WalletProvider } from "./wallet.js"

/** Each wallet's sandbox pages live under /sandbox/<slug>/<reference>, served by this server. */
export const SANDBOX_WALLET_SLUG: Readonly<Record<WalletProviderId, string>> = {
  MERCADO_PAGO: "mercadopago",
  MODO: "modo",
  PAYPAL: "paypal",
  TIGO_MONEY: "tigomoney",
  APPLE_PAY: "applepay",
}

const REFERENCE_PREFIX: Readonly<Record<WalletProviderId, string>> = {
  MERCADO_PAGO: "MP",
  MODO: "MODO",
  PAYPAL: "PP",
  TIGO_MONEY: "TIGO",
  APPLE_PAY: "APAY",
}

const sandboxWalletPage = (provider: WalletProviderId, reference: string): string =>
  `/sandbox/${SANDBOX_WALLET_SLUG[provider]}/${encodeURIComponent(reference)}`

/**
 * The built-in wallets: no network. A payment is a reference and a page of this server where the
 * shopper approves, declines or leaves it pending (walletSandboxPages.ts), which then notifies the server
 * as the real wallet's webhook would. Payments and refunds are kept per server process, as a real
 * wallet keeps them on its side; a repeated request answers the first.
 */
export const sandboxWallets = (): WalletProvider => {
  const payments = new Map<string, WalletPayment>()
  const refunds = new Map<string, RefundReceipt>()
  return {
    createPayment: (request) => {
      const key = `${request.provider}:${request.processId}:${request.attempt}`
      const payment = payments.get(key) ?? {
        reference: `${REFERENCE_PREFIX[request.provider]}-${request.processId}-${request.attempt}-${randomBytes(6).toString("hex")}`,
        actionUrl: "",
      }
      const made = { ...payment, actionUrl: sandboxWalletPage(request.provider, payment.reference) }
      payments.set(key, made)
      return Promise.resolve(made)
    },
    refund: (reference, amount) => {
      const made = refunds.get(reference) ?? { reference: `${reference}-R`, amount }
      refunds.set(reference, made)
      return Promise.resolve(made)
    },
  }
}
