import type { Performance } from "@boleteria/core"
import { useT } from "../../../app/ShopContext.js"
import * as styles from "./FunctionPage.css.js"
import { FunctionWhenWhere } from "./FunctionWhenWhere.js"

/** What, where and when: the show's name, the venue and the function's date. */
export const FunctionSummary = ({ performance }: { readonly performance: Performance }) => {
  const t = useT()
  return (
    <header>
      <h1 className={styles.title}>{performance.cEspectaculoCartelNombre}</h1>
      <FunctionWhenWhere performance={performance} className={styles.muted} />
      {performance.lAgotada && <p className={styles.alert}>{t("function.soldOut")}</p>}
    </header>
  )
}
