import { NoExternalLogin, WrongCredentials } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { accountById, loginResultOf } from "../domain/customers/accounts.js"
import { openSession } from "../domain/customers/sessions.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { redeemLoginCode } from "./codes.js"
import { externalProfile } from "./externalProfile.js"

/** The v2 side of EXTERNAL_LOGIN: only a tenant in that mode answers these. */
export const externalLoginHandlers = (
  deps: ServerDeps,
): Pick<ServerHandlers, "loginWithExternalCode" | "getExternalProfile"> => {
  /** The refusal of a shop that signs in with its own accounts, or null. */
  const notExternalLogin = (): NoExternalLogin | null =>
    deps.tenant.loginSystem === "EXTERNAL_LOGIN"
      ? null
      : new NoExternalLogin({ key: "problems.account.noExternalLogin" })

  return {
    loginWithExternalCode: async ({ body }) => {
      const refusal = notExternalLogin()
      if (refusal !== null) return refusal
      const now = deps.now()
      const customerId = await redeemLoginCode(deps.db, body.code, now)
      if (customerId === null) return new WrongCredentials({ key: "problems.account.invalidLoginCode" })
      const token = await openSession(deps.db, customerId, now, deps.tenant.session.validityMinutes)
      return loginResultOf(token, await accountById(deps.db, customerId))
    },
    // The tenant's mode is told before the session is checked: an own-login shop answers 404 to any token.
    getExternalProfile: async ({ caller }) => {
      const refusal = notExternalLogin()
      if (refusal !== null) return refusal
      return externalProfile(deps.db, await requireCustomer(deps.db, caller.token, deps.now()))
    },
  }
}
