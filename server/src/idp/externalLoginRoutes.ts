import type { ServerDeps } from "../deps.js"
import { accountById, loginResultOf } from "../domain/customers/accounts.js"
import { openSession } from "../domain/customers/sessions.js"
import { requireCustomer } from "../http/auth.js"
import type { ServerHandlers } from "../http/endpointRoutes.js"
import { notFound, unauthorized } from "../http/problems.js"
import { redeemLoginCode } from "./codes.js"
import { externalProfile } from "./externalProfile.js"

const NO_EXTERNAL_LOGIN = "problems.account.noExternalLogin"
const INVALID_CODE = "problems.account.invalidLoginCode"

/** The v2 side of EXTERNAL_LOGIN: only a tenant in that mode answers these. */
export const externalLoginHandlers = (
  deps: ServerDeps,
): Pick<ServerHandlers, "loginWithExternalCode" | "getExternalProfile"> => {
  const requireExternalLogin = () => {
    if (deps.tenant.loginSystem !== "EXTERNAL_LOGIN") throw notFound(NO_EXTERNAL_LOGIN)
  }

  return {
    loginWithExternalCode: async ({ body }) => {
      requireExternalLogin()
      const now = deps.now()
      const customerId = await redeemLoginCode(deps.db, body.code, now)
      if (customerId === null) throw unauthorized(INVALID_CODE)
      const token = await openSession(deps.db, customerId, now, deps.tenant.session.validityMinutes)
      return loginResultOf(token, await accountById(deps.db, customerId))
    },
    // The tenant's mode is told before the session is checked: an own-login shop answers 404 to any token.
    getExternalProfile: async ({ caller }) => {
      requireExternalLogin()
      return externalProfile(deps.db, await requireCustomer(deps.db, caller.token, deps.now()))
    },
  }
}
