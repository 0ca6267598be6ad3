import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeHttpApi } from "../../adapters/src/http/httpApi.js"
import type { HttpApiOptions } from "../../adapters/src/http/httpCall.js"
import type { ChargeRequest } from "../../core/src/contract/requests.js"
import { SandboxCard } from "../../core/src/contract/sandboxCards.js"
import type { ApiShape } from "../../core/src/ports/Api.js"
import type { ApiFailure } from "../../core/src/ports/apiErrors.js"
import { makeMemoryApi } from "../../core/src/ports/memory/api/memoryApi.js"

const BASE = "https://api.boleteria.example"
const SESSION_TOKEN = "session-token-abc"
const FINGERPRINT = "2f1c0e4a-7b5d-4c3e-9a8b-1d2e3f4a5b6c"

interface SeenRequest {
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly body: unknown
}

/** A fetch that records each request and answers what the test scripted. */
const fakeFetch = (answer: (request: SeenRequest) => Response | Promise<Response>) => {
  const seen: Array<SeenRequest> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SeenRequest = {
      method: init?.method ?? "GET",
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }
    seen.push(request)
    return answer(request)
  })
  return { fetch, seen }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const ok = (oData: unknown) => json({ nCode: 200, oData })

const apiWith = (fetch: typeof globalThis.fetch, overrides: Partial<HttpApiOptions> = {}) => {
  const onUnauthorized = vi.fn((_path: string) => undefined)
  const api = makeHttpApi({
    baseUrl: BASE,
    fetch,
    token: () => SESSION_TOKEN,
    fingerprint: () => FINGERPRINT,
    onUnauthorized,
    ...overrides,
  })
  return { api, onUnauthorized }
}

const failureOf = <A>(call: Effect.Effect<A, ApiFailure>) => Effect.runPromise(Effect.flip(call))

const chargeForm: ChargeRequest = {
  cTitular: "MARTINA SUAREZ",
  cNumeroTarjeta: SandboxCard.approves,
  nMesVencimiento: 12,
  nAnioVencimiento: 2090,
  cCodigoSeguridad: "123",
  nCuotas: 1,
  cTipoDocumento: "DNI",
  cNumeroDocumento: "35111222",
  cEmail: "martina@example.com",
  oFechaNacimiento: { nDia: 2, nMes: 7, nAnio: 1994 },
}

const showTypes = { Lista: [{ idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: 1 }] }

