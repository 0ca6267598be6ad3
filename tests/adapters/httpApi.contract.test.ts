import * as Effect from "effect/Effect"
import { afterAll, beforeAll } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { LoginResult } from "../../core/src/contract/customer.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import { describeApiContract } from "../core/ports/api.suite.js"
import { startTestServer, type TestServer } from "../server/support/testServer.js"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer("pglite")
})
afterAll(() => server?.close())

/**
 * The HTTP Api as a shop tab uses it: the session keeps the token of the last login or sign-up,
 * and the purchase calls send it. Each test starts signed out, as a fresh tab does.
 */
const shopTab = (): ApiShape => {
  let sessionToken: string | null = null
  const api = makeHttpApi({
    baseUrl: server.url,
    token: () => sessionToken,
    fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
  })
  const keepSession = <E>(signIn: Effect.Effect<LoginResult, E>) =>
    Effect.tap(signIn, (result) => Effect.sync(() => void (sessionToken = result.token)))
  return { ...api, login: (body) => keepSession(api.login(body)), signUp: (body) => keepSession(api.signUp(body)) }
}

describeApiContract("HTTP adapter against the reference server (PGlite)", async () => ({
  api: shopTab(),
  advance: (ms) => server.clock.advance(ms),
}))
