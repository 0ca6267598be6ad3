import { chargeReading } from "@boleteria/core"
import { useT } from "../app/ShopContext.js"
import { Price } from "./Price.js"

/** A charge of a summary as core's chargeReading says it reads: its amount, or "Sin cargo" when it costs nothing. */
export const ChargeFigure = ({ amount }: { readonly amount: number }) => {
  const t = useT()
  return chargeReading(amount) === "free" ? <span>{t("common.free")}</span> : <Price amount={amount} />
}
