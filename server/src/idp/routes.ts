import type { ServerDeps } from "../deps.js"
import type { Router } from "../http/router.js"
import { externalLoginRoutes } from "./externalLoginRoutes.js"
import { identityProviderRoutes } from "./providerRoutes.js"

/** EXTERNAL_LOGIN end to end: the reference identity provider (/idp/*) and the v2 calls behind it. */
export const externalLoginAndProviderRoutes = (router: Router, deps: ServerDeps): void => {
  identityProviderRoutes(router, deps)
  externalLoginRoutes(router, deps)
}
