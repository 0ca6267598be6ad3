import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { makeHttpApi } from "@boleteria/core/http"
import { startTestServer, type TestServer } from "../../server/support/testServer.js"
import { SIGN_UP_PASSWORD as PASSWORD, signUpForm } from "../../support/forms.js"

const EMAIL = "externa@example.com"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer("pglite", {
    tenant: {
      loginSystem: "EXTERNAL_LOGIN",
      externalLogin: { loginUrl: "/idp/login", logoutUrl: "/idp/logout", updateDataUrl: "/idp/account" },
    },
  })
  await server.call("POST", "/v2/Cliente/Insertar", signUpForm(EMAIL, { cNombre: "Julieta", cApellido: "Ríos" }))
})
afterAll(() => server?.close())

/** What the browser does at the identity provider: posts the form and is sent back with a code. */
const codeFromProvider = async (): Promise<string> => {
  const response = await fetch(`${server.url}/idp/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: EMAIL,
      password: PASSWORD,
      redirect_uri: `${server.url}/loginRedirect`,
    }).toString(),
  })
  const code = new URL(response.headers.get("location") ?? "").searchParams.get("code")
  if (code === null) throw new Error(`the provider answered ${response.status} without a code`)
  return code
}

describe("HTTP Api: loginWithExternalCode against the reference server", () => {
  const onUnauthorized = vi.fn()
  const apiAt = () => makeHttpApi({ baseUrl: server.url, token: () => null, fingerprint: () => "f0", onUnauthorized })

  it("exchanges the provider's code for the customer's session", async () => {
    const result = await Effect.runPromise(apiAt().loginWithExternalCode({ body: { code: await codeFromProvider() } }))
    expect(result.user).toEqual({ cNombre: "Julieta", cEmail: EMAIL, lAlias: false })
    const customer = await Effect.runPromise(apiAt().getCustomer({ credentials: { token: result.token } }))
    expect(customer.cEmail).toBe(EMAIL)
  })

  it("reads a spent code as an ApiError with the server's words, not as a lost session", async () => {
    const code = await codeFromProvider()
    await Effect.runPromise(apiAt().loginWithExternalCode({ body: { code } }))
    const failure = await Effect.runPromise(Effect.flip(apiAt().loginWithExternalCode({ body: { code } })))
    expect(failure).toMatchObject({
      _tag: "ApiError",
      nCode: 401,
      message: "El código de ingreso no es válido o venció. Ingresá de nuevo.",
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})