describe("HTTP Api: requests", () => {
  const body = {} as never
  /** Every port method, the request it must make (SPEC §7) and the token it must carry. */
  const calls: ReadonlyArray<readonly [string, (api: ApiShape) => Effect.Effect<unknown, ApiFailure>, string, string | null]> = [
    ["getShowTypes", (api) => api.getShowTypes(), "GET /v2/EspectaculoCartelTipos", null],
    ["getShows", (api) => api.getShows(), "GET /v2/EspectaculosCartel", null],
    ["searchShows", (api) => api.searchShows({ cantXpagina: 10, pagina: 2 }, body), "POST /v2/EspectaculosCartel/Buscar?cantXpagina=10&pagina=2", null],
    ["getShow", (api) => api.getShow(31), "GET /v2/EspectaculoCartel/31", null],
    ["getShow with hash", (api) => api.getShow(31, "a b&c"), "GET /v2/EspectaculoCartel/31?h=a+b%26c", null],
    ["getBillboard", (api) => api.getBillboard(), "GET /v2/Cartelera", null],
    ["getShop", (api) => api.getShop(), "GET /v2/Tienda", null],
    ["getVenues", (api) => api.getVenues(), "GET /v2/Establecimientos", null],
    ["subscribeNewsletter", (api) => api.subscribeNewsletter(body), "POST /v2/NewsLetter/Suscripcion", null],
    ["sendContactMessage", (api) => api.sendContactMessage(body), "POST /v2/Contacto", null],
    ["getPerformance", (api) => api.getPerformance(1001, "h1"), "GET /v2/Funcion/1001?h=h1", null],
    ["getPromotionsForSeats", (api) => api.getPromotionsForSeats(1001, body), "POST /v2/Funcion/1001/Promociones", null],
    ["getPromotionsForGroup", (api) => api.getPromotionsForGroup(1001, body), "POST /v2/Funcion/1001/Promociones/Grupo", null],
    ["takeSeats", (api) => api.takeSeats(0, body), "POST /v2/Proceso/0/Posiciones/Tomar", SESSION_TOKEN],
    ["takeBestAvailable", (api) => api.takeBestAvailable(0, body), "POST /v2/Proceso/0/Posiciones/TomarGrupo", SESSION_TOKEN],
    ["getProcess", (api) => api.getProcess(77), "GET /v2/Proceso/77", SESSION_TOKEN],
    ["invalidateProcess", (api) => api.invalidateProcess(77, body), "POST /v2/Proceso/77/invalidar", SESSION_TOKEN],
    ["releaseFunction", (api) => api.releaseFunction(77, body), "POST /v2/Proceso/77/Posiciones/SoltarFuncion", SESSION_TOKEN],
    ["releaseGroup", (api) => api.releaseGroup(77, body), "POST /v2/Proceso/77/Posiciones/SoltarGrupo", SESSION_TOKEN],
    ["getDeliveryTypes", (api) => api.getDeliveryTypes(77), "GET /v2/Proceso/77/TiposDeEntrega", SESSION_TOKEN],
    ["selectDeliveryType", (api) => api.selectDeliveryType(77, body), "POST /v2/Proceso/77/EntregaTipo/Seleccionar", SESSION_TOKEN],
    ["getExtraProducts", (api) => api.getExtraProducts(77), "GET /v2/Proceso/77/ProductoAsignado/Lista/Obtener", SESSION_TOKEN],
    ["selectExtraProducts", (api) => api.selectExtraProducts(77, body), "POST /v2/Proceso/77/ProductoAsignado/Lista/Seleccionar", SESSION_TOKEN],
    ["getPaymentMethods", (api) => api.getPaymentMethods(77), "GET /v2/Proceso/77/FormasDePago", SESSION_TOKEN],
    ["selectPaymentMethod", (api) => api.selectPaymentMethod(77, body), "POST /v2/Proceso/77/FormaDePago/Seleccionar", SESSION_TOKEN],
    ["getCardInstallments", (api) => api.getCardInstallments(77, 1, "450995"), "GET /v2/Proceso/77/FormaDePago/1/Tarjetas/450995", SESSION_TOKEN],
    ["charge", (api) => api.charge(77, body), "POST /v2/Proceso/77/Cobrar", SESSION_TOKEN],
    ["cancelCharge", (api) => api.cancelCharge(77), "POST /v2/Proceso/77/Cobrar/Cancelar", SESSION_TOKEN],
    ["getPaymentStatus", (api) => api.getPaymentStatus(77), "GET /v3/procesodecompra/77", SESSION_TOKEN],
    ["login", (api) => api.login(body), "POST /v2/Cliente/Ingreso/Token", null],
    ["loginWithExternalCode", (api) => api.loginWithExternalCode(body), "POST /v2/Cliente/Externo/Token", null],
    ["signUp", (api) => api.signUp(body), "POST /v2/Cliente/Insertar", null],
    ["getCustomer", (api) => api.getCustomer("own"), "GET /v2/Cliente/Informacion", "own"],
    ["updatePersonalData", (api) => api.updatePersonalData("own", body), "POST /v2/Cliente/Modificar/DatosPersonales", "own"],
    ["changePassword", (api) => api.changePassword("own", body), "POST /v2/Cliente/Modificar/Clave", "own"],
    ["requestRecoveryCode", (api) => api.requestRecoveryCode(body), "POST /v2/Cliente/CodigoRecupero", null],
    ["resetPassword", (api) => api.resetPassword(body), "POST /v2/Cliente/ModificarClave/CodigoRecupero", null],
    ["addAddress", (api) => api.addAddress("own", body), "POST /v2/Cliente/Domicilio/Insertar", "own"],
    ["updateAddress", (api) => api.updateAddress("own", 5, body), "POST /v2/Cliente/Domicilio/5/Modificar", "own"],
    ["deleteAddress", (api) => api.deleteAddress("own", 5), "POST /v2/Cliente/Domicilio/5/Eliminar", "own"],
    ["addPhone", (api) => api.addPhone("own", body), "POST /v2/Cliente/Telefono/Insertar", "own"],
    ["updatePhone", (api) => api.updatePhone("own", 6, body), "POST /v2/Cliente/Telefono/6/Modificar", "own"],
    ["deletePhone", (api) => api.deletePhone("own", 6), "POST /v2/Cliente/Telefono/6/Eliminar", "own"],
    ["getOrderHistory", (api) => api.getOrderHistory("own"), "GET /v2/Historial2", "own"],
  ]

  it("covers every method of the port", () => {
    const { api } = apiWith(fakeFetch(() => ok(null)).fetch)
    const covered = new Set([...calls.map(([name]) => name.split(" ")[0]), "checkQueue"])
    expect([...covered].sort()).toEqual(Object.keys(api).sort())
  })

  it.each(calls)("%s calls %s with the right token", async (_name, call, request, token) => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(call(api)))
    expect(seen).toHaveLength(1)
    const [only] = seen
    const [method, path] = request.split(" ")
    expect(only?.method).toBe(method)
    expect(only?.url).toBe(BASE + path)
    expect(only?.headers["authorization"]).toBe(token === null ? undefined : `Bearer ${token}`)
    expect(only?.headers["content-type"]).toBe("application/json")
    expect(only?.headers["x-device-fingerprint"]).toBe(FINGERPRINT)
  })

  it("sends the body as JSON", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(api.takeSeats(0, { idFuncion: 1001, listaIdPosicion: [5, 6], idPromocion: null })))
    expect(seen[0]?.body).toEqual({ idFuncion: 1001, listaIdPosicion: [5, 6], idPromocion: null })
  })

  it("URI-encodes path parameters", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(api.getCardInstallments(77, 1, "45/09 95?x")))
    expect(seen[0]?.url).toBe(`${BASE}/v2/Proceso/77/FormaDePago/1/Tarjetas/45%2F09%2095%3Fx`)
  })

  it("sends no authorization header when nobody is signed in", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch, { token: () => null })
    await Effect.runPromise(Effect.result(api.getProcess(77)))
    await Effect.runPromise(Effect.result(api.getCustomer(null)))
    expect(seen.map((request) => request.headers["authorization"])).toEqual([undefined, undefined])
  })

  it("reads the token and the fingerprint at each call", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    let token: string | null = null
    const { api } = apiWith(fetch, { token: () => token })
    await Effect.runPromise(Effect.result(api.getProcess(77)))
    token = "after-login"
    await Effect.runPromise(Effect.result(api.getProcess(77)))
    expect(seen.map((request) => request.headers["authorization"])).toEqual([undefined, "Bearer after-login"])
  })

  it("joins the base with or without a trailing slash, and an empty base is the shop's own origin", async () => {
    const { fetch, seen } = fakeFetch(() => ok(showTypes))
    await Effect.runPromise(apiWith(fetch, { baseUrl: `${BASE}/` }).api.getShowTypes())
    await Effect.runPromise(apiWith(fetch, { baseUrl: "" }).api.getShowTypes())
    expect(seen.map((request) => request.url)).toEqual([`${BASE}/v2/EspectaculoCartelTipos`, "/v2/EspectaculoCartelTipos"])
  })

  it("uses the global fetch, looked up at each call, when none is given", async () => {
    const { fetch, seen } = fakeFetch(() => ok(showTypes))
    vi.stubGlobal("fetch", fetch)
    try {
      const api = makeHttpApi({ baseUrl: BASE, token: () => null, fingerprint: () => FINGERPRINT })
      expect(await Effect.runPromise(api.getShowTypes())).toEqual(showTypes.Lista)
      expect(seen).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("aborts the request when the call is interrupted", async () => {
    let signal: AbortSignal | undefined
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined
      return new Promise<Response>(() => undefined)
    })
    const { api } = apiWith(fetch)
    const fiber = Effect.runFork(api.getShows())
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    await Effect.runPromise(Fiber.interrupt(fiber))
    expect(signal?.aborted).toBe(true)
  })
})

