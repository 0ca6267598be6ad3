import { formatMoney } from "@boleteria/core"
import { useCallback } from "react"
import { useLocale, useTenant } from "../app/ShopContext.js"

/**
 * An amount as the shopper reads it, with its currency: "$ 12.500" in Spanish, "ARS 12,500" in
 * English (core's formatMoney, the one money formatter).
 */
export const Price = ({ amount }: { readonly amount: number }) => <span>{useFormatPrice()(amount)}</span>

/** The formatter itself, for texts that carry an amount; the same function while the language stays. */
export const useFormatPrice = () => {
  const { price } = useTenant()
  const language = useLocale()
  return useCallback((amount: number) => formatMoney(amount, price, language), [price, language])
}
