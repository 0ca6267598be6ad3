import * as Effect from "effect/Effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import type { ApiFailure } from "../../core/src/ports/apiErrors.js"
import { failureMessageOf } from "../../core/src/rules/failureMessage.js"
import { openBrowser, type Browser } from "../../core/src/testing/index.js"
import { startTestServer, TEST_START, type TestServer } from "../server/support/testServer.js"
import { fixtureBackend, localeTexts } from "../support/memoryApi.js"

const run = <A>(call: Effect.Effect<A, ApiFailure>) => Effect.runPromise(call)

/** What a shopper's browser gets of a refusal, and what the shop shows of it. */
const refusalOf = async <A>(call: Effect.Effect<A, ApiFailure>) => {
  const failure = await Effect.runPromise(Effect.flip(call))
  if (failure._tag !== "ApiError") throw new Error(`expected an ApiError, got ${failure._tag}`)
  return {
    nCode: failure.nCode,
    key: failure.key,
    message: failure.message,
    shown: failureMessageOf(failure, "errors.unknown"),
  }
}

/** Every Spanish text of the refusals, which an English shop must never show. */
const spanishProblemTexts = (): ReadonlyArray<string> => {
  const walk = (node: unknown): Array<string> =>
    typeof node === "string" ? [node] : Object.values(node as object).flatMap(walk)
  return walk(localeTexts.es["problems"])
}

/**
 * The same refusals from the memory backend and from the reference server behind the HTTP adapter,
 * both asked in English: the same status, message key and text, so the shop shows the same words.
 */
describe("the memory Api refuses as the reference server does, in the caller's language", () => {
  let server: TestServer
  let http: () => Browser
  let memory: () => Browser

  beforeAll(async () => {
    server = await startTestServer("pglite")
    const backend = fixtureBackend({ now: server.clock.now, seededAt: TEST_START })
    http = () =>
      openBrowser((credentials) =>
        makeHttpApi({
          baseUrl: server.url,
          token: credentials.token,
          purchaseKey: credentials.purchaseKey,
          fingerprint: () => "7d0c6a52-3f8e-4b1a-9c2d-5e6f7a8b9c0d",
          language: () => "en",
        }),
      )
    memory = () => openBrowser((credentials) => backend.client({ ...credentials, language: () => "en" }))
  })
  afterAll(() => server?.close())

  /** A coming function with a numbered sector, and two of its seats free on both backends. */
  const twoFreeSeats = async (apis: ReadonlyArray<ApiShape>, skip: number) => {
    const [first] = await run(apis[0]!.getShows())
    const show = await run(apis[0]!.getShow({ path: { idEspectaculoCartel: first!.idEspectaculoCartel } }))
    const idFuncion = show.listaFuncion[0]!.idFuncion
    const free = await Promise.all(
      apis.map(async (api) =>
        (await run(api.getPerformance({ path: { idFuncion } }))).listaSector
          .filter((sector) => sector.lNumerada)
          .flatMap((sector) => sector.listaPosicion)
          .filter((seat) => seat.cEstado === "LIBRE")
          .map((seat) => seat.idPosicion),
      ),
    )
    const both = free[0]!.filter((id) => free.every((ids) => ids.includes(id)))
    return { idFuncion, seats: both.slice(skip, skip + 2) }
  }

  it("says each refusal alike: same status, key and English text, and the shop shows it without a field name", async () => {
    const scenario = async (browser: () => Browser, seats: { idFuncion: number; seats: ReadonlyArray<number> }) => {
      const first = browser().api
      const second = browser().api
      const [taken, free] = seats.seats
      const held = await run(
        first.takeSeats({
          path: { idProcesoDeCompra: 0 },
          body: { idFuncion: seats.idFuncion, listaIdPosicion: [taken!], idPromocion: null },
        }),
      )
      const purchase = { path: { idProcesoDeCompra: held.idProcesoDeCompra } }
      const answers = {
        noFunction: await refusalOf(second.getPerformance({ path: { idFuncion: 999999 } })),
        seatTaken: await refusalOf(
          second.takeSeats({
            path: { idProcesoDeCompra: 0 },
            body: { idFuncion: seats.idFuncion, listaIdPosicion: [free!, taken!], idPromocion: null },
          }),
        ),
        takeOnNoFunction: await refusalOf(
          second.takeSeats({
            path: { idProcesoDeCompra: 0 },
            body: { idFuncion: 999999, listaIdPosicion: [free!], idPromocion: null },
          }),
        ),
        nothingHeldThere: await refusalOf(
          first.changeSector({ ...purchase, body: { idFuncion: 999999, idSector: 1, idPromocion: null } }),
        ),
        noCharge: await refusalOf(first.getPaymentStatus(purchase)),
        wrongPassword: await refusalOf(
          second.login({ body: { cEmail: "nadie@example.com", cClave: "Incorrecta2025" } }),
        ),
      }
      await run(first.invalidateProcess({ ...purchase, body: { cOrigen: "INV001" } }))
      return { ...answers, canceled: await refusalOf(first.getProcess(purchase)) }
    }

    const seats = await twoFreeSeats([http().api, memory().api], 0)
    const overHttp = await scenario(http, seats)
    const inMemory = await scenario(memory, seats)
    expect(inMemory).toEqual(overHttp)

    expect(overHttp).toMatchObject({
      noFunction: { nCode: 404, key: "problems.catalogue.noPerformance" },
      seatTaken: { nCode: 409, key: "problems.take.seatsTaken" },
      takeOnNoFunction: { nCode: 404, key: "problems.take.performanceNotFound" },
      nothingHeldThere: { nCode: 400, key: "problems.take.nothingHeldInPerformance" },
      noCharge: { nCode: 404, key: "problems.payment.noCharge" },
      wrongPassword: { nCode: 401, key: "problems.account.wrongCredentials" },
      canceled: { nCode: 410, key: "problems.purchase.canceled" },
    })
    expect(overHttp.seatTaken.shown).toMatch(
      /^Some of the places you chose are no longer available: .+, row .+, seat \d+\.$/u,
    )
    expect(overHttp.nothingHeldThere.message).toMatch(/^idFuncion: /u)
    expect(overHttp.nothingHeldThere.shown).toBe("You hold no places for performance 999999.")
    const spanish = spanishProblemTexts()
    for (const [name, answer] of Object.entries(overHttp)) {
      expect(answer.shown, name).not.toMatch(/^[\w.-]+: /u)
      expect(spanish, name).not.toContain(answer.shown)
    }
  })
})
