import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { Billboard, ShowCard, ShowDetail, ShowSearchPage, ShowType } from "../contract/catalogue.js"
import type {
  CardInstallments,
  DeliveryType,
  ExtraProduct,
  PaymentMethod,
  PaymentStatus,
} from "../contract/checkout.js"
import type { Address, Customer, LoginResult, Phone } from "../contract/customer.js"
import type { ContactMessage, NewsletterSubscription } from "../contract/misc.js"
import type { OrderHistory } from "../contract/order.js"
import type { Performance, Promotion } from "../contract/performance.js"
import type { PurchaseProcess } from "../contract/purchase.js"
import type { QueueTurn } from "../contract/queue.js"
import type {
  AddressRequest,
  ChangePasswordRequest,
  ChargeRequest,
  ExternalCodeRequest,
  InvalidateProcessRequest,
  LoginRequest,
  PagingQuery,
  PhoneRequest,
  PromotionsForGroupRequest,
  PromotionsForSeatsRequest,
  RecoveryCodeRequest,
  ReleaseFunctionRequest,
  ResetPasswordRequest,
  SelectDeliveryTypeRequest,
  SelectExtraProductsRequest,
  SelectPaymentMethodRequest,
  ShowSearchRequest,
  SignUpRequest,
  TakeBestAvailableRequest,
  TakeSeatsRequest,
  UpdatePersonalDataRequest,
} from "../contract/requests.js"
import type { Venue } from "../contract/venue.js"
import type { ApiFailure } from "./apiErrors.js"

type Call<A> = Effect.Effect<A, ApiFailure>

/** The bearer token of the signed-in customer; null when nobody is signed in (the call then fails Unauthorized). */
export type AuthToken = string | null

/**
 * The v2 API the storefront calls (SPEC §7), one method per call, answers already decoded.
 * Text answers (newsletter, contact, recovery) are the server's message to show.
 */
export interface ApiShape {
  /** GET /v2/EspectaculoCartelTipos (oData.Lista). */
  readonly getShowTypes: () => Call<ReadonlyArray<ShowType>>
  /** GET /v2/EspectaculosCartel. */
  readonly getShows: () => Call<ReadonlyArray<ShowCard>>
  /** POST /v2/EspectaculosCartel/Buscar?cantXpagina&pagina. */
  readonly searchShows: (paging: PagingQuery, body: ShowSearchRequest) => Call<ShowSearchPage>
  /** GET /v2/EspectaculoCartel/{id}?h — h is the landing's validation hash, when it has one. */
  readonly getShow: (idEspectaculoCartel: number, validationHash?: string) => Call<ShowDetail>
  /** GET /v2/Cartelera. */
  readonly getBillboard: () => Call<Billboard>
  /** GET /v2/Tienda: the products sold by quantity (idEspectaculoCartelTipo 100). */
  readonly getShop: () => Call<ReadonlyArray<ShowCard>>
  /** GET /v2/Establecimientos. */
  readonly getVenues: () => Call<ReadonlyArray<Venue>>

  /** POST /v2/NewsLetter/Suscripcion. */
  readonly subscribeNewsletter: (body: NewsletterSubscription) => Call<string>
  /** POST /v2/Contacto. */
  readonly sendContactMessage: (body: ContactMessage) => Call<string>

  /** GET /v2/Funcion/{id}?h. */
  readonly getPerformance: (idFuncion: number, validationHash?: string) => Call<Performance>
  /**
   * The queue service (SPEC §7: GET by idFuncion, answers redirect_url), asked before a function's
   * seats show when the tenant's queueApi flag is on.
   */
  readonly checkQueue: (idFuncion: number) => Call<QueueTurn>
  /** POST /v2/Funcion/{id}/Promociones. */
  readonly getPromotionsForSeats: (idFuncion: number, body: PromotionsForSeatsRequest) => Call<ReadonlyArray<Promotion>>
  /** POST /v2/Funcion/{id}/Promociones/Grupo. */
  readonly getPromotionsForGroup: (idFuncion: number, body: PromotionsForGroupRequest) => Call<ReadonlyArray<Promotion>>

