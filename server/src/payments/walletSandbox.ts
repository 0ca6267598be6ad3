import type { PaymentNotification, PaymentReason, WalletProviderId } from "@boleteria/core"
import { randomBytes } from "node:crypto"
import { isSignedBy, notificationSecretFrom, signNotification } from "./notificationSignature.js"
import type { ProviderAnswer, RefundReceipt } from "./provider.js"
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

/** A refund a sandbox wallet made: which wallet, for which purchase. */
interface SandboxWalletRefund extends RefundReceipt {
  readonly provider: WalletProviderId
  readonly processId: number
}

/** A notification's state, in the card processor's answers: the sandbox notifies in the contract's own words. */
const settlementOf = (notification: PaymentNotification): ProviderAnswer => {
  switch (notification.cEstado) {
    case "APROBADO":
      return { state: "APROBADO", message: null, reason: null, settlesAt: null }
    case "PENDIENTE":
      return { state: "PENDIENTE_CONFIRMACION", message: null, reason: null, settlesAt: null }
    case "RECHAZADO":
      return {
        state: "RECHAZADO",
        message: "La billetera rechazó el pago.",
        reason: "RECHAZADO_POR_LA_BILLETERA" satisfies PaymentReason,
        settlesAt: null,
      }
  }
}

/** Signs a notification as the sandbox wallet `provider` would (its pages notify the server with it). */
export type SandboxSigner = (provider: WalletProviderId, notification: PaymentNotification) => string

/** The sandbox's wallets, one registered provider each (registry.ts), sharing one ledger. */
export interface SandboxWallets {
  readonly providers: ReadonlyArray<WalletProvider>
  /** The sandbox wallets' own account of the refunds they made: one per payment and purpose. */
  readonly walletRefundsOf: (processId: number) => ReadonlyArray<SandboxWalletRefund>
}

/** The wallets made by sandboxWallets, with their signer: the server serves their pages (routes/index.ts). */
const SANDBOXES = new WeakMap<WalletProvider, SandboxSigner>()

/** How the sandbox among `wallets` signs its notifications; null when none of them is the sandbox's. */
export const sandboxSignerOf = (wallets: ReadonlyArray<WalletProvider>): SandboxSigner | null =>
  wallets.map((wallet) => SANDBOXES.get(wallet)).find((signer) => signer !== undefined) ?? null

interface SandboxWalletOptions {
  /** What the sandbox signs its notifications with (PAYMENT_NOTIFICATION_SECRET; notificationSecretFrom). */
  readonly notificationSecret?: string | undefined
}

/**
 * The built-in wallets: no network. A payment is a reference and a page of this server where the
 * shopper approves, declines or leaves it pending (walletSandboxPages.ts), which then notifies the server
 * as the real wallet's webhook would. Payments and refunds are kept per server process, as a real
 * wallet keeps them on its side; a repeated request answers the first.
 */
export const sandboxWallets = (options: SandboxWalletOptions = {}): SandboxWallets => {
  const secret = notificationSecretFrom(options.notificationSecret)
  const sign: SandboxSigner = (provider, notification) => signNotification(secret, provider, notification)
  const payments = new Map<string, WalletPayment>()
  const refunds = new Map<string, SandboxWalletRefund>()
  const walletOf = (id: WalletProviderId): WalletProvider => {
    const wallet: WalletProvider = {
      id,
      kind: "wallet",
      createPayment: (request) => {
        const key = `${id}:${request.processId}:${request.attempt}`
        const payment = payments.get(key) ?? {
          reference: `${REFERENCE_PREFIX[id]}-${request.processId}-${request.attempt}-${randomBytes(6).toString("hex")}`,
          actionUrl: "",
        }
        const made = { ...payment, actionUrl: sandboxWalletPage(id, payment.reference) }
        payments.set(key, made)
        return Promise.resolve(made)
      },
      refund: (payment, amount, purpose = "payment") => {
        const key = `${payment.reference}:${purpose}`
        const made = refunds.get(key) ?? {
          provider: id,
          processId: payment.processId,
          reference: `${payment.reference}-R-${purpose}`,
          amount,
        }
        refunds.set(key, made)
        return Promise.resolve({ reference: made.reference, amount: made.amount })
      },
      verifyNotification: (notification, signature) => isSignedBy(secret, id, notification, signature),
      settlementOf,
    }
    SANDBOXES.set(wallet, sign)
    return wallet
  }
  return {
    providers: (Object.keys(SANDBOX_WALLET_SLUG) as Array<WalletProviderId>).map(walletOf),
    walletRefundsOf: (processId) => [...refunds.values()].filter((made) => made.processId === processId),
  }
}
