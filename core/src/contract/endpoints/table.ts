import { catalogueEndpoints } from "./catalogue.js"
import { customerEndpoints } from "./customer.js"
import { messageEndpoints } from "./messages.js"
import { orderEndpoints } from "./orders.js"
import { paymentEndpoints } from "./payment.js"
import { purchaseEndpoints } from "./purchase.js"

/**
 * Every call of the v2/v3 contract, by name: the one description the server, the adapters, the
 * memory Api and the OpenAPI read. This module holds the table alone, so a client that loads it
 * later (ports/deferredApi.ts) loads nothing else with it.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...messageEndpoints,
  ...purchaseEndpoints,
  ...paymentEndpoints,
  ...customerEndpoints,
  ...orderEndpoints,
}

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
