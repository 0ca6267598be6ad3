import { isRefusal, type Caller, type exchangeEndpoints } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { exchangeOptionsOf } from "../domain/exchanges/exchangeOptions.js"
import { openExchange, quoteOf } from "../domain/exchanges/exchangeRecord.js"
import { payExchange } from "../domain/exchanges/payExchange.js"
import { takeExchange } from "../domain/exchanges/takeExchange.js"
import { goneRefusal } from "../domain/process/access.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { DATE_LOCALES } from "../i18n/texts.js"

/**
 * Exchanges (SPEC §7 operacion/cambio; docs/exchanges.md): the options of an order, the take of the
 * new places, their balance, and the settlement. Every call needs the order's customer signed in;
 * that is the credential (an exchange is never anonymous), so no purchase key is asked for.
 */
export const exchangeHandlers = (deps: ServerDeps): Pick<ServerHandlers, keyof typeof exchangeEndpoints> => {
  const { db } = deps
  const signedIn = (caller: Caller): Promise<number> => requireCustomer(db, caller.token, deps.now())

  return {
    getExchangeOptions: async ({ path, caller }) =>
      exchangeOptionsOf(db, await signedIn(caller), path.idPedido, caller.language, deps.now()),
    takeExchange: async ({ path, body, caller }) =>
      takeExchange(db, path.idProcesoDeCompra, path.idPedido, body, {
        now: deps.now(),
        holdMs: deps.tenant.purchase.clockMinutes * 60_000,
        processType: deps.tenant.processType,
        customerId: await signedIn(caller),
        dateLocale: DATE_LOCALES[caller.language],
        language: caller.language,
      }),
    getExchangeBalance: async ({ path, caller }) => {
      const now = deps.now()
      const process = await openExchange(db, path.idProcesoDeCompra, path.idPedido, await signedIn(caller), false)
      if (isRefusal(process)) return process
      const gone = process.state === "PAID" ? null : goneRefusal(process, now)
      if (gone !== null) return gone
      const quoted = await quoteOf(db, process, path.idPedido, now, caller.language)
      return isRefusal(quoted) ? quoted : quoted.quote
    },
    payExchange: async ({ path, body, caller }) =>
      payExchange(deps, path.idProcesoDeCompra, path.idPedido, await signedIn(caller), body, caller.language),
  }
}
