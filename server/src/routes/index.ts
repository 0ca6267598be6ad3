import type { Hono } from "hono"
import type { ServerDeps } from "../deps.js"
import { registerEndpoints } from "../http/endpointRoutes.js"
import { externalLoginHandlers } from "../idp/externalLoginRoutes.js"
import { identityProviderRoutes } from "../idp/providerRoutes.js"
import { catalogueHandlers } from "./catalogue.js"
import { customerHandlers } from "./customers.js"
import { messageHandlers } from "./messages.js"
import { orderHandlers } from "./orders.js"
import { paymentHandlers, paymentReturnPages } from "./payments.js"
import { purchaseHandlers } from "./process.js"

/**
 * Every v2/v3 call of core's endpoint table, with its handler from the module of its domain; then the
 * browser pages outside the table: the card provider's return pages and the identity provider's.
 */
export const registerRoutes = (app: Hono, deps: ServerDeps): void => {
  registerEndpoints(app, {
    ...catalogueHandlers(deps),
    ...messageHandlers(deps),
    ...purchaseHandlers(deps),
    ...paymentHandlers(deps),
    ...customerHandlers(deps),
    ...externalLoginHandlers(deps),
    ...orderHandlers(deps),
  })
  paymentReturnPages(app, deps)
  identityProviderRoutes(app, deps)
}
