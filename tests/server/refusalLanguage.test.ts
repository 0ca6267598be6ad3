import type { Performance, PurchaseProcess } from "@boleteria/core"
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ok, payWithETicket, seatsOfComingFunction, signUp, type HeldPurchase } from "./support/flows.js"
import { startTestServer, type TestServer } from "./support/testServer.js"

type Texts = { readonly [name: string]: string | Texts }
const locale = (language: "es" | "en") =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8")) as Texts
const LOCALES = { es: locale("es"), en: locale("en") }

/** The text of a key in a locale file, its placeholders filled as the server fills them. */
const textOf = (language: "es" | "en", key: string, params: Record<string, string | number> = {}): string => {
  const text = key
    .split(".")
    .reduce<Texts | string | undefined>(
      (node, name) => (typeof node === "object" ? node[name] : undefined),
      LOCALES[language],
    )
  if (typeof text !== "string") throw new Error(`locales/${language}.json has no text ${key}`)
  return text.replace(/\{\{(\w+)\}\}/gu, (_, name: string) => String(params[name]))
}

const ACCEPT = { en: "en-GB,en;q=0.9,es;q=0.5", es: "es-AR" } as const
const MINUTE = 60_000

/** A refusal as it goes over the wire: the HTTP status, the envelope (its text and key) and the headers. */
interface Refusal {
  readonly status: number
  readonly nCode: number
  readonly oData: string
  readonly cClave: string | undefined
  readonly headers: Headers
}

