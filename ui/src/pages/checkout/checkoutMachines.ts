import { connectDelivery, connectPaymentVerification } from "@boleteria/core"
import { useMemo } from "react"
import { useDispatch, useSystem } from "../../app/ShopContext.js"

// The checkout's own machines, here rather than in app/ShopContext: only checkout pages read them,
// so their views stay out of the shop's first download.
export const useDelivery = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(() => connectDelivery(system.delivery, dispatch), [system.delivery, dispatch])
}
export const usePaymentVerification = () => {
  const system = useSystem()
  const dispatch = useDispatch()
  return useMemo(
    () => connectPaymentVerification(system.paymentVerification, dispatch),
    [system.paymentVerification, dispatch],
  )
}
