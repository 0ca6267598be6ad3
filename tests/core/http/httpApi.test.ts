import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeHttpApi, type HttpApiOptions } from "@boleteria/core/http"
import {
  SandboxCard,
  type ApiShape,
  type ApiFailure,
  purchaseKeyOf,
  DEFAULT_SETTINGS,
  Clock,
  KeyValueStore,
  type KeyValueStoreShape,
  ManualClock,
  layerMemoryKeyValueStore,
  MemoryTabHub,
  startLiveTab,
  type LiveTab,
} from "@boleteria/core"
import { chargeForm } from "../../support/forms.js"
import { purchaseKeyFor, purchaseProcess } from "../../support/purchaseProcess.js"

const BASE = "https://api.boleteria.example"
const SESSION_TOKEN = "session-token-abc"
const FINGERPRINT = "2f1c0e4a-7b5d-4c3e-9a8b-1d2e3f4a5b6c"
/** The purchase this browser holds in most tests, and its key. */
const HELD_PURCHASE = 77
const HELD_KEY = "hQ2vR8sK4mN1xZ7cL0pT5wYb9dF3gJ6e"

/** A payment link's token and the purchase it pays, as a link page calls with them. */
const LINK_TOKEN = "Lk3vR8sK4mN1xZ7cL0pT5wYb9dF3gJ6eQ"
const byLink = { path: { idProcesoDeCompra: HELD_PURCHASE }, headers: { "x-clave-link": LINK_TOKEN } }

/** What a call carries besides the fingerprint: nothing, the session's token, or the token and the purchase's key. */
type Sends = "nothing" | "token" | "token and key"

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
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
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
  const onUnauthorized = vi.fn<(path: string) => void>()
  const api = makeHttpApi({
    baseUrl: BASE,
    fetch,
    token: () => SESSION_TOKEN,
    purchaseKey: (idProcesoDeCompra) => (idProcesoDeCompra === HELD_PURCHASE ? HELD_KEY : null),
    fingerprint: () => FINGERPRINT,
    onUnauthorized,
    ...overrides,
  })
  return { api, onUnauthorized }
}

const failureOf = <A>(call: Effect.Effect<A, ApiFailure>) => Effect.runPromise(Effect.flip(call))

const showTypes = { Lista: [{ idEspectaculoTipo: 1, cNombre: "Teatro", nOrden: 1 }] }

/** A saved card's alias and a 3-D Secure 2 reference, as the server answers them. */
const SAVED_CARD_ALIAS = "SBXA" + "k".repeat(40)
const AUTHENTICATION_REFERENCE = "r".repeat(43)

