import type { ServerDeps } from "../deps.js"
import type { Router } from "../http/router.js"
import { externalLoginAndProviderRoutes } from "../idp/routes.js"
import { catalogueRoutes } from "./catalogue.js"
import { customerRoutes } from "./customers.js"
import { miscRoutes } from "./misc.js"
import { orderRoutes } from "./orders.js"
import { paymentRoutes } from "./payments.js"
import { processRoutes } from "./process.js"

/** Every route family of SPEC §7, each in its own module. */
export const registerRoutes = (router: Router, deps: ServerDeps): void => {
  catalogueRoutes(router, deps)
  miscRoutes(router, deps)
  processRoutes(router, deps)
  paymentRoutes(router, deps)
  customerRoutes(router, deps)
  orderRoutes(router, deps)
  externalLoginAndProviderRoutes(router, deps)
}
