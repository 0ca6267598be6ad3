import { formatFunctionDate, type Performance } from "@boleteria/core"
import { useLocale, useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"

/** What, where and when: the show's name, the venue and the function's date. */
export const FunctionSummary = ({ performance }: { readonly performance: Performance }) => {
  const t = useT()
  const locale = useLocale()
  const venue = performance.oEstablecimiento
  return (
    <header>
      <h1 className={styles.title}>{performance.cEspectaculoCartelNombre}</h1>
      <p className={styles.muted}>
        <time dateTime={performance.oFuncionFecha.dFuncion}>
          {formatFunctionDate(performance.oFuncionFecha, locale)}
        </time>
      </p>
      <p className={styles.muted}>
        {t("function.venue", { name: venue.cNombre, address: venue.cDireccion, city: venue.cLocalidad })}
      </p>
      {performance.lAgotada && <p className={styles.alert}>{t("function.soldOut")}</p>}
    </header>
  )
}
