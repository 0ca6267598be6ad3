import { useT } from "../../../app/ShopContext.js"
import { ShopLink } from "../../../components/ShopLink.js"
import * as styles from "../checkout.css.js"
import { ResultPage } from "./ResultPage.js"

/** The bank has yet to confirm the payment (SPEC §2 payConfirmPool); the order follows by e-mail. */
export const PayConfirmPoolPage = () => {
  const t = useT()
  return (
    <ResultPage
      title={t("checkout.pending.title")}
      actions={
        <>
          <ShopLink to="/myOrders" className={styles.link}>
            {t("checkout.toOrders")}
          </ShopLink>
          <ShopLink to="/" className={styles.link}>
            {t("checkout.toBillboard")}
          </ShopLink>
        </>
      }
    >
      <p role="status">{t("payment.pendingConfirmation")}</p>
      <p>{t("checkout.pending.body")}</p>
    </ResultPage>
  )
}
