import type { ProcessType } from "../contract/common.js"
import type { RouteName } from "../machines/shared/routes.js"

/** The buy routes of SPEC §2 where the purchase clock rules apply. */
const BUY_ROUTES = ["BuyTicket", "BuyTicketBox"] as const satisfies ReadonlyArray<RouteName>

/**
 * SPEC's buy routes: a tab showing one is the purchase's principal tab. A rule of its own (not the
 * checkout's types) because a resting tab reads it too (runtime/lazyTab.ts), in the shop's first download.
 */
export const isBuyRoute = (name: RouteName | null): boolean =>
  name !== null && (BUY_ROUTES as ReadonlyArray<RouteName>).includes(name)

/**
 * SPEC §2's buy route of a purchase: the cart flow at /BuyTicket/{id}, the box office (process
 * type BOX) at /BuyTicketBox?idProcesoDeCompra={id}. Without an id, the route itself.
 */
export const buyPath = (processType: ProcessType, idProcesoDeCompra: number | null): string => {
  if (processType === "BOX") {
    return idProcesoDeCompra === null ? "/BuyTicketBox" : `/BuyTicketBox?idProcesoDeCompra=${idProcesoDeCompra}`
  }
  return idProcesoDeCompra === null ? "/BuyTicket" : `/BuyTicket/${idProcesoDeCompra}`
}

/** SPEC §2's page of a function by its id, where its places are chosen: /funcion?idFuncion={id}. */
export const functionPath = (idFuncion: number): string => `/funcion?idFuncion=${idFuncion}`
