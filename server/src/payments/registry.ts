import { acceptedProviders, type PaymentProviderId, type TenantConfig } from "@boleteria/core"
import type { KnownCharge, PaymentProvider, RefundPurpose, RefundReceipt } from "./provider.js"
import type { WalletProvider } from "./wallet.js"

/** What the server registers by id: a card processor or a wallet (docs/payments.md). */
type RegisteredProvider = PaymentProvider | WalletProvider

/** The payment providers a server runs with, each found by its id: the domain asks here, never by a name. */
export interface ProviderRegistry {
  /** The card processor: the card form's charges (Cobrar), saved cards, 3-D Secure. */
  readonly card: PaymentProvider
  /** The wallet registered by `id`; throws when none is. */
  readonly wallet: (id: PaymentProviderId) => WalletProvider
  /** Whether `id` is the card processor's or a wallet's; null when nothing is registered by it. */
  readonly kindOf: (id: PaymentProviderId) => RegisteredProvider["kind"] | null
  readonly wallets: ReadonlyArray<WalletProvider>
  /**
   * Gives `amount` of a charge back through whoever took it: a card charge through the card
   * processor, a wallet's (by its reference there) through that wallet, so a wallet's money is never
   * given back from the card processor's ledger. Every refund of the server goes through here.
   */
  readonly refund: (charge: KnownCharge, amount: number, purpose?: RefundPurpose) => Promise<RefundReceipt>
}

/** What gives money back: the registry's refund, through whoever took it. */
export type Refunds = Pick<ProviderRegistry, "refund">

/** Registers each of `providers` by its id: one card processor, one provider per id. */
export const providerRegistry = (providers: ReadonlyArray<RegisteredProvider>): ProviderRegistry => {
  const byId = new Map<PaymentProviderId, RegisteredProvider>()
  for (const provider of providers) {
    if (byId.has(provider.id)) throw new Error(`Two payment providers are registered as ${provider.id}`)
    byId.set(provider.id, provider)
  }
  const cards = providers.filter((provider) => provider.kind === "card")
  const [card] = cards
  if (card === undefined || cards.length > 1)
    throw new Error(`A server takes cards through one card processor; ${cards.length} are registered`)
  const wallet = (id: PaymentProviderId): WalletProvider => {
    const found = byId.get(id)
    if (found?.kind !== "wallet") throw new Error(`No wallet is registered as ${id}`)
    return found
  }
  return {
    card,
    wallet,
    kindOf: (id) => byId.get(id)?.kind ?? null,
    wallets: providers.filter((provider) => provider.kind === "wallet"),
    refund: (charge, amount, purpose) => {
      if (byId.get(charge.provider)?.kind === "card") return card.refund(charge, amount, purpose)
      if (charge.providerReference == null)
        throw new Error(`The wallet charge of process ${charge.processId} has no reference`)
      return wallet(charge.provider).refund(
        { reference: charge.providerReference, processId: charge.processId },
        amount,
        purpose,
      )
    },
  }
}

/**
 * The registry a tenant's server runs with, from the implementations `available`: the card processor
 * (the card calls always take cards) and every provider the tenant's acceptedPayments names. A
 * provider it accepts that nothing implements stops the server at start, named.
 */
export const registryForTenant = (
  tenant: TenantConfig,
  available: ReadonlyArray<RegisteredProvider>,
): ProviderRegistry => {
  const accepted = acceptedProviders(tenant.acceptedPayments)
  const missing = [...accepted].filter((id) => !available.some((provider) => provider.id === id))
  if (missing.length > 0)
    throw new Error(`The tenant accepts ${missing.join(", ")}, but no payment provider implements it here`)
  return providerRegistry(available.filter((provider) => provider.kind === "card" || accepted.has(provider.id)))
}
