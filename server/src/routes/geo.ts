import type { ServerDeps } from "../deps.js"
import { visitorCountry } from "../domain/geo/visitorCountry.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"

type Handlers = Pick<ServerHandlers, "getVisitorCountry">

/** GET /v2/Geo/Pais: the country of the caller's address (behind a trusted proxy, the address it forwarded). */
export const geoHandlers = (deps: ServerDeps): Handlers => {
  const trustedProxies = trustedProxiesFromEnvironment()
  return {
    getVisitorCountry: async (_request, c) => ({
      cPais: await visitorCountry(clientAddress(c, trustedProxies), deps.tenant.countryCode),
    }),
  }
}
