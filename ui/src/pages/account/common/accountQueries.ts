import { useSession } from "../../../app/ShopContext.js"
import { useApiQuery } from "../../../app/useApiQuery.js"

/** The signed-in customer (GET /v2/Cliente/Informacion), shared with checkout's address choice. */
export const useCustomer = () => {
  const { token } = useSession()
  return useApiQuery(`customer:${token ?? ""}`, (api) => api.getCustomer())
}

/** The customer's orders and bookings (GET /v2/Historial2). */
export const useOrderHistory = () => {
  const { token } = useSession()
  return useApiQuery(`history:${token ?? ""}`, (api) => api.getOrderHistory())
}
