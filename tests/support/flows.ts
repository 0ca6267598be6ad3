import type { ProcessType, CartLine } from "@boleteria/core"
import type { Driver, SendOptions } from "./driver.js"
import { cartLine, ETICKET, HOME_DELIVERY, purchaseProcess } from "./purchaseProcess.js"

/** Steps of a shopper's purchase, as a tab's log records them (intent, then the API's answer). */

export const CUSTOMER = { cNombre: "Ana", cEmail: "ana@example.com", lAlias: false } as const

export const logIn = (driver: Driver, options: SendOptions = {}) =>
  driver.send({ type: "session.loggedIn", token: "token-ana", user: CUSTOMER }, options)

export interface SeatsOptions extends SendOptions {
  readonly idProcesoDeCompra: number
  readonly idFuncion?: number
  readonly ctProcess?: ProcessType
  readonly lines?: ReadonlyArray<CartLine>
  readonly lContiguas?: boolean
}

/** The shopper picks seats and the server holds them: the cart announces the purchase. */
export const takeSeats = (driver: Driver, options: SeatsOptions) => {
  const idFuncion = options.idFuncion ?? 10
  const sendOptions = {
    ...(options.at === undefined ? {} : { at: options.at }),
    ...(options.tab === undefined ? {} : { tab: options.tab }),
  }
  driver.send(
    { type: "cart.seatsRequested", idFuncion, aIdPosicion: [idFuncion * 100, idFuncion * 100 + 1] },
    sendOptions,
  )
  driver.send(
    {
      type: "api.seatsTaken",
      idFuncion,
      process: purchaseProcess({
        idProcesoDeCompra: options.idProcesoDeCompra,
        ...(options.ctProcess === undefined ? {} : { ctProcess: options.ctProcess }),
        lines: options.lines ?? [cartLine({ idFuncion })],
        ...(options.lContiguas === undefined ? {} : { lContiguas: options.lContiguas }),
      }),
    },
    sendOptions,
  )
}

export const enterBuyRoute = (driver: Driver, idProcesoDeCompra: number, options: SendOptions = {}) =>
  driver.send({ type: "route.changed", name: "BuyTicket", path: `/BuyTicket/${idProcesoDeCompra}` }, options)

/** Delivery chosen and confirmed, no extra products: the checkout reaches its payment step. */
export const chooseETicket = (driver: Driver, idProcesoDeCompra: number) => {
  driver.send({ type: "checkout.deliveryRequested", idProcesoDeCompra })
  driver.send({ type: "api.deliveryTypesLoaded", types: [ETICKET, HOME_DELIVERY] })
  driver.send({ type: "checkout.deliveryChosen", idEntregaTipo: ETICKET.idEntregaTipo, idClienteDomicilio: null })
  driver.send({
    type: "api.deliverySelected",
    idEntregaTipo: ETICKET.idEntregaTipo,
    process: purchaseProcess({ idProcesoDeCompra }),
  })
  driver.send({ type: "checkout.extrasConfirmed", idProcesoDeCompra })
}

export const submitPayment = (driver: Driver, idProcesoDeCompra: number, options: SendOptions = {}) =>
  driver.send(
    {
      type: "payment.submitted",
      idProcesoDeCompra,
      formRef: `form-${idProcesoDeCompra}`,
      nFormaDePago: 1,
      nCuotas: 1,
      card: { cardBin: "424242", last4: "4242" },
    },
    options,
  )
