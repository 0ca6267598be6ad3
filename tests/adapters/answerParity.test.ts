import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import { startTestServer, TEST_START, type TestServer } from "../server/support/testServer.js"
import { signUpForm } from "../support/forms.js"
import { fixtureBackend } from "../support/memoryApi.js"

type Language = "es" | "en"

/**
 * The sentences a call answers with on success (newsletter thanks, contact received, recovery code
 * sent), from the memory backend and from the reference server behind the HTTP adapter: the same
 * words in the caller's language, so a shop tested on the memory Api shows what the server says.
 */
describe("the memory Api's sentence answers, as the reference server's, in the caller's language", () => {
  let server: TestServer
  let http: (language: Language) => ApiShape
  let memory: (language: Language) => ApiShape

  beforeAll(async () => {
    server = await startTestServer("pglite")
    const backend = fixtureBackend({ now: server.clock.now, seededAt: TEST_START })
    http = (language) =>
      makeHttpApi({
        baseUrl: server.url,
        token: () => null,
        purchaseKey: () => null,
        fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
        language: () => language,
      })
    memory = (language) => backend.client({ language: () => language })
  })
  afterAll(() => server?.close())

  const contact = {
    cNombre: "Martín Gómez",
    cEmail: "martin@example.com",
    cTelefono: null,
    cAsunto: "Cambio de fecha",
    cMensaje: "¿Puedo cambiar mis entradas del sábado para el domingo?",
  }

  /** What each backend answers to the three calls, asked in `language`. */
  const answersIn = (language: Language, api: ApiShape, registered: string) =>
    Effect.runPromise(
      Effect.all([
        api.subscribeNewsletter({ body: { cNombre: "Ana", cMail: "ana@example.com" } }),
        api.sendContactMessage({ body: contact }),
        api.requestRecoveryCode({ body: { cEmail: registered } }),
        api.requestRecoveryCode({ body: { cEmail: `nadie-${language}@example.com` } }),
      ]),
    )

  it.each(["es", "en"] as const)("answers the same sentences in %s", async (language) => {
    const registered = `lucia-${language}@example.com`
    await Effect.runPromise(http(language).signUp({ body: signUpForm(registered) }))
    await Effect.runPromise(memory(language).signUp({ body: signUpForm(registered) }))
    const fromServer = await answersIn(language, http(language), registered)
    expect(await answersIn(language, memory(language), registered)).toEqual(fromServer)
    // The recovery answer does not tell whether the e-mail has an account.
    expect(fromServer[2]).toBe(fromServer[3])
  })

  it("writes them in English for an English caller and in Spanish otherwise", async () => {
    const [thanks, received, sent] = await answersIn("en", memory("en"), "nadie@example.com")
    expect(thanks).toBe("Thank you for subscribing, Ana! Our news will reach you at ana@example.com.")
    expect(received).toBe("We received your message. We will answer you shortly.")
    expect(sent).toMatch(/^If the e-mail is registered, we sent it a code/u)
    const [spanishThanks, spanishReceived] = await answersIn("es", memory("es"), "nadie@example.com")
    expect(spanishThanks).toBe("¡Gracias por suscribirte, Ana! Vas a recibir nuestras novedades en ana@example.com.")
    expect(spanishReceived).toBe("Recibimos tu mensaje. Te vamos a responder a la brevedad.")
  })
})
