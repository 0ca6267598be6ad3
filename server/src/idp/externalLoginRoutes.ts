import { ExternalCodeRequest } from "@boleteria/core"
import type { ServerDeps } from "../deps.js"
import { accountById, loginResultOf } from "../domain/customers/accounts.js"
import { openSession } from "../domain/customers/sessions.js"
import { requireCustomer } from "../http/auth.js"
import { notFound, unauthorized } from "../http/problems.js"
import type { Router } from "../http/router.js"
import { redeemLoginCode } from "./codes.js"
import { externalProfile } from "./externalProfile.js"

const NO_EXTERNAL_LOGIN = "Esta tienda no usa un ingreso externo: ingresá con tu e-mail y tu contraseña."
const INVALID_CODE = "El código de ingreso no es válido o venció. Ingresá de nuevo."

/** The v2 side of EXTERNAL_LOGIN: only a tenant in that mode answers these. */
export const externalLoginRoutes = (router: Router, deps: ServerDeps): void => {
  const requireExternalLogin = () => {
    if (deps.tenant.loginSystem !== "EXTERNAL_LOGIN") throw notFound(NO_EXTERNAL_LOGIN)
  }

  router.add(
    {
      method: "post",
      path: "/v2/Cliente/Externo/Token",
      summary: "External login: exchanges the one-time code (2 minutes, single use) for a bearer token",
      body: ExternalCodeRequest,
    },
    async (_c, body) => {
      requireExternalLogin()
      const now = deps.now()
      const customerId = await redeemLoginCode(deps.db, body.code, now)
      if (customerId === null) throw unauthorized(INVALID_CODE)
      const token = await openSession(deps.db, customerId, now, deps.tenant.session.validityMinutes)
      return loginResultOf(token, await accountById(deps.db, customerId))
    },
  )

  router.add(
    // The tenant's mode is told before the token is asked for, so an own-login shop answers 404 to everyone.
    { method: "get", path: "/v2/Cliente/Externo", summary: "External login: the signed-in customer's external profile (bearer token)" },
    async (c) => {
      requireExternalLogin()
      return externalProfile(deps.db, await requireCustomer(c, deps.db, deps.now()))
    },
  )
}
