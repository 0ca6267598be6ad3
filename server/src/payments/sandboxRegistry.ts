import type { TenantConfig } from "@boleteria/core"
import type { PaymentProvider } from "./provider.js"
import { registryForTenant, type ProviderRegistry } from "./registry.js"
import { sandboxProvider } from "./sandbox.js"
import { sandboxWallets, type SandboxWallets } from "./walletSandbox.js"

/** Implementations to register instead of the sandbox's: a test's counting or failing processor, a ledger it reads. */
interface SandboxOverrides {
  readonly payments?: PaymentProvider | undefined
  readonly wallets?: Pick<SandboxWallets, "providers"> | undefined
  /** What the sandbox wallets sign their notifications with, when they are the sandbox's (walletSandbox.ts). */
  readonly notificationSecret?: string | undefined
}

/**
 * The registry of a server that takes payments through the built-in sandboxes (npm start, the tests,
 * the bench): the sandbox card processor and wallets, save those `given`.
 */
export const sandboxRegistry = (tenant: TenantConfig, given: SandboxOverrides = {}): ProviderRegistry =>
  registryForTenant(tenant, [
    given.payments ?? sandboxProvider(),
    ...(given.wallets ?? sandboxWallets({ notificationSecret: given.notificationSecret })).providers,
  ])
