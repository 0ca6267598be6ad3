import { buyPath, type ApiFailure, type Booking } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useState } from "react"
import { useLocation } from "wouter"
import { useCart, useServices, useShop } from "../../../app/ShopContext.js"

export type BookingPurchase =
  { readonly status: "idle" } | { readonly status: "busy" } | { readonly status: "failed"; readonly error: ApiFailure }

/**
 * "Comprar" on a booking, its conditions accepted (the server refuses a take without them): the server turns the booking's places (all, or the chosen seats) into a
 * held purchase, added to the cart's purchase when there is one; the cart takes it as it takes any
 * hold (api.seatsTaken: its clock starts) and the shopper goes on to checkout.
 */
export const useBuyBooking = () => {
  const shop = useShop()
  const { api } = useServices()
  const cart = useCart()
  const [, navigate] = useLocation()
  const [state, setState] = useState<BookingPurchase>({ status: "idle" })
  const buy = (booking: Booking, conditionsAccepted: boolean, seatIds: ReadonlyArray<number> | null = null) => {
    setState({ status: "busy" })
    const path = { idProcesoDeCompra: cart.idProcesoDeCompra ?? 0 }
    const request = {
      idReserva: booking.idReserva,
      idFuncion: booking.idFuncion,
      idPromocion: null,
      lCondicionesAceptadas: conditionsAccepted,
    }
    const take =
      seatIds === null
        ? api.takeBookingByFunction({ path, body: request })
        : api.takeBookingByPlaces({ path, body: { ...request, listaIdPosicion: seatIds } })
    void Effect.runPromise(Effect.result(take)).then((result) => {
      if (result._tag === "Failure") return setState({ status: "failed", error: result.failure })
      shop.dispatch({ type: "api.seatsTaken", idFuncion: booking.idFuncion, process: result.success })
      setState({ status: "idle" })
      navigate(buyPath(shop.tenant.processType, result.success.idProcesoDeCompra), { replace: true })
    })
  }
  return { state, buy }
}
