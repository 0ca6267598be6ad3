import { useCheckout, useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"
import { ResultPage } from "./ResultPage.js"

/**
 * Where a purchase that ended without paying lands (SPEC §4): time ran out, another tab took the
 * purchase, or the shopper cancelled. The machine's message says which; then back to the function.
 */
export const PayFinishPage = () => {
  const t = useT()
  const checkout = useCheckout()
  return (
    <ResultPage
      title={t("checkout.payFinish.title")}
      actions={
        <>
          {checkout.lastFunctionPath !== null && (
            <ShopLink to={checkout.lastFunctionPath} className={styles.link}>
              {t("checkout.backToFunction")}
            </ShopLink>
          )}
          <ShopLink to="/" className={styles.link}>
            {t("checkout.toBillboard")}
          </ShopLink>
        </>
      }
    >
      <p role="status">{t(checkout.message ?? "checkout.payFinish.noMessage")}</p>
      <p className={styles.muted}>{t("checkout.payFinish.released")}</p>
    </ResultPage>
  )
}
