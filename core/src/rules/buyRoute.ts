import type { ProcessType } from "../contract/common.js"

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
