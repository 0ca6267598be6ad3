/** Where a page's code lives: each group is one lazily loaded chunk. */
export type RouteGroup = "browse" | "checkout" | "account" | "info"

/**
 * Access rules of SPEC §2: `login` sends an anonymous shopper to /login?nextUrl=…;
 * `queue` asks the queue service first (off for this tenant: `flags.queueApi`).
 */
interface RouteAccess {
  readonly login: boolean
  readonly queue: boolean
}

/**
 * `live`: checkout and account pages wait for this tab's purchase machines to run before they show.
 * `atRest`: the others draw from the machines' resting state until something happens (core's
 * runtime/lazyTab.ts) — which is the truth until then: a session or purchase kept in storage is
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
  /** SPEC §2's route name; also what `route.changed` reports to the machines. */
  readonly name: string
  /** wouter path syntax. */
  readonly path: string
  readonly group: RouteGroup
  readonly access: RouteAccess
}

const open: RouteAccess = { login: false, queue: false }
const login: RouteAccess = { login: true, queue: false }
const queue: RouteAccess = { login: false, queue: true }
const queueAndLogin: RouteAccess = { login: true, queue: true }

const route = (name: string, path: string, group: RouteGroup, access: RouteAccess = open): ShopRoute => ({
  name,
  path,
  group,
  access,
})

/** Every route of SPEC §2, most specific first (the catch-all /{cSeo}/{id} is last). */
export const ROUTES: ReadonlyArray<ShopRoute> = [
  route("cartelera", "/", "browse"),
  route("payFinish", "/payFinish", "checkout"),
  route("loginRedirect", "/loginRedirect", "account"),
  route("recoverPassword", "/recoverPassword", "account"),
  route("signUp", "/signUp", "account"),
  route("login", "/login", "account"),
  route("eticket", "/eticket", "info"),
  route("termsAndConditions", "/termsAndConditions", "info"),
  route("PointSales", "/PointSales", "info"),
  route("Services", "/Services", "info"),
  route("privacyPolicies", "/privacyPolicies", "info"),
  route("TechnicalSupport", "/TechnicalSupport", "info"),
  route("ComplaintsBook", "/ComplaintsBook", "info"),
  route("FAQ", "/FAQ", "info"),
  route("about", "/about", "info"),
  route("advancedsearch", "/AdvancedSearch", "browse"),
  route("landing", "/landing/:cSeo", "browse"),
  route("CarteleraProductos", "/tienda", "browse"),
  route("CarteleraProductosid", "/tienda/:idEstablecimiento", "browse"),
  route("carteleraEstablecimiento", "/establecimiento/:cSeo/:idEstablecimiento", "browse"),
  route("funcionSeoEst", "/funcion/:cSeo/:id", "browse", queue),
  route("funcion", "/funcion", "browse", queue),
  route("funcionTienda", "/funcionTienda", "browse", queueAndLogin),
  route("promocion", "/promocion", "browse", login),
  route("linkPago", "/linkPago", "checkout"),
  route("linkPagoId", "/linkPago/:idProcesoDeCompra", "checkout"),
  route("payConfirmLinkPago", "/payConfirmLinkPago", "checkout"),
  route("BuyTicketOk", "/BuyTicket/ok/:idProcesoDeCompra", "checkout", login),
  route("BuyTicket", "/BuyTicket/:idProcesoDeCompra?", "checkout", login),
  route("BuyTicketBox", "/BuyTicketBox", "checkout", login),
  route("myAddress", "/myAddress", "account", login),
  route("myPhone", "/myPhone", "account", login),
  route("myOrders", "/myOrders", "account", login),
  route("myBookings", "/myBookings", "account", login),
  route("myBookingsBox", "/myBookingsBox", "account", login),
  route("additionalData", "/additionalData", "account", login),
  route("changePassword", "/changePassword", "account", login),
  route("myData", "/myData", "account", login),
  route("myAlias", "/myAlias", "account", login),
  route("payConfirm", "/payConfirm", "checkout", login),
  route("payConfirmPool", "/payConfirmPool", "checkout", login),
  route("payError", "/payError", "checkout", login),
  route("apayFinalizar", "/apay/cobro/finalizar", "checkout", login),
  route("payConfirmTigoMoney", "/payConfirmTigoMoney", "checkout", login),
  route("bancardFinish", "/bancard/finish/:idProcesoDeCompra", "checkout", login),
  route("bancardFinish3ds", "/bancard/finish3ds/:idProcesoDeCompra", "checkout", login),
  route("carteleraSeoEstablecimiento", "/:cSeo/:idEstablecimiento", "browse"),
]