  /** POST /v2/Proceso/{id}/Posiciones/Tomar; id 0 starts a new purchase process. */
  readonly takeSeats: (idProcesoDeCompra: number, body: TakeSeatsRequest) => Call<PurchaseProcess>
  /** POST /v2/Proceso/{id}/Posiciones/TomarGrupo: the best places available in a sector; id 0 starts a process. */
  readonly takeBestAvailable: (idProcesoDeCompra: number, body: TakeBestAvailableRequest) => Call<PurchaseProcess>
  /** GET /v2/Proceso/{id}. */
  readonly getProcess: (idProcesoDeCompra: number) => Call<PurchaseProcess>
  /** POST /v2/Proceso/{id}/invalidar: ends the process and releases everything it holds. */
  readonly invalidateProcess: (idProcesoDeCompra: number, body: InvalidateProcessRequest) => Call<void>
  /** POST /v2/Proceso/{id}/Posiciones/SoltarFuncion: releases the places of one function. */
  readonly releaseFunction: (idProcesoDeCompra: number, body: ReleaseFunctionRequest) => Call<PurchaseProcess>
  /** POST /v2/Proceso/{id}/Posiciones/SoltarGrupo: in cart use, releases the places of one function too. */
  readonly releaseGroup: (idProcesoDeCompra: number, body: ReleaseFunctionRequest) => Call<PurchaseProcess>
  /** GET /v2/Proceso/{id}/TiposDeEntrega. */
  readonly getDeliveryTypes: (idProcesoDeCompra: number) => Call<ReadonlyArray<DeliveryType>>
  /** POST /v2/Proceso/{id}/EntregaTipo/Seleccionar. */
  readonly selectDeliveryType: (idProcesoDeCompra: number, body: SelectDeliveryTypeRequest) => Call<PurchaseProcess>
  /** GET /v2/Proceso/{id}/ProductoAsignado/Lista/Obtener. */
  readonly getExtraProducts: (idProcesoDeCompra: number) => Call<ReadonlyArray<ExtraProduct>>
  /** POST /v2/Proceso/{id}/ProductoAsignado/Lista/Seleccionar; answers the list with the chosen quantities. */
  readonly selectExtraProducts: (
    idProcesoDeCompra: number,
    body: SelectExtraProductsRequest,
  ) => Call<ReadonlyArray<ExtraProduct>>
  /** GET /v2/Proceso/{id}/FormasDePago. */
  readonly getPaymentMethods: (idProcesoDeCompra: number) => Call<ReadonlyArray<PaymentMethod>>
  /** POST /v2/Proceso/{id}/FormaDePago/Seleccionar. */
  readonly selectPaymentMethod: (idProcesoDeCompra: number, body: SelectPaymentMethodRequest) => Call<PurchaseProcess>
  /** GET /v2/Proceso/{id}/FormaDePago/{n}/Tarjetas/{cardBin}: the card brand and its installments. */
  readonly getCardInstallments: (
    idProcesoDeCompra: number,
    nFormaDePago: number,
    cardBin: string,
  ) => Call<CardInstallments>
  /** POST /v2/Proceso/{id}/Cobrar; idempotent per process: a repeated call answers the first charge. */
  readonly charge: (idProcesoDeCompra: number, body: ChargeRequest) => Call<PaymentStatus>
  /** POST /v2/Proceso/{id}/Cobrar/Cancelar: cancels a charge that has not settled. */
  readonly cancelCharge: (idProcesoDeCompra: number) => Call<void>
  /** GET /v3/procesodecompra/{id}: what the payment verification polls. */
  readonly getPaymentStatus: (idProcesoDeCompra: number) => Call<PaymentStatus>

  /** POST /v2/Cliente/Ingreso/Token. Wrong credentials fail with an ApiError, not Unauthorized. */
  readonly login: (body: LoginRequest) => Call<LoginResult>
  /**
   * POST /v2/Cliente/Externo/Token (EXTERNAL_LOGIN): the one-time code the identity provider sent
   * back to /loginRedirect, exchanged for a session. A used, expired or unknown code fails with an ApiError.
   */
  readonly loginWithExternalCode: (body: ExternalCodeRequest) => Call<LoginResult>
  /** POST /v2/Cliente/Insertar; the new customer is signed in. */
  readonly signUp: (body: SignUpRequest) => Call<LoginResult>
  /** GET /v2/Cliente/Informacion. */
  readonly getCustomer: (token: AuthToken) => Call<Customer>
  /** POST /v2/Cliente/Modificar/DatosPersonales. */
  readonly updatePersonalData: (token: AuthToken, body: UpdatePersonalDataRequest) => Call<Customer>
  /** POST /v2/Cliente/Modificar/Clave. */
  readonly changePassword: (token: AuthToken, body: ChangePasswordRequest) => Call<void>
  /** POST /v2/Cliente/CodigoRecupero: e-mails a recovery code; answers the same whether the e-mail exists or not. */
  readonly requestRecoveryCode: (body: RecoveryCodeRequest) => Call<string>
  /** POST /v2/Cliente/ModificarClave/CodigoRecupero. */
  readonly resetPassword: (body: ResetPasswordRequest) => Call<void>
  /** POST /v2/Cliente/Domicilio/Insertar. */
  readonly addAddress: (token: AuthToken, body: AddressRequest) => Call<Address>
  /** POST /v2/Cliente/Domicilio/{id}/Modificar. */
  readonly updateAddress: (token: AuthToken, idClienteDomicilio: number, body: AddressRequest) => Call<Address>
  /** POST /v2/Cliente/Domicilio/{id}/Eliminar. */
  readonly deleteAddress: (token: AuthToken, idClienteDomicilio: number) => Call<void>
  /** POST /v2/Cliente/Telefono/Insertar. */
  readonly addPhone: (token: AuthToken, body: PhoneRequest) => Call<Phone>
  /** POST /v2/Cliente/Telefono/{id}/Modificar. */
  readonly updatePhone: (token: AuthToken, idClienteTelefono: number, body: PhoneRequest) => Call<Phone>
  /** POST /v2/Cliente/Telefono/{id}/Eliminar. */
  readonly deletePhone: (token: AuthToken, idClienteTelefono: number) => Call<void>
  /**
   * GET /v2/Historial2: the customer's orders and bookings. An order's documents are downloads
   * (application/pdf, bearer token, owner only), not calls: its e-ticket at
   * GET /v2/Pedido/{idPedido}/eticket.pdf and each bill at
   * GET /v2/Pedido/{idPedido}/Comprobante/{idComprobante}/comprobante.pdf.
   */
  readonly getOrderHistory: (token: AuthToken) => Call<OrderHistory>
}

export class Api extends Context.Service<Api, ApiShape>()("@boleteria/core/Api") {}
