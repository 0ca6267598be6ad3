import { SUPPORT_KEY_HEADER, SupportKeyRefused, SupportLogNotFound, type supportEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { keepSupportLog, supportLogOf, supportLogRefusal } from "../domain/supportLogs.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"
import { isSupportKey } from "../security/supportKey.js"

/**
 * The support inbox (docs/replay.md): anyone may send a log (a shopper in trouble may not be signed
 * in), only the tenant's support reads one, with its key.
 */
export const supportHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof supportEndpoints> => {
  // Read once, while the app is built: logs are counted per client address.
  const trustedProxies = trustedProxiesFromEnvironment()
  return {
    sendSupportLog: async ({ body }, c) =>
      supportLogRefusal(body.cRegistro) ?? keepSupportLog(deps.db, body, clientAddress(c, trustedProxies), deps.now()),
    getSupportLog: async ({ path, headers }) => {
      if (!isSupportKey(headers[SUPPORT_KEY_HEADER], deps.supportKey))
        return new SupportKeyRefused({ key: "problems.support.wrongKey", field: "X-Clave-Soporte" })
      return (
        (await supportLogOf(deps.db, path.cReferencia, deps.now())) ??
        new SupportLogNotFound({ key: "problems.support.notFound" })
      )
    },
  }
}
