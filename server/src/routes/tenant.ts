import type { ServerDeps } from "../deps.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { publishedTenant } from "../tenant.js"

type Handlers = Pick<ServerHandlers, "getTenantSettings">

/** GET /v2/Configuracion: the tenant's public configuration, what the shop's index.html carries. */
export const tenantHandlers = (deps: ServerDeps): Handlers => {
  const tenant = publishedTenant(deps.tenant)
  return { getTenantSettings: () => Promise.resolve(tenant) }
}
