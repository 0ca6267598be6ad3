import { useT } from "../../../app/ShopContext.js"
import { ResultPage, TO_ORDERS } from "./ResultPage.js"

/** The bank has yet to confirm the payment (SPEC §2 payConfirmPool); the order follows by e-mail. */
export const PayConfirmPoolPage = () => {
  const t = useT()
  return (
    <ResultPage title={t("checkout.pending.title")} ways={[TO_ORDERS]}>
      <p role="status">{t("payment.pendingConfirmation")}</p>
      <p>{t("checkout.pending.body")}</p>
    </ResultPage>
  )
}
