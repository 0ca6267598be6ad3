import type { Hono } from "hono"
import type { ServerDeps } from "../deps.js"
import { registerEndpoints } from "../http/endpointRoutes.js"
import { sandboxWalletPages } from "../payments/walletSandboxPages.js"
import { sandboxSignerOf } from "../payments/walletSandbox.js"
import { externalLoginHandlers } from "../idp/externalLoginRoutes.js"
import { identityProviderRoutes } from "../idp/providerRoutes.js"
import { bookingHandlers } from "./bookings.js"
import { catalogueHandlers } from "./catalogue.js"
import { customerHandlers } from "./customers.js"
import { messageHandlers } from "./messages.js"
import { orderHandlers } from "./orders.js"
import { paymentLinkHandlers } from "./paymentLinks.js"
import { paymentHandlers, paymentReturnPages } from "./payments.js"
import { purchaseHandlers } from "./process.js"
import { walletHandlers } from "./wallets.js"
import { sandboxCardPages, savedCardHandlers } from "./savedCards.js"
import { withdrawalHandlers } from "./withdrawals.js"
import { exchangeHandlers } from "./exchanges.js"
import { geoHandlers } from "./geo.js"
import { tenantHandlers } from "./tenant.js"
import { waitingRoomHandlers } from "./waitingRoom.js"
import { supportHandlers } from "./support.js"

/**
 * Every v2/v3 call of core's endpoint table, with its handler from the module of its domain; then the
 * browser pages outside the table: the card provider's return pages and the identity provider's.
 */
export const registerRoutes = (app: Hono, deps: ServerDeps): void => {
  registerEndpoints(app, {
    ...catalogueHandlers(deps),
    ...geoHandlers(deps),
    ...tenantHandlers(deps),
    ...messageHandlers(deps),
    ...purchaseHandlers(deps),
    ...bookingHandlers(deps),
    ...paymentHandlers(deps),
    ...paymentLinkHandlers(deps),
    ...walletHandlers(deps),
    ...savedCardHandlers(deps),
    ...customerHandlers(deps),
    ...externalLoginHandlers(deps),
    ...orderHandlers(deps),
    ...withdrawalHandlers(deps),
    ...exchangeHandlers(deps),
    ...waitingRoomHandlers(deps),
    ...supportHandlers(deps),
  })
  paymentReturnPages(app, deps)
  // The sandbox wallets' pages, where their shoppers pay, are this server's.
  const signAsSandbox = sandboxSignerOf(deps.providers.wallets)
  if (signAsSandbox !== null) sandboxWalletPages(app, deps.db, signAsSandbox, deps.tenant)
  sandboxCardPages(app, deps)
  identityProviderRoutes(app, deps)
}