describe("HTTP Api: the queue check", () => {
  it("lets everyone in without a call when no queue service is configured", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    expect(await Effect.runPromise(api.checkQueue(1001))).toEqual({ redirect_url: null })
    expect(seen).toEqual([])
  })

  it("asks the queue service by idFuncion with its cookies, and none of the shop's headers", async () => {
    const { fetch, seen } = fakeFetch(() => ok({ redirect_url: "https://cola.example.com/espera/1001" }))
    const { api } = apiWith(fetch, { queueUrl: "https://cola.example.com/turno?tenant=ar" })
    expect(await Effect.runPromise(api.checkQueue(1001))).toEqual({ redirect_url: "https://cola.example.com/espera/1001" })
    expect(seen.map(({ method, url, headers }) => ({ method, url, headers }))).toEqual([
      { method: "GET", url: "https://cola.example.com/turno?tenant=ar&idFuncion=1001", headers: {} },
    ])
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe("include")
  })

  it("fails like any call when the queue service answers badly", async () => {
    const { api } = apiWith(fakeFetch(() => ok({ redirect_url: 42 })).fetch, { queueUrl: "https://cola.example.com/turno" })
    expect(await failureOf(api.checkQueue(1001))).toMatchObject({ _tag: "DecodeError", field: "oData.redirect_url" })
  })
})

