import { useCheckout, useT } from "../../../app/ShopContext.js"
import * as styles from "../checkout.css.js"
import { backToFunction, ResultPage } from "./ResultPage.js"

/**
 * Where a purchase that ended without paying lands (SPEC §4): time ran out, another tab took the
 * purchase, or the shopper cancelled. The machine's message says which; then back to the function.
 */
export const PayFinishPage = () => {
  const t = useT()
  const checkout = useCheckout()
  return (
    <ResultPage title={t("checkout.payFinish.title")} ways={[backToFunction(checkout.lastFunctionPath)]}>
      <p role="status">{t(checkout.message ?? "checkout.payFinish.noMessage")}</p>
      <p className={styles.muted}>{t("checkout.payFinish.released")}</p>
    </ResultPage>
  )
}
