import type { RouteName } from "@boleteria/core"

/** Where a page's code lives: each group is one lazily loaded chunk. */
export type RouteGroup = "browse" | "checkout" | "account" | "info"

/**
 * Access rules of SPEC §2: `login` sends an anonymous shopper to /login?nextUrl=…;
 * `queue` asks the waiting room first (the tenant's `flags.queueApi`; the shop's own /cola page).
 */
interface RouteAccess {
  readonly login: boolean
  readonly queue: boolean
  /** Seats are chosen here: login too when the tenant says so (core's seatSelectionNeedsLogin). */
  readonly seatSelection: boolean
}

/**
 * `live`: checkout and account pages wait for this tab's purchase machines to run before they show.
 * `atRest`: the others draw from the machines' resting state until something happens (core's
 * runtime/lazy) — which is the truth until then: a session or purchase kept in storage is
 * restored before the shop's first frame, and a function page's first event wakes them.
 */
export type RouteMachines = "live" | "atRest"

export const GROUP_MACHINES: Readonly<Record<RouteGroup, RouteMachines>> = {
  browse: "atRest",
  info: "atRest",
  checkout: "live",
  account: "live",
}

export interface ShopRoute {
  /** SPEC §2's route name (core's RouteName); also what `route.changed` reports to the machines. */
  readonly name: RouteName
  /** wouter path syntax. */
  readonly path: string
  readonly group: RouteGroup
  readonly access: RouteAccess
}

const open: RouteAccess = { login: false, queue: false, seatSelection: false }
const login: RouteAccess = { login: true, queue: false, seatSelection: false }
const seats: RouteAccess = { login: false, queue: true, seatSelection: true }
const queueAndLogin: RouteAccess = { login: true, queue: true, seatSelection: false }

type RouteEntry = readonly [path: string, group: RouteGroup, access?: RouteAccess]

/**
 * Every route of SPEC §2 by core's route names: a name core does not know, or one of core's this
 * table leaves out, does not compile. Routes match in the order written here, most specific first
 * (the catch-all /{cSeo}/{id} is last).
 */
const TABLE: { readonly [Name in RouteName]: RouteEntry } = {
  cartelera: ["/", "browse"],
  payFinish: ["/payFinish", "checkout"],
  loginRedirect: ["/loginRedirect", "account"],
  recoverPassword: ["/recoverPassword", "account"],
  signUp: ["/signUp", "account"],
  login: ["/login", "account"],
  eticket: ["/eticket", "info"],
  termsAndConditions: ["/termsAndConditions", "info"],
  PointSales: ["/PointSales", "info"],
  Services: ["/Services", "info"],
  privacyPolicies: ["/privacyPolicies", "info"],
  TechnicalSupport: ["/TechnicalSupport", "info"],
  ComplaintsBook: ["/ComplaintsBook", "info"],
  FAQ: ["/FAQ", "info"],
  about: ["/about", "info"],
  arrepentimiento: ["/arrepentimiento", "info"],
  advancedsearch: ["/AdvancedSearch", "browse"],
  landing: ["/landing/:cSeo", "browse"],
  CarteleraProductos: ["/tienda", "browse"],
  CarteleraProductosid: ["/tienda/:idEstablecimiento", "browse"],
  carteleraEstablecimiento: ["/establecimiento/:cSeo/:idEstablecimiento", "browse"],
  funcionSeoEst: ["/funcion/:cSeo/:id", "browse", seats],
  funcion: ["/funcion", "browse", seats],
  funcionTienda: ["/funcionTienda", "browse", queueAndLogin],
  cola: ["/cola/:idFuncion", "browse"],
  promocion: ["/promocion", "browse", login],
  linkPago: ["/linkPago", "checkout"],
  linkPagoId: ["/linkPago/:idProcesoDeCompra", "checkout"],
  payConfirmLinkPago: ["/payConfirmLinkPago", "checkout"],
  BuyTicketOk: ["/BuyTicket/ok/:idProcesoDeCompra", "checkout", login],
  BuyTicket: ["/BuyTicket/:idProcesoDeCompra?", "checkout", login],
  BuyTicketBox: ["/BuyTicketBox", "checkout", login],
  myAddress: ["/myAddress", "account", login],
  myPhone: ["/myPhone", "account", login],
  myOrders: ["/myOrders", "account", login],
  myBookings: ["/myBookings", "account", login],
  myBookingsBox: ["/myBookingsBox", "account", login],
  additionalData: ["/additionalData", "account", login],
  changePassword: ["/changePassword", "account", login],
  myData: ["/myData", "account", login],
  myAlias: ["/myAlias", "account", login],
  myCards: ["/myCards", "account", login],
  payConfirm: ["/payConfirm", "checkout", login],
  payConfirmPool: ["/payConfirmPool", "checkout", login],
  payError: ["/payError", "checkout", login],
  apayFinalizar: ["/apay/cobro/finalizar", "checkout", login],
  payConfirmTigoMoney: ["/payConfirmTigoMoney", "checkout", login],
  bancardFinish: ["/bancard/finish/:idProcesoDeCompra", "checkout", login],
  bancardFinish3ds: ["/bancard/finish3ds/:idProcesoDeCompra", "checkout", login],
  carteleraSeoEstablecimiento: ["/:cSeo/:idEstablecimiento", "browse"],
}

/** Every route of SPEC §2, in matching order. */
export const ROUTES: ReadonlyArray<ShopRoute> = (Object.entries(TABLE) as Array<[RouteName, RouteEntry]>).map(
  ([name, [path, group, access = open]]) => ({ name, path, group, access }),
)
