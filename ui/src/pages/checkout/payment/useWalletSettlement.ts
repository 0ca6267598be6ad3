import type { ApiFailure, PaymentStatus } from "@boleteria/core"
import * as Effect from "effect/Effect"
import { useEffect, useEffectEvent } from "react"
import { useServices, useShop } from "../../../app/ShopContext.js"
import { usePaymentVerification } from "../checkoutMachines.js"

/**
 * While a wallet payment waits for the shopper (its QR code, or the tab back from its page), asks
 * how it stands a verification step apart, as the payment-link owner's checkout does. An approval
 * (or a payment the bank has yet to confirm) goes to this tab's payment verification as paid
 * elsewhere, so the checkout ends as after a card; a decline or a cancel goes to `onDeclined`, a
 * failed question to `onFailed` (without one, the next poll asks again).
 * No cap on the polls: the shopper may take a while with the app, and the hold's clock ends it anyway.
 */
export const useWalletSettlement = (
  idProcesoDeCompra: number,
  watching: boolean,
  onDeclined: (status: PaymentStatus) => void,
  onFailed: (failure: ApiFailure) => void = () => undefined,
) => {
  const { api } = useServices()
  const { settings } = useShop()
  const verification = usePaymentVerification()
  const paid = useEffectEvent(verification.paidElsewhere)
  const declined = useEffectEvent(onDeclined)
  const failed = useEffectEvent(onFailed)
  useEffect(() => {
    if (!watching) return
    let asking = false
    let live = true
    const ask = () => {
      if (asking) return
      asking = true
      void Effect.runPromise(Effect.result(api.getPaymentStatus({ path: { idProcesoDeCompra } }))).then((result) => {
        asking = false
        if (!live) return
        if (result._tag !== "Success") return failed(result.failure)
        const status = result.success
        if (status.cEstado === "APROBADO" || status.cEstado === "PENDIENTE_CONFIRMACION") paid(status)
        else if (status.cEstado === "RECHAZADO" || status.cEstado === "CANCELADO") declined(status)
      })
    }
    ask()
    const timer = window.setInterval(ask, settings.verificationStepMs)
    return () => {
      live = false
      window.clearInterval(timer)
    }
  }, [api, idProcesoDeCompra, watching, settings.verificationStepMs])
}
