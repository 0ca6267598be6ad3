import { formatFunctionDate, functionDateParts, type BirthDate, type FunctionDate } from "@boleteria/core"
import { useLocale } from "../../../app/ShopContext.js"

/** Dates of the contract in the shopper's language, as the tenant's clock reads them. */
export const useDateText = () => {
  const locale = useLocale()
  return {
    instant: (isoDateTime: string) => formatFunctionDate(functionDateParts(isoDateTime), locale),
    performance: (date: FunctionDate) => formatFunctionDate(date, locale),
    /** A calendar day with no time or zone: formatted as UTC so no zone shifts it. */
    birthday: ({ nDia, nMes, nAnio }: BirthDate) =>
      new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        Date.UTC(nAnio, nMes - 1, nDia),
      ),
  }
}
