import { useT } from "../../../app/ShopContext.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import * as styles from "../checkout.css.js"
import { ResultActions } from "./ResultActions.js"
import { ResultPage } from "./ResultPage.js"

/** The purchase is paid (SPEC §2 payConfirm): the order, where the e-tickets are, what next. */
export const PayConfirmPage = () => {
  const t = useT()
  const verification = usePaymentVerification()
  const paid = verification.phase === "successful"
  return (
    <ResultPage title={t("checkout.confirm.title")} actions={<ResultActions />}>
      <p role="status">{t("payment.successful")}</p>
      {paid && verification.orderId !== null && <p>{t("checkout.confirm.order", { order: verification.orderId })}</p>}
      {paid && verification.card !== null && (
        <p className={styles.muted}>{t("payment.cardMessage", { last4: verification.card.last4 })}</p>
      )}
      <p>{t("checkout.confirm.eticket")}</p>
    </ResultPage>
  )
}
