import { formatPrice } from "@boleteria/core"
import { useTenant } from "../app/ShopContext.js"

/** A price as the tenant writes it (SPEC §9: es-AR, no decimals, empty currency prefix). */
export const Price = ({ amount }: { readonly amount: number }) => {
  const tenant = useTenant()
  return <span>{formatPrice(amount, tenant.price)}</span>
}

export const useFormatPrice = () => {
  const tenant = useTenant()
  return (amount: number) => formatPrice(amount, tenant.price)
}
