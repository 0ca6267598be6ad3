import * as Schema from "effect/Schema"

/**
 * The shop's route names: SPEC §2's, and a name of our own for each route SPEC leaves unnamed
 * ("not shown", or one name for several paths). `route.changed` carries one, the checkout reads
 * them (buy routes, payFinish…), and a UI's route table is keyed by them, so a name one side
 * knows and the other does not is a compile error.
 */
export const ROUTE_NAMES = [
  "cartelera",
  "payFinish",
  "loginRedirect",
  "recoverPassword",
  "signUp",
  "login",
  "eticket",
  "termsAndConditions",
  "PointSales",
  "Services",
  "privacyPolicies",
  "TechnicalSupport",
  "ComplaintsBook",
  "FAQ",
  "about",
  // The "Botón de arrepentimiento" (Res. 424/2020): a route of our own, SPEC only names the footer's link.
  "arrepentimiento",
  "advancedsearch",
  "landing",
  "CarteleraProductos",
  "CarteleraProductosid",
  "carteleraEstablecimiento",
  "carteleraSeoEstablecimiento",
  "funcionSeoEst",
  "funcion",
  "funcionTienda",
  // The waiting room of a function on sale (docs/waiting-room.md): a route of our own, in the shop itself.
  "cola",
  "promocion",
  "linkPago",
  "linkPagoId",
  "payConfirmLinkPago",
  "BuyTicket",
  "BuyTicketOk",
  "BuyTicketBox",
  "myAddress",
  "myPhone",
  "myOrders",
  "myBookings",
  "myBookingsBox",
  "additionalData",
  "changePassword",
  "myData",
  "myAlias",
  // Saved cards (docs/saved-cards.md): a route of our own, where card/BancardiFrame returns.
  "myCards",
  "payConfirm",
  "payConfirmPool",
  "payError",
  "apayFinalizar",
  "payConfirmTigoMoney",
  "bancardFinish",
  "bancardFinish3ds",
] as const

export const RouteName = Schema.Literals(ROUTE_NAMES)
export type RouteName = typeof RouteName.Type
