import { connectDelivery, connectPaymentVerification } from "@boleteria/core"
import { useMachineView } from "../../app/ShopContext.js"

// The checkout's own machines, here rather than in app/ShopContext: only checkout pages read them,
// so their views stay out of the shop's first download.
export const useDelivery = () => useMachineView("delivery", connectDelivery)
export const usePaymentVerification = () => useMachineView("paymentVerification", connectPaymentVerification)