describe("HTTP Api: answers", () => {
  it("decodes oData with the contract schema", async () => {
    const memory = makeMemoryApi({ now: () => Date.parse("2025-11-01T12:00:00-03:00") })
    const process = await Effect.runPromise(
      memory.takeBestAvailable(0, { idFuncion: 1001, idSector: 10012, nCantidad: 2, idPromocion: null }),
    )
    const { fetch } = fakeFetch(() => ok(process))
    const { api } = apiWith(fetch)
    expect(await Effect.runPromise(api.getProcess(process.idProcesoDeCompra))).toEqual(process)
  })

  it("answers the show types from oData.Lista", async () => {
    const { api } = apiWith(fakeFetch(() => ok(showTypes)).fetch)
    expect(await Effect.runPromise(api.getShowTypes())).toEqual(showTypes.Lista)
  })

  it("answers the server's text for newsletter, contact and recovery", async () => {
    const { api } = apiWith(fakeFetch(() => ok("¡Gracias por suscribirte, Ana!")).fetch)
    expect(await Effect.runPromise(api.subscribeNewsletter({ cNombre: "Ana", cMail: "ana@example.com" }))).toBe(
      "¡Gracias por suscribirte, Ana!",
    )
  })

  it("answers void for the calls whose oData the port does not read", async () => {
    const { api } = apiWith(fakeFetch(() => ok({ anything: true })).fetch)
    expect(await Effect.runPromise(api.invalidateProcess(77, { cOrigen: "INV001" }))).toBeUndefined()
    expect(await Effect.runPromise(api.deletePhone("own", 6))).toBeUndefined()
  })

  it("fails with ApiError keeping the server's message when nCode is above 299", async () => {
    const { api, onUnauthorized } = apiWith(
      fakeFetch(() => json({ nCode: 409, oData: "Esa ubicación ya no está disponible." }, 409)).fetch,
    )
    const failure = await failureOf(api.takeSeats(0, { idFuncion: 1001, listaIdPosicion: [5], idPromocion: null }))
    expect(failure).toMatchObject({ _tag: "ApiError", nCode: 409, message: "Esa ubicación ya no está disponible." })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it("reads an nCode above 299 as an error even under HTTP 200", async () => {
    const { api } = apiWith(fakeFetch(() => json({ nCode: 450, oData: ["Falta el titular", "Falta el CVC"] })).fetch)
    expect(await failureOf(api.getShows())).toMatchObject({
      _tag: "ApiError",
      nCode: 450,
      message: "Falta el titular\nFalta el CVC",
    })
  })

  it("reads an HTTP error without an envelope as an ApiError with the HTTP status", async () => {
    const { api } = apiWith(fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 })).fetch)
    expect(await failureOf(api.getShows())).toMatchObject({ _tag: "ApiError", nCode: 502, message: "HTTP 502" })
  })

  it("reads an HTTP error whose envelope says 200 with the HTTP status", async () => {
    const { api } = apiWith(fakeFetch(() => json({ nCode: 200, oData: "Error interno" }, 500)).fetch)
    expect(await failureOf(api.getShows())).toMatchObject({ _tag: "ApiError", nCode: 500, message: "Error interno" })
  })

  it("fails Unauthorized on HTTP 401 and tells the shop which call it was", async () => {
    const message = "Tu sesión no es válida o venció. Ingresá nuevamente."
    const { api, onUnauthorized } = apiWith(fakeFetch(() => json({ nCode: 401, oData: message }, 401)).fetch)
    expect(await failureOf(api.getCustomer("expired"))).toMatchObject({ _tag: "Unauthorized", message })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith("/v2/Cliente/Informacion")
    expect(await failureOf(api.getProcess(77))).toMatchObject({ _tag: "Unauthorized" })
    expect(onUnauthorized).toHaveBeenLastCalledWith("/v2/Proceso/77")
  })

  it("reads a 401 from login as wrong credentials: an ApiError, and no trip to login", async () => {
    const message = "El e-mail o la contraseña no son correctos."
    const { api, onUnauthorized } = apiWith(fakeFetch(() => json({ nCode: 401, oData: message }, 401)).fetch)
    expect(await failureOf(api.login({ cEmail: "ana@example.com", cClave: "Mala2025x" }))).toMatchObject({
      _tag: "ApiError",
      nCode: 401,
      message,
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it("fails Unauthorized on a 401 without a body too", async () => {
    const { api, onUnauthorized } = apiWith(fakeFetch(() => new Response(null, { status: 401 })).fetch)
    expect(await failureOf(api.getOrderHistory("x"))).toMatchObject({ _tag: "Unauthorized", message: "HTTP 401" })
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it("fails with NetworkError (nCode 555) when the server cannot be reached", async () => {
    const { api, onUnauthorized } = apiWith(() => Promise.reject(new TypeError("Failed to fetch")))
    const failure = await failureOf(api.getShows())
    expect(failure).toMatchObject({ _tag: "NetworkError", nCode: 555, message: "Failed to fetch" })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it("fails with NetworkError when the connection drops while the answer is read", async () => {
    const broken = new Response(
      new ReadableStream({
        start: (controller) => controller.error(new TypeError("network error")),
      }),
      { status: 200 },
    )
    const { api } = apiWith(fakeFetch(() => broken).fetch)
    expect(await failureOf(api.getShows())).toMatchObject({ _tag: "NetworkError", nCode: 555 })
  })

  it("fails with DecodeError naming the field when the answer breaks the contract", async () => {
    const wrong = { Lista: [{ idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: "primero" }] }
    const { api } = apiWith(fakeFetch(() => ok(wrong)).fetch)
    const failure = await failureOf(api.getShowTypes())
    expect(failure).toMatchObject({ _tag: "DecodeError", field: "oData.Lista.0.nOrden" })
  })

  it("fails with DecodeError naming a missing field of a purchase process", async () => {
    const memory = makeMemoryApi({ now: () => Date.parse("2025-11-01T12:00:00-03:00") })
    const process = await Effect.runPromise(
      memory.takeBestAvailable(0, { idFuncion: 1001, idSector: 10012, nCantidad: 1, idPromocion: null }),
    )
    const { idFuncion: _dropped, ...line } = process.listaFuncion[0]!
    const { api } = apiWith(fakeFetch(() => ok({ ...process, listaFuncion: [line] })).fetch)
    expect(await failureOf(api.getProcess(process.idProcesoDeCompra))).toMatchObject({
      _tag: "DecodeError",
      field: "oData.listaFuncion.0.idFuncion",
    })
  })

  it("fails with DecodeError when a success is not JSON or not an envelope", async () => {
    const { api } = apiWith(fakeFetch(() => new Response("<html>portal cautivo</html>", { status: 200 })).fetch)
    expect(await failureOf(api.getShows())).toMatchObject({ _tag: "DecodeError", field: "(root)" })
    const { api: bare } = apiWith(fakeFetch(() => json([1, 2, 3])).fetch)
    expect(await failureOf(bare.getShows())).toMatchObject({ _tag: "DecodeError" })
  })
})

describe("HTTP Api: card data", () => {
  afterEach(() => vi.restoreAllMocks())

  it("never logs a request body nor copies it into a failure", async () => {
    const consoleMethods = ["log", "info", "warn", "error", "debug", "trace"] as const
    const spies = consoleMethods.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined))
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(json({ nCode: 400, oData: "cCodigoSeguridad: inválido" }, 400)),
      () => Promise.resolve(json({ nCode: 401, oData: "Ingresá nuevamente" }, 401)),
      () => Promise.resolve(ok({ cEstado: "RARO" })),
    ]
    for (const answer of answers) {
      const { api } = apiWith(answer)
      const failure = await failureOf(api.charge(77, chargeForm))
      expect(JSON.stringify(failure) + String(failure)).not.toContain(SandboxCard.approves)
      expect(JSON.stringify(failure) + String(failure)).not.toContain("35111222")
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})
