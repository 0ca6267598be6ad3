import type { TenantConfig } from "@boleteria/core"
import type { Database } from "./db/database.js"
import type { LogLine } from "./http/requestLog.js"
import type { Mailer } from "./mail/mailer.js"
import type { ProviderRegistry } from "./payments/registry.js"
import type { PasswordCost } from "./security/passwords.js"

/** Everything a route needs, passed in: tests swap the clock, the database and the provider. */
export interface ServerDeps {
  readonly db: Database
  /** The current instant in epoch ms; holds, sessions and settlements are judged against it. */
  readonly now: () => number
  readonly tenant: TenantConfig
  /** The card processor and the wallets, by id (docs/payments.md): registryForTenant. */
  readonly providers: ProviderRegistry
  readonly mail: Mailer
  readonly log: LogLine
  readonly passwordCost: PasswordCost
  /** Folder of the built storefront, served at /; null before the shop exists. */
  readonly publicDir: string | null
  /** Folder of poster images served at /posters. */
  readonly postersDir: string
  /** The tenant's support key (SUPPORT_KEY): it reads the logs shoppers sent (docs/replay.md). */
  readonly supportKey: string
}
