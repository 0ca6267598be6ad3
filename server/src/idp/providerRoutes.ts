import { DEFAULT_ANSWER_LANGUAGE, isRefusal, LoginRequest, withQueryParameter } from "@boleteria/core"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { Context, Hono } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import type { ServerDeps } from "../deps.js"
import { accountById } from "../domain/customers/accounts.js"
import { checkCredentials } from "../domain/customers/login.js"
import { problemOf } from "../http/endpointRoutes.js"
import { problemMessage } from "../http/problems.js"
import { clientAddress, trustedProxiesFromEnvironment } from "../security/rateLimit.js"
import { issueLoginCode } from "./codes.js"
import { endIdpSession, IDP_SESSION_COOKIE, IDP_SESSION_MS, idpSessionCustomer, openIdpSession } from "./idpSessions.js"
import { accountPage, loggedOutPage, loginFormPage, problemPage } from "./pages.js"
import { sameOriginTarget } from "./sameOrigin.js"

const FOREIGN_REDIRECT = "La dirección de regreso falta o no pertenece a esta tienda."
const INCOMPLETE_FORM = "Completá tu e-mail y tu contraseña."

const decodeLogin = Schema.decodeUnknownResult(LoginRequest)

const fieldOf = (form: Record<string, unknown>, name: string): string => {
  const value = form[name]
  return typeof value === "string" ? value : ""
}

/** Back to the shop with a fresh one-time code (303: the browser follows with a GET). */
const backWithCode = async (c: Context, deps: ServerDeps, target: URL, customerId: number) => {
  const code = await issueLoginCode(deps.db, customerId, deps.now())
  return c.redirect(withQueryParameter(target.href, "code", code), 303)
}

/**
 * A minimal OAuth-style identity provider under /idp, so the shop's EXTERNAL_LOGIN mode runs for
 * real: its accounts are the shop's customers, its answer is a one-time code sent to redirect_uri.
 */
export const identityProviderRoutes = (app: Hono, deps: ServerDeps): void => {
  const trustedProxies = trustedProxiesFromEnvironment()
  const session = (c: Context) => idpSessionCustomer(deps.db, getCookie(c, IDP_SESSION_COOKIE), deps.now())

  // The login form; inside its session, straight back to redirect_uri with a code.
  app.get("/idp/login", async (c) => {
    const target = sameOriginTarget(c.req.query("redirect_uri"), c.req.url)
    if (target === null) return c.html(problemPage(FOREIGN_REDIRECT), 400)
    const customerId = await session(c)
    return customerId === null
      ? c.html(loginFormPage(target.href, "", null))
      : backWithCode(c, deps, target, customerId)
  })

  // Checks the form and goes back to redirect_uri with a code.
  app.post("/idp/login", async (c) => {
    const form = await c.req.parseBody()
    const target = sameOriginTarget(fieldOf(form, "redirect_uri"), c.req.url)
    if (target === null) return c.html(problemPage(FOREIGN_REDIRECT), 400)
    const email = fieldOf(form, "email")
    const request = decodeLogin({ cEmail: email.trim(), cClave: fieldOf(form, "password") })
    if (Result.isFailure(request)) return c.html(loginFormPage(target.href, email, INCOMPLETE_FORM), 400)
    const account = await checkCredentials(deps, request.success, clientAddress(c, trustedProxies))
    if (isRefusal(account)) {
      const refusal = problemOf(account)
      // A 429 keeps its Retry-After; the form shows how long to wait.
      // The provider's pages are Spanish.
      return c.html(
        loginFormPage(target.href, email, problemMessage(refusal, DEFAULT_ANSWER_LANGUAGE)),
        refusal.status === 429 ? 429 : 401,
        refusal.headers,
      )
    }
    const token = await openIdpSession(deps.db, account.id, deps.now())
    setCookie(c, IDP_SESSION_COOKIE, token, {
      path: "/idp",
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(c.req.url).protocol === "https:",
      maxAge: IDP_SESSION_MS / 1000,
    })
    return backWithCode(c, deps, target, account.id)
  })

  // Ends its session (the shop loads it in a hidden frame).
  app.get("/idp/logout", async (c) => {
    await endIdpSession(deps.db, getCookie(c, IDP_SESSION_COOKIE))
    deleteCookie(c, IDP_SESSION_COOKIE, { path: "/idp" })
    return c.html(loggedOutPage())
  })

  // The update-data page, with a link back to back_url.
  app.get("/idp/account", async (c) => {
    const back = sameOriginTarget(c.req.query("back_url"), c.req.url)
    const customerId = await session(c)
    const account = customerId === null ? null : await accountById(deps.db, customerId)
    const customer =
      account === null
        ? null
        : { name: `${account.personal.cNombre} ${account.personal.cApellido}`, email: account.email }
    return c.html(accountPage(customer, back?.href ?? null))
  })
}