describe("refusals in the caller's language (Accept-Language) over HTTP on PGlite", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer("pglite")
  })
  afterAll(() => server?.close())

  /** Any call, raw: its body is sent as given (a string as is), the purchase's key and token when given. */
  const refusal = async (
    language: "es" | "en",
    method: string,
    path: string,
    options: { readonly body?: unknown; readonly purchase?: HeldPurchase; readonly token?: string } = {},
  ): Promise<Refusal> => {
    const { body, purchase, token } = options
    const response = await fetch(server.url + path, {
      method,
      headers: {
        "accept-language": ACCEPT[language],
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(purchase === undefined ? {} : { "x-clave-proceso": purchase.cClaveProceso }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    })
    const envelope = (await response.json()) as { nCode: number; oData: string; cClave?: string }
    return { status: response.status, ...envelope, cClave: envelope.cClave, headers: response.headers }
  }

  /** The same refusal in both languages: the status and key alike, each text its language's. */
  const inBothLanguages = async (ask: (language: "es" | "en") => Promise<Refusal>) => ({
    es: await ask("es"),
    en: await ask("en"),
  })

  const expectSaid = (
    answers: { readonly es: Refusal; readonly en: Refusal },
    status: number,
    key: string,
    params: Record<string, string | number> = {},
  ) => {
    for (const language of ["es", "en"] as const) {
      expect(answers[language], language).toMatchObject({
        status,
        nCode: status,
        cClave: key,
        oData: textOf(language, key, params),
      })
    }
    expect(answers.en.oData).not.toBe(answers.es.oData)
    // The text follows the language: no cache may hand one language's refusal to another.
    expect(answers.en.headers.get("vary")).toContain("Accept-Language")
  }

  const takeSeats = (language: "es" | "en", idFuncion: number, seatIds: ReadonlyArray<number>, into?: HeldPurchase) =>
    refusal(language, "POST", `/v2/Proceso/${into?.idProcesoDeCompra ?? 0}/Posiciones/Tomar`, {
      body: { idFuncion, listaIdPosicion: seatIds, idPromocion: null },
      ...(into === undefined ? {} : { purchase: into }),
    })

  it("a taken seat (409) is named in the caller's words: sector, row and seat", async () => {
    const { performanceId, seatIds } = await seatsOfComingFunction(server, 2, { offset: 40 })
    const [taken, free] = seatIds
    await ok(
      server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/Tomar", {
        idFuncion: performanceId,
        listaIdPosicion: [taken],
        idPromocion: null,
      }),
    )
    // The seat as the function page names it in each language ("Platea", "Stalls").
    const seatIn = async (language: "es" | "en") =>
      (
        await ok(
          server.call<Performance>("GET", `/v2/Funcion/${performanceId}`, undefined, {
            headers: { "accept-language": ACCEPT[language] },
          }),
        )
      ).listaSector
        .flatMap((sector) => sector.listaPosicion.map((place) => ({ ...place, sector: sector.cNombre })))
        .find((place) => place.idPosicion === taken)!
    const seats = { es: await seatIn("es"), en: await seatIn("en") }
    const seat = seats.en
    expect(seats.es.sector).not.toBe(seats.en.sector)
    const answers = await inBothLanguages((language) => takeSeats(language, performanceId, [free!, taken!]))
    for (const language of ["es", "en"] as const) {
      const { sector, cFila, cButaca } = seats[language]
      const name = textOf(language, "problems.take.seat", { sector, row: cFila, seat: cButaca })
      expect(answers[language]).toMatchObject({
        status: 409,
        cClave: "problems.take.seatsTaken",
        oData: textOf(language, "problems.take.seatsTaken", { places: name }),
      })
    }
    expect(answers.en.oData).toBe(
      `Some of the places you chose are no longer available: ${seat.sector}, row ${seat.cFila}, seat ${seat.cButaca}.`,
    )
    expect(answers.es.oData).toContain(`${seats.es.sector}, fila ${seat.cFila}, butaca ${seat.cButaca}`)
  })

  it("an unknown function (404): its page, and a take on it", async () => {
    expectSaid(
      await inBothLanguages((language) => refusal(language, "GET", "/v2/Funcion/999999")),
      404,
      "problems.catalogue.noPerformance",
    )
    expectSaid(
      await inBothLanguages((language) => takeSeats(language, 999999, [1])),
      404,
      "problems.take.performanceNotFound",
      { performance: 999999 },
    )
  })

  it("a paid purchase (409) and an expired one (410)", async () => {
    const token = await signUp(server, "idioma-pagada@example.com")
    const { performanceId, seatIds } = await seatsOfComingFunction(server, 3, { offset: 50 })
    const paid = await ok(
      server.call<PurchaseProcess>(
        "POST",
        "/v2/Proceso/0/Posiciones/Tomar",
        { idFuncion: performanceId, listaIdPosicion: [seatIds[0]], idPromocion: null },
        token,
      ),
    )
    expect((await ok(payWithETicket(server, paid, token))).cEstado).toBe("APROBADO")
    expectSaid(
      await inBothLanguages((language) =>
        refusal(language, "POST", `/v2/Proceso/${paid.idProcesoDeCompra}/Posiciones/Tomar`, {
          body: { idFuncion: performanceId, listaIdPosicion: [seatIds[1]], idPromocion: null },
          purchase: paid,
          token,
        }),
      ),
      409,
      "problems.purchase.paid",
    )

    const held = await ok(
      server.call<PurchaseProcess>("POST", "/v2/Proceso/0/Posiciones/Tomar", {
        idFuncion: performanceId,
        listaIdPosicion: [seatIds[2]],
        idPromocion: null,
      }),
    )
    server.clock.advance(13 * MINUTE)
    expectSaid(
      await inBothLanguages((language) =>
        refusal(language, "GET", `/v2/Proceso/${held.idProcesoDeCompra}`, { purchase: held }),
      ),
      410,
      "problems.purchase.expired",
    )
  })

  it("a route called with another method (405) and a body over 64 KB (413)", async () => {
    const answers = await inBothLanguages((language) => refusal(language, "DELETE", "/v2/Funcion/1"))
    expectSaid(answers, 405, "problems.request.methodNotAllowed", { methods: "GET" })
    expect(answers.en.headers.get("allow")).toBe("GET")

    const huge = JSON.stringify({ cEmail: "a@b.c", padding: "x".repeat(70 * 1024) })
    expectSaid(
      await inBothLanguages((language) => refusal(language, "POST", "/v2/Cliente/Ingreso/Token", { body: huge })),
      413,
      "problems.request.tooLarge",
      { maxKb: 64 },
    )
  })

  it("a field's refusal names the field for developers, then says the rest in the caller's words", async () => {
    const answers = await inBothLanguages((language) =>
      refusal(language, "POST", "/v2/Cliente/Ingreso/Token", { body: "{not json" }),
    )
    for (const language of ["es", "en"] as const) {
      expect(answers[language]).toMatchObject({
        status: 400,
        cClave: "problems.request.notJson",
        oData: `body: ${textOf(language, "problems.request.notJson")}`,
      })
    }
    // A value the contract's schema refuses (not a rule's key) is said in general words, never the schema's.
    const schema = await inBothLanguages((language) => refusal(language, "GET", "/v2/Funcion/abc"))
    for (const language of ["es", "en"] as const) {
      expect(schema[language]).toMatchObject({
        status: 400,
        cClave: "problems.request.invalidValue",
        oData: `idFuncion: ${textOf(language, "problems.request.invalidValue")}`,
      })
    }
  })
})
