import type { PaymentProvider } from "./provider.js"
import type { WalletProvider } from "./wallet.js"

/**
 * The card port whose refunds go back through whoever took the money: a card charge to the card
 * processor, a wallet charge (its provider and reference in KnownCharge) to that wallet. Every
 * refund of the server (late payment, exchange, withdrawal) goes through it, so a wallet's money is
 * never given back from the card processor's ledger.
 */
export const refundingThroughTaker = (payments: PaymentProvider, wallets: WalletProvider): PaymentProvider => ({
  ...payments,
  refund: (charge, amount, purpose) => {
    const provider = charge.provider ?? "TARJETA"
    if (provider === "TARJETA") return payments.refund(charge, amount, purpose)
    if (charge.providerReference == null)
      throw new Error(`wallet charge of process ${charge.processId} has no reference`)
    return wallets.refund(
      { provider, reference: charge.providerReference, processId: charge.processId },
      amount,
      purpose,
    )
  },
})
