import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"
import { ResultPage } from "./ResultPage.js"

/** Apple Pay's and Tigo Money's return pages opened without the purchase they are about. */
export const UnavailablePaymentPage = () => {
  const t = useT()
  return (
    <ResultPage
      title={t("checkout.unavailable.title")}
      actions={
        <ShopLink to="/" className={styles.link}>
          {t("checkout.toBillboard")}
        </ShopLink>
      }
    >
      <p>{t("checkout.unavailable.body")}</p>
    </ResultPage>
  )
}