describe("HTTP Api: requests", () => {
  const body = {} as never
  const held = { idProcesoDeCompra: HELD_PURCHASE }
  /**
   * Every call of the endpoint table, the request it must make (SPEC §7) and the credentials it
   * carries: none on public calls, the session's token on a customer's, and the purchase's key
   * too on a call on a purchase the browser holds (not on the take that starts one).
   */
  const calls: ReadonlyArray<readonly [string, (api: ApiShape) => Effect.Effect<unknown, ApiFailure>, string, Sends]> =
    [
      ["getTenantSettings", (api) => api.getTenantSettings(), "GET /v2/Configuracion", "nothing"],
      ["getShowTypes", (api) => api.getShowTypes(), "GET /v2/EspectaculoCartelTipos", "nothing"],
      ["getShows", (api) => api.getShows(), "GET /v2/EspectaculosCartel", "nothing"],
      [
        "searchShows",
        (api) => api.searchShows({ query: { cantXpagina: 10, pagina: 2 }, body }),
        "POST /v2/EspectaculosCartel/Buscar?cantXpagina=10&pagina=2",
        "nothing",
      ],
      [
        "getShow",
        (api) => api.getShow({ path: { idEspectaculoCartel: 31 } }),
        "GET /v2/EspectaculoCartel/31",
        "nothing",
      ],
      [
        "getShow with hash",
        (api) => api.getShow({ path: { idEspectaculoCartel: 31 }, query: { h: "a b&c" } }),
        "GET /v2/EspectaculoCartel/31?h=a+b%26c",
        "nothing",
      ],
      ["getBillboard", (api) => api.getBillboard(), "GET /v2/Cartelera", "nothing"],
      ["checkQueue", (api) => api.checkQueue({ query: { idFuncion: 1001 } }), "GET /v2/Cola?idFuncion=1001", "token"],
      ["getQueuePlace", (api) => api.getQueuePlace({ path: { idFuncion: 1001 } }), "GET /v2/Cola/1001/Lugar", "token"],
      [
        "leaveQueue",
        (api) => api.leaveQueue({ query: { idFuncion: 1001 } }),
        "DELETE /v2/Cola?idFuncion=1001",
        "token",
      ],
      ["getShop", (api) => api.getShop(), "GET /v2/Tienda", "nothing"],
      ["getVenues", (api) => api.getVenues(), "GET /v2/Establecimientos", "nothing"],
      ["getVisitorCountry", (api) => api.getVisitorCountry(), "GET /v2/Geo/Pais", "nothing"],
      ["subscribeNewsletter", (api) => api.subscribeNewsletter({ body }), "POST /v2/NewsLetter/Suscripcion", "nothing"],
      ["sendContactMessage", (api) => api.sendContactMessage({ body }), "POST /v2/Contacto", "nothing"],
      [
        "sendSupportLog",
        (api) => api.sendSupportLog({ body: { cRegistro: "{}", cComentario: null } }),
        "POST /v2/Soporte/Registro",
        "nothing",
      ],
      [
        "getSupportLog",
        (api) =>
          api.getSupportLog({ path: { cReferencia: "K7M2-Q9XD" }, headers: { "x-clave-soporte": "support-key" } }),
        "GET /v2/Soporte/Registro/K7M2-Q9XD",
        "nothing",
      ],
      [
        "getPerformance",
        (api) => api.getPerformance({ path: { idFuncion: 1001 }, query: { h: "h1" } }),
        "GET /v2/Funcion/1001?h=h1",
        "nothing",
      ],
      [
        "getPromotionsForSeats",
        (api) => api.getPromotionsForSeats({ path: { idFuncion: 1001 }, body }),
        "POST /v2/Funcion/1001/Promociones",
        "nothing",
      ],
      [
        "getPromotionsForGroup",
        (api) => api.getPromotionsForGroup({ path: { idFuncion: 1001 }, body }),
        "POST /v2/Funcion/1001/Promociones/Grupo",
        "nothing",
      ],
      [
        "getBookingPromotions",
        (api) => api.getBookingPromotions({ path: { idReserva: 7 } }),
        "POST /v2/Reserva/7/Promociones",
        "token",
      ],
      [
        "takeSeats",
        (api) => api.takeSeats({ path: { idProcesoDeCompra: 0 }, body }),
        "POST /v2/Proceso/0/Posiciones/Tomar",
        "token",
      ],
      ["startPurchase", (api) => api.startPurchase({ body }), "POST /v3/procesodecompra", "token"],
      [
        "takeBestAvailable",
        (api) => api.takeBestAvailable({ path: { idProcesoDeCompra: 0 }, body }),
        "POST /v2/Proceso/0/Posiciones/TomarGrupo",
        "token",
      ],
      [
        "takeSeats on a held purchase",
        (api) => api.takeSeats({ path: held, body }),
        "POST /v2/Proceso/77/Posiciones/Tomar",
        "token and key",
      ],
      [
        "changeSector",
        (api) => api.changeSector({ path: held, body }),
        "POST /v2/Proceso/77/Posiciones/CambiarParaSector",
        "token and key",
      ],
      ["getProcess", (api) => api.getProcess({ path: held }), "GET /v2/Proceso/77", "token and key"],
      ["extendHold", (api) => api.extendHold({ path: held }), "POST /v2/Proceso/77/Extender", "token and key"],
      [
        "invalidateProcess",
        (api) => api.invalidateProcess({ path: held, body }),
        "POST /v2/Proceso/77/invalidar",
        "token and key",
      ],
      [
        "releaseFunction",
        (api) => api.releaseFunction({ path: held, body }),
        "POST /v2/Proceso/77/Posiciones/SoltarFuncion",
        "token and key",
      ],
      [
        "releaseGroup",
        (api) => api.releaseGroup({ path: held, body }),
        "POST /v2/Proceso/77/Posiciones/SoltarGrupo",
        "token and key",
      ],
      [
        "getDeliveryTypes",
        (api) => api.getDeliveryTypes({ path: held }),
        "GET /v2/Proceso/77/TiposDeEntrega",
        "token and key",
      ],
      [
        "selectDeliveryType",
        (api) => api.selectDeliveryType({ path: held, body }),
        "POST /v2/Proceso/77/EntregaTipo/Seleccionar",
        "token and key",
      ],
      [
        "getExtraProducts",
        (api) => api.getExtraProducts({ path: held }),
        "GET /v2/Proceso/77/ProductoAsignado/Lista/Obtener",
        "token and key",
      ],
      [
        "selectExtraProducts",
        (api) => api.selectExtraProducts({ path: held, body }),
        "POST /v2/Proceso/77/ProductoAsignado/Lista/Seleccionar",
        "token and key",
      ],
      [
        "getPaymentMethods",
        (api) => api.getPaymentMethods({ path: held }),
        "GET /v2/Proceso/77/FormasDePago",
        "token and key",
      ],
      [
        "selectPaymentMethod",
        (api) => api.selectPaymentMethod({ path: held, body }),
        "POST /v2/Proceso/77/FormaDePago/Seleccionar",
        "token and key",
      ],
      [
        "getCardInstallments",
        (api) => api.getCardInstallments({ path: { ...held, nFormaDePago: 1, cardBin: "450995" } }),
        "GET /v2/Proceso/77/FormaDePago/1/Tarjetas/450995",
        "token and key",
      ],
      ["prevalidate", (api) => api.prevalidate({ path: held }), "POST /v2/Proceso/77/PreValidacion", "token and key"],
      ["charge", (api) => api.charge({ path: held, body }), "POST /v2/Proceso/77/Cobrar", "token and key"],
      [
        "takeBookingByFunction",
        (api) => api.takeBookingByFunction({ path: held, body }),
        "POST /v2/Proceso/77/TomarReservaPorFuncion",
        "token and key",
      ],
      [
        "takeBookingByPlaces",
        (api) => api.takeBookingByPlaces({ path: held, body }),
        "POST /v2/Proceso/77/TomarReservaPorPosicion",
        "token and key",
      ],
      [
        "getProcessPlaces",
        (api) => api.getProcessPlaces({ path: held, body }),
        "POST /v2/Proceso/77/Posiciones",
        "token and key",
      ],
      [
        "isFunctionShopActive",
        (api) => api.isFunctionShopActive({ path: { idProceso: 0, idFuncion: 1001 } }),
        "GET /v2/Proceso/0/Tienda/ActivaParaFuncion/1001",
        "nothing",
      ],
      [
        "getFunctionProducts",
        (api) => api.getFunctionProducts({ path: { idProceso: 0, idFuncion: 1001 } }),
        "GET /v2/Proceso/0/Tienda/ParaFuncion/1001",
        "nothing",
      ],
      [
        "cancelCharge",
        (api) => api.cancelCharge({ path: held }),
        "POST /v2/Proceso/77/Cobrar/Cancelar",
        "token and key",
      ],
      [
        "getPaymentStatus",
        (api) => api.getPaymentStatus({ path: held }),
        "GET /v3/procesodecompra/77",
        "token and key",
      ],
      [
        "getPaymentConfirmation",
        (api) => api.getPaymentConfirmation({ path: held }),
        "POST /v2/proceso/confirmacion/77",
        "token and key",
      ],
      ["login", (api) => api.login({ body }), "POST /v2/Cliente/Ingreso/Token", "nothing"],
      [
        "loginWithExternalCode",
        (api) => api.loginWithExternalCode({ body }),
        "POST /v2/Cliente/Externo/Token",
        "nothing",
      ],
      ["getExternalProfile", (api) => api.getExternalProfile(), "GET /v2/Cliente/Externo", "token"],
      ["signUp", (api) => api.signUp({ body }), "POST /v2/Cliente/Insertar", "nothing"],
      ["getCustomer", (api) => api.getCustomer(), "GET /v2/Cliente/Informacion", "token"],
      [
        "updatePersonalData",
        (api) => api.updatePersonalData({ body }),
        "POST /v2/Cliente/Modificar/DatosPersonales",
        "token",
      ],
      ["changePassword", (api) => api.changePassword({ body }), "POST /v2/Cliente/Modificar/Clave", "token"],
      ["requestRecoveryCode", (api) => api.requestRecoveryCode({ body }), "POST /v2/Cliente/CodigoRecupero", "nothing"],
      [
        "resetPassword",
        (api) => api.resetPassword({ body }),
        "POST /v2/Cliente/ModificarClave/CodigoRecupero",
        "nothing",
      ],
      ["addAddress", (api) => api.addAddress({ body }), "POST /v2/Cliente/Domicilio/Insertar", "token"],
      [
        "updateAddress",
        (api) => api.updateAddress({ path: { idClienteDomicilio: 5 }, body }),
        "POST /v2/Cliente/Domicilio/5/Modificar",
        "token",
      ],
      [
        "deleteAddress",
        (api) => api.deleteAddress({ path: { idClienteDomicilio: 5 } }),
        "POST /v2/Cliente/Domicilio/5/Eliminar",
        "token",
      ],
      ["addPhone", (api) => api.addPhone({ body }), "POST /v2/Cliente/Telefono/Insertar", "token"],
      [
        "updatePhone",
        (api) => api.updatePhone({ path: { idClienteTelefono: 6 }, body }),
        "POST /v2/Cliente/Telefono/6/Modificar",
        "token",
      ],
      [
        "deletePhone",
        (api) => api.deletePhone({ path: { idClienteTelefono: 6 } }),
        "POST /v2/Cliente/Telefono/6/Eliminar",
        "token",
      ],
      ["getOrderHistory", (api) => api.getOrderHistory(), "GET /v2/Historial2", "token"],
      ["getEticket", (api) => api.getEticket({ path: { idPedido: 12 } }), "GET /v2/Pedido/12/eticket.pdf", "token"],
      [
        "getBill",
        (api) => api.getBill({ path: { idPedido: 12, idComprobante: 7 } }),
        "GET /v2/Pedido/12/Comprobante/7/comprobante.pdf",
        "token",
      ],
      [
        "createPaymentLink",
        (api) => api.createPaymentLink({ path: held }),
        "POST /v2/Proceso/77/LinkPago",
        "token and key",
      ],
      // A payment link's calls carry its token (x-clave-link, checked below), never the session or a key.
      ["getPaymentLink", (api) => api.getPaymentLink(byLink), "GET /v2/LinkPago/77", "nothing"],
      [
        "getPaymentLinkInstallments",
        (api) => api.getPaymentLinkInstallments({ ...byLink, path: { ...byLink.path, cardBin: "450799" } }),
        "GET /v2/LinkPago/77/Tarjetas/450799",
        "nothing",
      ],
      [
        "chargePaymentLink",
        (api) => api.chargePaymentLink({ ...byLink, body: chargeForm(SandboxCard.approves) }),
        "POST /v2/LinkPago/77/Cobrar",
        "nothing",
      ],
      ["getPaymentLinkStatus", (api) => api.getPaymentLinkStatus(byLink), "GET /v2/LinkPago/77/Estado", "nothing"],
      [
        "getPaymentMethods2",
        (api) => api.getPaymentMethods2({ path: held }),
        "GET /v2/Proceso/77/FormasDePago2",
        "token and key",
      ],
      [
        "chargeWallet",
        (api) => api.chargeWallet({ path: held, body: { nFormaDePago: 11 } }),
        "POST /v2/Proceso/77/Cobrar2",
        "token and key",
      ],
      [
        "createPayPalOrder",
        (api) => api.createPayPalOrder({ path: held }),
        "GET /v2/Proceso/77/PayPalOrderCreate",
        "token and key",
      ],
      ["getProcess2", (api) => api.getProcess2({ path: held }), "GET /v2/Proceso/77/Proceso2", "token and key"],
      [
        "prevalidate2",
        (api) => api.prevalidate2({ path: held }),
        "POST /v2/Proceso/77/PreValidacion2",
        "token and key",
      ],
      // A wallet's webhook: signed by the wallet, with no session or key of the shop.
      [
        "receivePaymentNotification",
        (api) =>
          api.receivePaymentNotification({
            path: { cProveedor: "MODO" },
            headers: { "x-firma": "ab" },
            body: { cIdNotificacion: "n-1", cReferencia: "MODO-1", cEstado: "APROBADO", fMonto: 10, cMoneda: "ARS" },
          }),
        "POST /v2/Pagos/Notificacion/MODO",
        "nothing",
      ],
      ["listSavedCards", (api) => api.listSavedCards(), "GET /v2/Cliente/Tarjetas", "token"],
      [
        "startCardRegistration",
        (api) => api.startCardRegistration({ path: { idProcesoDeCompra: 0 } }),
        "POST /v2/Proceso/0/card/BancardiFrame",
        "token",
      ],
      [
        "startCardRegistrationForPurchase",
        (api) => api.startCardRegistrationForPurchase({ path: held }),
        "POST /v2/Proceso/77/card/BancardiFrame2",
        "token and key",
      ],
      [
        "deleteSavedCard",
        (api) => api.deleteSavedCard({ path: { idProcesoDeCompra: 0, alias_token: SAVED_CARD_ALIAS } }),
        `DELETE /v2/Proceso/0/card/Bancard/borrar/${SAVED_CARD_ALIAS}`,
        "token",
      ],
      [
        "confirmThreeDs",
        (api) => api.confirmThreeDs({ path: held }),
        "POST /v2/Proceso/77/Bancard/Confirmar3DS",
        "token and key",
      ],
      [
        "cancelThreeDs",
        (api) => api.cancelThreeDs({ path: held }),
        "GET /v2/Proceso/77/Bancard/Cancelar3DS",
        "token and key",
      ],
      [
        "setUpAuthentication",
        (api) => api.setUpAuthentication({ path: held, body: { cAliasToken: SAVED_CARD_ALIAS } }),
        "POST /v2/Proceso/77/sbs/authentication-setups",
        "token and key",
      ],
      [
        "authenticate",
        (api) =>
          api.authenticate({
            path: held,
            body: { cReferencia: AUTHENTICATION_REFERENCE, oTarjeta: { cAliasToken: SAVED_CARD_ALIAS } },
          }),
        "POST /v2/Proceso/77/sbs/authentications",
        "token and key",
      ],
      [
        "payAuthenticated",
        (api) =>
          api.payAuthenticated({
            path: held,
            body: { cReferencia: AUTHENTICATION_REFERENCE, oPago: chargeForm(SandboxCard.approves) },
          }),
        "POST /v2/Proceso/77/sbs/Payment",
        "token and key",
      ],
      [
        "requestWithdrawal",
        (api) => api.requestWithdrawal({ body: { idPedido: 12, cEmail: "ana@example.com" } }),
        "POST /v2/Arrepentimiento",
        "nothing",
      ],
      [
        "previewWithdrawal",
        (api) => api.previewWithdrawal({ body: { idPedido: 12, cEmail: "ana@example.com" } }),
        "POST /v2/Arrepentimiento/Previa",
        "nothing",
      ],
      ["getWithdrawableOrders", (api) => api.getWithdrawableOrders(), "GET /v2/PedidosArrepentibles", "token"],
      [
        "getWithdrawal",
        (api) => api.getWithdrawal({ path: { cCodigoSeguimiento: "K7QD2MZ4TA" } }),
        "GET /v2/Arrepentimiento/K7QD2MZ4TA",
        "nothing",
      ],
      // An exchange's calls need the order's customer: the token, never a purchase key.
      [
        "getExchangeOptions",
        (api) => api.getExchangeOptions({ path: { idPedido: 12 } }),
        "GET /v2/Pedido/12/operacion/cambio",
        "token",
      ],
      [
        "takeExchange",
        (api) =>
          api.takeExchange({ path: { idProcesoDeCompra: 0, idPedido: 12 }, body: { idFuncion: 1002, idSector: 3 } }),
        "POST /v2/Proceso/0/operacion/cambio/12",
        "token",
      ],
      [
        "getExchangeBalance",
        (api) => api.getExchangeBalance({ path: { idProcesoDeCompra: 77, idPedido: 12 } }),
        "GET /v2/Proceso/77/operacion/cambio/pago/12",
        "token",
      ],
      [
        "payExchange",
        (api) => api.payExchange({ path: { idProcesoDeCompra: 77, idPedido: 12 }, body: { oTarjeta: null } }),
        "POST /v2/Proceso/77/operacion/cambio/12/pagar",
        "token",
      ],
    ]

  it("covers every call of the port", () => {
    const { api } = apiWith(fakeFetch(() => ok(null)).fetch)
    const covered = new Set(calls.map(([name]) => name.split(" ")[0]))
    expect([...covered].sort()).toEqual(Object.keys(api).sort())
  })

  it.each(calls)("%s calls %s with its credentials", async (_name, call, request, sends) => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(call(api)))
    expect(seen).toHaveLength(1)
    const [only] = seen
    const [method, path] = request.split(" ")
    expect(only?.method).toBe(method)
    expect(only?.url).toBe(BASE + path)
    expect(only?.headers["authorization"]).toBe(sends === "nothing" ? undefined : `Bearer ${SESSION_TOKEN}`)
    expect(only?.headers["x-clave-proceso"]).toBe(sends === "token and key" ? HELD_KEY : undefined)
    expect(only?.headers["content-type"]).toBe(only?.body === undefined ? undefined : "application/json")
    expect(only?.headers["x-device-fingerprint"]).toBe(FINGERPRINT)
    expect(only?.headers["x-clave-link"]).toBe(/^\/v2\/LinkPago\//u.test(path!) ? LINK_TOKEN : undefined)
    expect(only?.headers["x-clave-soporte"]).toBe(
      method === "GET" && /^\/v2\/Soporte\//u.test(path!) ? "support-key" : undefined,
    )
  })

  it("sends a call's own credentials instead of the client's", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(api.getCustomer({ credentials: { token: "just-received" } })))
    await Effect.runPromise(
      Effect.result(
        api.getProcess({ path: held, credentials: { token: null, purchaseKey: "another-key-of-this-purchase" } }),
      ),
    )
    expect(seen.map((request) => [request.headers["authorization"], request.headers["x-clave-proceso"]])).toEqual([
      ["Bearer just-received", undefined],
      [undefined, "another-key-of-this-purchase"],
    ])
  })

  it("sends no key for a purchase the browser does not hold", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(Effect.result(api.getPaymentStatus({ path: { idProcesoDeCompra: 78 } })))
    expect(seen[0]?.headers["x-clave-proceso"]).toBeUndefined()
  })

  it("sends the body as JSON", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(
      Effect.result(
        api.takeSeats({
          path: { idProcesoDeCompra: 0 },
          body: { idFuncion: 1001, listaIdPosicion: [5, 6], idPromocion: null },
        }),
      ),
    )
    expect(seen[0]?.body).toEqual({ idFuncion: 1001, listaIdPosicion: [5, 6], idPromocion: null })
  })

  it("URI-encodes path parameters", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch)
    await Effect.runPromise(
      Effect.result(
        api.getCardInstallments({ path: { idProcesoDeCompra: 77, nFormaDePago: 1, cardBin: "45/09 95?x" } }),
      ),
    )
    expect(seen[0]?.url).toBe(`${BASE}/v2/Proceso/77/FormaDePago/1/Tarjetas/45%2F09%2095%3Fx`)
  })

  it("sends no authorization header when nobody is signed in", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch, { token: () => null })
    await Effect.runPromise(Effect.result(api.getProcess({ path: { idProcesoDeCompra: 77 } })))
    await Effect.runPromise(Effect.result(api.getCustomer()))
    expect(seen.map((request) => request.headers["authorization"])).toEqual([undefined, undefined])
  })

  it("reads the token and the fingerprint at each call", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    let token: string | null = null
    const { api } = apiWith(fetch, { token: () => token })
    await Effect.runPromise(Effect.result(api.getProcess({ path: { idProcesoDeCompra: 77 } })))
    token = "after-login"
    await Effect.runPromise(Effect.result(api.getProcess({ path: { idProcesoDeCompra: 77 } })))
    expect(seen.map((request) => request.headers["authorization"])).toEqual([undefined, "Bearer after-login"])
  })

  it("joins the base with or without a trailing slash, and an empty base is the shop's own origin", async () => {
    const { fetch, seen } = fakeFetch(() => ok(showTypes))
    await Effect.runPromise(apiWith(fetch, { baseUrl: `${BASE}/` }).api.getShowTypes())
    await Effect.runPromise(apiWith(fetch, { baseUrl: "" }).api.getShowTypes())
    expect(seen.map((request) => request.url)).toEqual([
      `${BASE}/v2/EspectaculoCartelTipos`,
      "/v2/EspectaculoCartelTipos",
    ])
  })

  it("uses the global fetch, looked up at each call, when none is given", async () => {
    const { fetch, seen } = fakeFetch(() => ok(showTypes))
    vi.stubGlobal("fetch", fetch)
    try {
      const api = makeHttpApi({ baseUrl: BASE, token: () => null, fingerprint: () => FINGERPRINT })
      expect(await Effect.runPromise(api.getShowTypes())).toEqual(showTypes)
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

describe("HTTP Api: the waiting room's turn", () => {
  const take = { idFuncion: 1001, listaPosiciones: [] } as never

  it("sends the shopper's turn as x-cola-turno on the take calls, and on no other", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch, { queueTurn: () => "turno-1001" })
    await Effect.runPromise(Effect.result(api.takeSeats({ path: { idProcesoDeCompra: 0 }, body: take })))
    await Effect.runPromise(Effect.result(api.startPurchase({ body: take })))
    await Effect.runPromise(Effect.result(api.getShows()))
    expect(seen.map((request) => request.headers["x-cola-turno"])).toEqual(["turno-1001", "turno-1001", undefined])
  })

  it("sends no turn when the shopper holds none", async () => {
    const { fetch, seen } = fakeFetch(() => ok(null))
    const { api } = apiWith(fetch, { queueTurn: () => null })
    await Effect.runPromise(Effect.result(api.takeSeats({ path: { idProcesoDeCompra: 0 }, body: take })))
    expect(seen[0]?.headers).not.toHaveProperty("x-cola-turno")
  })

  it("fails like any call when the queue check answers badly", async () => {
    const { api } = apiWith(fakeFetch(() => ok({ redirect_url: 42, colaTurno: null })).fetch)
    expect(await failureOf(api.checkQueue({ query: { idFuncion: 1001 } }))).toMatchObject({
      _tag: "DecodeError",
      field: "oData.redirect_url",
    })
  })
})

describe("HTTP Api: answers", () => {
  it("decodes oData with the contract schema", async () => {
    const process = purchaseProcess({ idProcesoDeCompra: HELD_PURCHASE })
    const { fetch } = fakeFetch(() => ok(process))
    const { api } = apiWith(fetch)
    expect(await Effect.runPromise(api.getProcess({ path: { idProcesoDeCompra: HELD_PURCHASE } }))).toEqual(process)
  })

  it("answers the show types as oData carries them, in Lista", async () => {
    const { api } = apiWith(fakeFetch(() => ok(showTypes)).fetch)
    expect(await Effect.runPromise(api.getShowTypes())).toEqual(showTypes)
  })

  it("answers the server's text for newsletter, contact and recovery", async () => {
    const { api } = apiWith(fakeFetch(() => ok("¡Gracias por suscribirte, Ana!")).fetch)
    expect(
      await Effect.runPromise(api.subscribeNewsletter({ body: { cNombre: "Ana", cMail: "ana@example.com" } })),
    ).toBe("¡Gracias por suscribirte, Ana!")
  })

  it("answers null for the calls that answer nothing", async () => {
    const { api } = apiWith(fakeFetch(() => ok(null)).fetch)
    expect(
      await Effect.runPromise(api.invalidateProcess({ path: { idProcesoDeCompra: 77 }, body: { cOrigen: "INV001" } })),
    ).toBeNull()
    expect(await Effect.runPromise(api.deletePhone({ path: { idClienteTelefono: 6 } }))).toBeNull()
  })

  it("answers a document as its bytes and the name the server gave it", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 entradas")
    const pdf = new Response(bytes, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="entradas-pedido-12.pdf"',
      },
    })
    const { api } = apiWith(fakeFetch(() => pdf).fetch)
    const file = await Effect.runPromise(api.getEticket({ path: { idPedido: 12 } }))
    expect(file.fileName).toBe("entradas-pedido-12.pdf")
    expect(new TextDecoder().decode(file.bytes)).toBe("%PDF-1.7 entradas")
  })

  it("reads a refused document as an ApiError with the server's words, and a page that is not a PDF as a DecodeError", async () => {
    const refused = json({ nCode: 409, oData: "El comprobante todavía se está autorizando." }, 409)
    const { api } = apiWith(fakeFetch(() => refused).fetch)
    expect(await failureOf(api.getBill({ path: { idPedido: 12, idComprobante: 7 } }))).toMatchObject({
      _tag: "ApiError",
      nCode: 409,
      message: "El comprobante todavía se está autorizando.",
    })
    const { api: portal } = apiWith(
      fakeFetch(() => new Response("<html>portal</html>", { headers: { "content-type": "text/html" } })).fetch,
    )
    expect(await failureOf(portal.getEticket({ path: { idPedido: 12 } }))).toMatchObject({ _tag: "DecodeError" })
  })

  it("fails with ApiError keeping the server's message when nCode is above 299", async () => {
    const { api, onUnauthorized } = apiWith(
      fakeFetch(() => json({ nCode: 409, oData: "Esa ubicación ya no está disponible." }, 409)).fetch,
    )
    const failure = await failureOf(
      api.takeSeats({
        path: { idProcesoDeCompra: 0 },
        body: { idFuncion: 1001, listaIdPosicion: [5], idPromocion: null },
      }),
    )
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
    expect(await failureOf(api.getCustomer())).toMatchObject({ _tag: "Unauthorized", message })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith("/v2/Cliente/Informacion")
    expect(await failureOf(api.getProcess({ path: { idProcesoDeCompra: 77 } }))).toMatchObject({ _tag: "Unauthorized" })
    expect(onUnauthorized).toHaveBeenLastCalledWith("/v2/Proceso/77")
  })

  it("reads a 401 from login as wrong credentials: an ApiError, and no trip to login", async () => {
    const message = "El e-mail o la contraseña no son correctos."
    const { api, onUnauthorized } = apiWith(fakeFetch(() => json({ nCode: 401, oData: message }, 401)).fetch)
    expect(await failureOf(api.login({ body: { cEmail: "ana@example.com", cClave: "Mala2025x" } }))).toMatchObject({
      _tag: "ApiError",
      nCode: 401,
      message,
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it("fails Unauthorized on a 401 without a body too", async () => {
    const { api, onUnauthorized } = apiWith(fakeFetch(() => new Response(null, { status: 401 })).fetch)
    expect(await failureOf(api.getOrderHistory())).toMatchObject({ _tag: "Unauthorized", message: "HTTP 401" })
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
    const process = purchaseProcess({ idProcesoDeCompra: HELD_PURCHASE })
    const { idFuncion: _dropped, ...line } = process.listaFuncion[0]!
    const { api } = apiWith(fakeFetch(() => ok({ ...process, listaFuncion: [line] })).fetch)
    expect(await failureOf(api.getProcess({ path: { idProcesoDeCompra: HELD_PURCHASE } }))).toMatchObject({
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
      const failure = await failureOf(api.charge({ path: { idProcesoDeCompra: 77 }, body: chargeForm() }))
      expect(JSON.stringify(failure) + String(failure)).not.toContain(SandboxCard.approves)
      expect(JSON.stringify(failure) + String(failure)).not.toContain("35111222")
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})

describe("HTTP Api: the purchase key a live tab holds", () => {
  const TAKEN = 501
  const TAKEN_KEY = purchaseKeyFor(TAKEN)
  const store = (): KeyValueStoreShape =>
    Effect.runSync(
      Effect.provide(
        Effect.gen(function* () {
          return yield* KeyValueStore
        }),
        layerMemoryKeyValueStore(),
      ),
    )

  /** A server holding one purchase: takes answer purchase 501 with its key; invalidar answers, or cannot be reached. */
  const purchaseServer = (invalidation: "answers" | "unreachable") =>
    fakeFetch((request) => {
      if (request.url.endsWith("/invalidar")) {
        return invalidation === "answers" ? ok(null) : Promise.reject(new TypeError("Failed to fetch"))
      }
      if (request.url.endsWith("/ProductoAsignado/Lista/Obtener")) return ok([])
      return ok(purchaseProcess({ idProcesoDeCompra: TAKEN }))
    })

  /** One tab of the shop as createShop wires it: the pages' own calls read the key from the tab's cart. */
  const openTab = (fetch: typeof globalThis.fetch, storage: KeyValueStoreShape, tabId: number) => {
    const clock = new ManualClock(Date.UTC(2025, 10, 1, 12))
    const holder: { tab: LiveTab | null } = { tab: null }
    const api = makeHttpApi({
      baseUrl: BASE,
      fetch,
      token: () => null,
      purchaseKey: (id) => (holder.tab === null ? null : purchaseKeyOf(holder.tab.snapshot().cart.context, id)),
      fingerprint: () => FINGERPRINT,
    })
    const channel = new MemoryTabHub().tab(tabId)
    const clockShape = Effect.runSync(
      Effect.provide(
        Effect.gen(function* () {
          return yield* Clock
        }),
        clock.layer,
      ),
    )
    holder.tab = startLiveTab(
      { api, clock: clockShape, channel, store: storage, newRef: () => "ref" },
      DEFAULT_SETTINGS,
    )
    return { tab: holder.tab, api }
  }

  const keysSent = (seen: ReadonlyArray<SeenRequest>) =>
    seen.map(
      (request) =>
        `${request.method} ${request.url.slice(BASE.length)} ${request.headers["x-clave-proceso"] ?? "(no key)"}`,
    )

  it("sends X-Clave-Proceso on every call on the purchase after the first take, and after a reload", async () => {
    const storage = store()
    const server = purchaseServer("unreachable")
    const { tab, api } = openTab(server.fetch, storage, 1)
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: 10, aIdPosicion: [1000, 1001] })
    await vi.waitFor(() => expect(tab.snapshot().cart.context.process?.cClaveProceso).toBe(TAKEN_KEY))
    tab.dispatch({ type: "cart.seatsRequested", idFuncion: 11, aIdPosicion: [1100] })
    await vi.waitFor(() => expect(tab.snapshot().cart.value).toBe("ready"))
    await Effect.runPromise(api.getExtraProducts({ path: { idProcesoDeCompra: TAKEN } }))
    tab.dispatch({ type: "cart.emptyRequested" })
    await vi.waitFor(() => expect(tab.snapshot().cart.value).toBe("ready"))
    tab.stop()
    expect(keysSent(server.seen)).toEqual([
      "POST /v2/Proceso/0/Posiciones/Tomar (no key)",
      `POST /v2/Proceso/${TAKEN}/Posiciones/Tomar ${TAKEN_KEY}`,
      `GET /v2/Proceso/${TAKEN}/ProductoAsignado/Lista/Obtener ${TAKEN_KEY}`,
      `POST /v2/Proceso/${TAKEN}/invalidar ${TAKEN_KEY}`,
    ])

    // The invalidation did not reach the server: the reloaded tab, whose cart no longer holds the purchase, retries it with its key.
    const afterReload = purchaseServer("answers")
    const reloaded = openTab(afterReload.fetch, storage, 2).tab
    await vi.waitFor(() =>
      expect(reloaded.snapshot().cart.context.pendingInvalidation.idProcesoDeCompraInvalidar).toBeNull(),
    )
    reloaded.stop()
    expect(keysSent(afterReload.seen)).toEqual([`POST /v2/Proceso/${TAKEN}/invalidar ${TAKEN_KEY}`])
  })
})
