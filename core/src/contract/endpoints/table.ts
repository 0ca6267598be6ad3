import { bookingEndpoints, functionShopEndpoints } from "./bookings.js"
import { catalogueEndpoints } from "./catalogue.js"
import { customerEndpoints } from "./customer.js"
import { messageEndpoints } from "./messages.js"
import { orderEndpoints } from "./orders.js"
import { paymentEndpoints } from "./payment.js"
import { paymentLinkEndpoints } from "./paymentLink.js"
import { purchaseEndpoints } from "./purchase.js"
import { settingsEndpoints } from "./settings.js"
import { walletEndpoints } from "./wallets.js"
import { savedCardEndpoints } from "./savedCards.js"
import { withdrawalEndpoints } from "./withdrawal.js"
import { exchangeEndpoints } from "./exchange.js"
import { waitingRoomEndpoints } from "./waitingRoom.js"
import { supportEndpoints } from "./support.js"

/**
 * Every call of the v2/v3 contract, by name: the one description the server, the adapters, the
 * memory Api and the OpenAPI read. This module holds the table alone, so a client that loads it
 * later (ports/deferredApi.ts) loads nothing else with it.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...settingsEndpoints,
  ...messageEndpoints,
  ...purchaseEndpoints,
  ...bookingEndpoints,
  ...functionShopEndpoints,
  ...paymentEndpoints,
  ...paymentLinkEndpoints,
  ...walletEndpoints,
  ...savedCardEndpoints,
  ...customerEndpoints,
  ...orderEndpoints,
  ...withdrawalEndpoints,
  ...exchangeEndpoints,
  ...waitingRoomEndpoints,
  ...supportEndpoints,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
