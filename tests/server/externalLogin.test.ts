import type { ExternalProfile, LoginResult } from "@boleteria/core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { SIGN_UP_PASSWORD as PASSWORD, signUpForm } from "../support/forms.js"
import { startTestServer, type TestServer, describeOnEachDatabase } from "./support/testServer.js"

const EXTERNAL_TENANT = {
  loginSystem: "EXTERNAL_LOGIN",
  externalLogin: { loginUrl: "/idp/login", logoutUrl: "/idp/logout", updateDataUrl: "/idp/account" },
} as const

let emails = 0
const uniqueEmail = () => `externo${++emails}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Martina signs up with an alias here: her external profile answers it. */
const signUpWithAlias = (cEmail: string) => signUpForm(cEmail, { cAlias: "Martu" })

/** The browser's side of the provider: form posts and redirects, read by hand (no redirect following). */
const browser = (server: TestServer) => {
  let cookie: string | null = null
  const request = async (method: "GET" | "POST", path: string, form?: Record<string, string>) => {
    const response = await fetch(server.url + path, {
      method,
      redirect: "manual",
      headers: {
        ...(cookie === null ? {} : { cookie }),
        ...(form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      },
      ...(form === undefined ? {} : { body: new URLSearchParams(form).toString() }),
    })
    const setCookie = response.headers.get("set-cookie")
    if (setCookie !== null) cookie = setCookie.split(";")[0] ?? null
    return { status: response.status, location: response.headers.get("location"), html: await response.text() }
  }
  return {
    request,
    /** Logs in through the form and answers the code the provider sent back to redirect_uri. */
    logIn: async (email: string, password = PASSWORD) => {
      const redirectUri = `${server.url}/loginRedirect`
      const answer = await request("POST", "/idp/login", { email, password, redirect_uri: redirectUri })
      return { ...answer, code: codeOf(answer.location, redirectUri) }
    },
  }
}

const codeOf = (location: string | null, redirectUri: string): string | null => {
  if (location === null || !location.startsWith(`${redirectUri}?`)) return null
  return new URL(location).searchParams.get("code")
}

describeOnEachDatabase("external login with the reference identity provider (%s)", (kind) => {
  let server: TestServer
  let ownLogin: TestServer
  let email: string

  beforeAll(async () => {
    ;[server, ownLogin] = await Promise.all([startTestServer(kind, { tenant: EXTERNAL_TENANT }), startTestServer(kind)])
    email = uniqueEmail()
    expect((await server.call("POST", "/v2/Cliente/Insertar", signUpWithAlias(email))).status).toBe(200)
  })
  afterAll(() => Promise.all([server?.close(), ownLogin?.close()]))

  it("serves a labelled login form that keeps the redirect_uri", async () => {
    const redirectUri = `${server.url}/loginRedirect`
    const form = await browser(server).request("GET", `/idp/login?redirect_uri=${encodeURIComponent(redirectUri)}`)
    expect(form.status).toBe(200)
    expect(form.html).toContain('<label for="email">E-mail</label>')
    expect(form.html).toContain('<label for="password">Contraseña</label>')
    expect(form.html).toContain(`name="redirect_uri" value="${redirectUri}"`)
  })

  it("refuses a redirect_uri on another site, and a missing one", async () => {
    const visitor = browser(server)
    const foreign = await visitor.request(
      "GET",
      `/idp/login?redirect_uri=${encodeURIComponent("https://evil.example/loginRedirect")}`,
    )
    expect(foreign.status).toBe(400)
    expect(foreign.html).toContain("no pertenece a esta tienda")
    expect((await visitor.request("GET", "/idp/login")).status).toBe(400)
    const posted = await visitor.request("POST", "/idp/login", {
      email,
      password: PASSWORD,
      redirect_uri: "https://evil.example/",
    })
    expect(posted.status).toBe(400)
    expect(posted.location).toBeNull()
  })

  it("shows the form again with the message on a wrong password, and sends no code", async () => {
    const answer = await browser(server).logIn(email, "Equivocada1")
    expect(answer.status).toBe(401)
    expect(answer.code).toBeNull()
    expect(answer.html).toContain("El e-mail o la contraseña no son correctos.")
    expect(answer.html).toContain(`value="${email}"`)
  })

  it("exchanges the code once for a session; the token reads the external profile", async () => {
    const { status, code } = await browser(server).logIn(email)
    expect(status).toBe(303)
    expect(code).not.toBeNull()
    const exchanged = await server.call<LoginResult>("POST", "/v2/Cliente/Externo/Token", { code })
    expect(exchanged.status).toBe(200)
    expect(exchanged.oData.user).toEqual({ cNombre: "Martina", cEmail: email, lAlias: true })
    const profile = await server.call<ExternalProfile>("GET", "/v2/Cliente/Externo", undefined, exchanged.oData.token)
    expect(profile.oData).toMatchObject({
      cEmail: email,
      cNombre: "Martina",
      cApellido: "Suárez",
      cAlias: "Martu",
      lAlias: true,
    })
    // The same token is a shop session like any other.
    expect((await server.call("GET", "/v2/Cliente/Informacion", undefined, exchanged.oData.token)).status).toBe(200)

    const again = await server.call("POST", "/v2/Cliente/Externo/Token", { code })
    expect(again.status).toBe(401)
    expect(again.oData).toBe("El código de ingreso no es válido o venció. Ingresá de nuevo.")
  })

  it("lets a code expire after 2 minutes and refuses made-up codes and empty bodies", async () => {
    const { code } = await browser(server).logIn(email)
    server.clock.advance(2 * 60_000)
    expect((await server.call("POST", "/v2/Cliente/Externo/Token", { code })).status).toBe(401)
    expect((await server.call("POST", "/v2/Cliente/Externo/Token", { code: "inventado" })).status).toBe(401)
    const empty = await server.call("POST", "/v2/Cliente/Externo/Token", { code: "" })
    expect(empty.status).toBe(400)
    expect(empty.oData).toMatch(/^code: /)
  })

  it("stores codes hashed", async () => {
    const { code } = await browser(server).logIn(email)
    const { rows } = await server.db.query<{ code_hash: string }>("SELECT code_hash FROM external_login_codes")
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((row) => row.code_hash)).not.toContain(code)
  })

  it("remembers the customer in its session until /idp/logout ends it", async () => {
    const visitor = browser(server)
    await visitor.logIn(email)
    const redirectUri = `${server.url}/loginRedirect`
    const loginPath = `/idp/login?redirect_uri=${encodeURIComponent(redirectUri)}`
    const silent = await visitor.request("GET", loginPath)
    expect(silent.status).toBe(303)
    const code = codeOf(silent.location, redirectUri)
    expect((await server.call("POST", "/v2/Cliente/Externo/Token", { code })).status).toBe(200)

    const account = await visitor.request(
      "GET",
      `/idp/account?back_url=${encodeURIComponent(`${server.url}/myOrders`)}`,
    )
    expect(account.html).toContain(email)
    expect(account.html).toContain(`href="${server.url}/myOrders"`)

    expect((await visitor.request("GET", "/idp/logout")).status).toBe(200)
    const afterLogout = await visitor.request("GET", loginPath)
    expect(afterLogout.status).toBe(200)
    expect(afterLogout.html).toContain("<form")
    expect((await visitor.request("GET", "/idp/account")).html).toContain("No hay una sesión abierta")
  })

  it("offers no way back to another site from the update-data page", async () => {
    const page = await browser(server).request(
      "GET",
      `/idp/account?back_url=${encodeURIComponent("https://evil.example/")}`,
    )
    expect(page.status).toBe(200)
    expect(page.html).not.toContain("evil.example")
  })

  it("answers the v2 external calls only in EXTERNAL_LOGIN mode", async () => {
    const exchange = await ownLogin.call("POST", "/v2/Cliente/Externo/Token", { code: "cualquiera" })
    expect(exchange.status).toBe(404)
    expect(exchange.oData).toMatch(/no usa un ingreso externo/)
    expect((await server.call("GET", "/v2/Cliente/Externo")).status).toBe(401)
    const ownToken = (await ownLogin.call<LoginResult>("POST", "/v2/Cliente/Insertar", signUpWithAlias(uniqueEmail())))
      .oData.token
    expect((await ownLogin.call("GET", "/v2/Cliente/Externo", undefined, ownToken)).status).toBe(404)
  })
})
