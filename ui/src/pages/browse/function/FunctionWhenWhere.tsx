import { formatFunctionDate, type Performance } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"

/** When and where a function is: its date and its venue, a line each in the page's `className`. */
export const FunctionWhenWhere = ({
  performance,
  className,
}: {
  readonly performance: Performance
  readonly className: string
}) => {
  const t = useT()
  const locale = useLocale()
  const venue = performance.oEstablecimiento
  return (
    <>
      <p className={className}>
        <time dateTime={performance.oFuncionFecha.dFuncion}>
          {formatFunctionDate(performance.oFuncionFecha, locale)}
        </time>
      </p>
      <p className={className}>
        {t("function.venue", { name: venue.cNombre, address: venue.cDireccion, city: venue.cLocalidad })}
      </p>
    </>
  )
}
