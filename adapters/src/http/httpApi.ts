import {
  Address,
  Api,
  Billboard,
  CardInstallments,
  Customer,
  DeliveryType,
  ExtraProduct,
  LoginResult,
  OrderHistory,
  PaymentMethod,
  PaymentStatus,
  Performance,
  Phone,
  Promotion,
  PurchaseProcess,
  QueueTurn,
  ShowCard,
  ShowDetail,
  ShowSearchPage,
  ShowTypeList,
  Venue,
} from "@boleteria/core"
import type { ApiShape, AuthToken } from "@boleteria/core"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { makeSend, type Bearer, type HttpApiOptions, type HttpCall } from "./httpCall.js"

/** A path whose every interpolated parameter is URI-encoded: path`/v2/Funcion/${id}`. */
const path = (parts: TemplateStringsArray, ...params: ReadonlyArray<string | number>): string =>
  parts.reduce((built, part, index) => built + encodeURIComponent(String(params[index - 1])) + part)

/** A call whose oData the port does not read (it answers void); whatever the server sends is accepted. */
const Ignored = Schema.Unknown

/** The purchase calls send the session's token: a process adopted by a customer answers only to them. */
const SESSION: Bearer = "session"
const ANONYMOUS: Bearer = "none"
const customer = (token: AuthToken): Bearer => ({ token })

const validation = (validationHash: string | undefined) =>
  validationHash === undefined ? undefined : { h: validationHash }

const ShowCards = Schema.Array(ShowCard)
const Venues = Schema.Array(Venue)
const Promotions = Schema.Array(Promotion)
const DeliveryTypes = Schema.Array(DeliveryType)
const ExtraProducts = Schema.Array(ExtraProduct)
const PaymentMethods = Schema.Array(PaymentMethod)

/** The v2 API of SPEC §7 over HTTP: every answer decoded with the contract schemas, failures typed. */
export const makeHttpApi = (options: HttpApiOptions): ApiShape => {
  const send = makeSend(options)
  const get = <A>(at: string, answer: Schema.Decoder<A>, bearer: Bearer, query?: HttpCall<A>["query"]) =>
    send({ method: "GET", path: at, answer, bearer, ...(query === undefined ? {} : { query }) })
  const post = <A>(at: string, answer: Schema.Decoder<A>, bearer: Bearer, body?: unknown) =>
    send({ method: "POST", path: at, answer, bearer, ...(body === undefined ? {} : { body }) })
  const process = (id: number, rest: string) => path`/v2/Proceso/${id}` + rest
  const queueUrl = options.queueUrl ?? null

  return {
    getShowTypes: () =>
      get("/v2/EspectaculoCartelTipos", ShowTypeList, ANONYMOUS).pipe(Effect.map((list) => list.Lista)),
    getShows: () => get("/v2/EspectaculosCartel", ShowCards, ANONYMOUS),
    searchShows: (paging, body) =>
      send({
        method: "POST",
        path: "/v2/EspectaculosCartel/Buscar",
        query: { cantXpagina: paging.cantXpagina, pagina: paging.pagina },
        body,
        answer: ShowSearchPage,
        bearer: ANONYMOUS,
      }),
    getShow: (id, validationHash) =>
      get(path`/v2/EspectaculoCartel/${id}`, ShowDetail, ANONYMOUS, validation(validationHash)),
    getBillboard: () => get("/v2/Cartelera", Billboard, ANONYMOUS),
    getShop: () => get("/v2/Tienda", ShowCards, ANONYMOUS),
    getVenues: () => get("/v2/Establecimientos", Venues, ANONYMOUS),

    subscribeNewsletter: (body) => post("/v2/NewsLetter/Suscripcion", Schema.String, ANONYMOUS, body),
    sendContactMessage: (body) => post("/v2/Contacto", Schema.String, ANONYMOUS, body),

    getPerformance: (id, validationHash) =>
      get(path`/v2/Funcion/${id}`, Performance, ANONYMOUS, validation(validationHash)),
    checkQueue: (idFuncion) =>
      queueUrl === null
        ? Effect.succeed({ redirect_url: null })
        : send({ method: "GET", path: queueUrl, external: true, query: { idFuncion }, answer: QueueTurn, bearer: ANONYMOUS }),
    getPromotionsForSeats: (id, body) =>
      post(path`/v2/Funcion/${id}/Promociones`, Promotions, ANONYMOUS, body),
    getPromotionsForGroup: (id, body) =>
      post(path`/v2/Funcion/${id}/Promociones/Grupo`, Promotions, ANONYMOUS, body),

    takeSeats: (id, body) => post(process(id, "/Posiciones/Tomar"), PurchaseProcess, SESSION, body),
    takeBestAvailable: (id, body) => post(process(id, "/Posiciones/TomarGrupo"), PurchaseProcess, SESSION, body),
    getProcess: (id) => get(process(id, ""), PurchaseProcess, SESSION),
    invalidateProcess: (id, body) => Effect.asVoid(post(process(id, "/invalidar"), Ignored, SESSION, body)),
    releaseFunction: (id, body) => post(process(id, "/Posiciones/SoltarFuncion"), PurchaseProcess, SESSION, body),
    releaseGroup: (id, body) => post(process(id, "/Posiciones/SoltarGrupo"), PurchaseProcess, SESSION, body),
    getDeliveryTypes: (id) => get(process(id, "/TiposDeEntrega"), DeliveryTypes, SESSION),
    selectDeliveryType: (id, body) => post(process(id, "/EntregaTipo/Seleccionar"), PurchaseProcess, SESSION, body),
    getExtraProducts: (id) =>
      get(process(id, "/ProductoAsignado/Lista/Obtener"), ExtraProducts, SESSION),
    selectExtraProducts: (id, body) =>
      post(process(id, "/ProductoAsignado/Lista/Seleccionar"), ExtraProducts, SESSION, body),
    getPaymentMethods: (id) => get(process(id, "/FormasDePago"), PaymentMethods, SESSION),
    selectPaymentMethod: (id, body) => post(process(id, "/FormaDePago/Seleccionar"), PurchaseProcess, SESSION, body),
    getCardInstallments: (id, nFormaDePago, cardBin) =>
      get(process(id, path`/FormaDePago/${nFormaDePago}/Tarjetas/${cardBin}`), CardInstallments, SESSION),
    charge: (id, body) => post(process(id, "/Cobrar"), PaymentStatus, SESSION, body),
    cancelCharge: (id) => Effect.asVoid(post(process(id, "/Cobrar/Cancelar"), Ignored, SESSION)),
    getPaymentStatus: (id) => get(path`/v3/procesodecompra/${id}`, PaymentStatus, SESSION),

    login: (body) =>
      send({
        method: "POST",
        path: "/v2/Cliente/Ingreso/Token",
        body,
        answer: LoginResult,
        bearer: ANONYMOUS,
        unauthorized: "wrongCredentials",
      }),
    loginWithExternalCode: (body) =>
      send({
        method: "POST",
        path: "/v2/Cliente/Externo/Token",
        body,
        answer: LoginResult,
        bearer: ANONYMOUS,
        unauthorized: "wrongCredentials",
      }),
    signUp: (body) => post("/v2/Cliente/Insertar", LoginResult, ANONYMOUS, body),
    getCustomer: (token) => get("/v2/Cliente/Informacion", Customer, customer(token)),
    updatePersonalData: (token, body) =>
      post("/v2/Cliente/Modificar/DatosPersonales", Customer, customer(token), body),
    changePassword: (token, body) =>
      Effect.asVoid(post("/v2/Cliente/Modificar/Clave", Ignored, customer(token), body)),
    requestRecoveryCode: (body) => post("/v2/Cliente/CodigoRecupero", Schema.String, ANONYMOUS, body),
    resetPassword: (body) => Effect.asVoid(post("/v2/Cliente/ModificarClave/CodigoRecupero", Ignored, ANONYMOUS, body)),
    addAddress: (token, body) => post("/v2/Cliente/Domicilio/Insertar", Address, customer(token), body),
    updateAddress: (token, id, body) => post(path`/v2/Cliente/Domicilio/${id}/Modificar`, Address, customer(token), body),
    deleteAddress: (token, id) =>
      Effect.asVoid(post(path`/v2/Cliente/Domicilio/${id}/Eliminar`, Ignored, customer(token))),
    addPhone: (token, body) => post("/v2/Cliente/Telefono/Insertar", Phone, customer(token), body),
    updatePhone: (token, id, body) => post(path`/v2/Cliente/Telefono/${id}/Modificar`, Phone, customer(token), body),
    deletePhone: (token, id) => Effect.asVoid(post(path`/v2/Cliente/Telefono/${id}/Eliminar`, Ignored, customer(token))),
    getOrderHistory: (token) => get("/v2/Historial2", OrderHistory, customer(token)),
  }
}

export const layerHttpApi = (options: HttpApiOptions): Layer.Layer<Api> => Layer.succeed(Api, makeHttpApi(options))
