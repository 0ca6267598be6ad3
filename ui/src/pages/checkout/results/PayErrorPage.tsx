import { buyPath } from "@boleteria/core"
import { useCheckout, useT, useTenant } from "../../../app/ShopContext.js"
import { SendLogButton } from "../../../supportLog/SendLogButton.js"
import { usePaymentVerification } from "../checkoutMachines.js"
import * as styles from "../checkout.css.js"
import { ResultPage } from "./ResultPage.js"

/** The payment failed (SPEC §2 payError): why, and back to paying while the purchase still holds. */
export const PayErrorPage = () => {
  const t = useT()
  const checkout = useCheckout()
  const tenant = useTenant()
  const verification = usePaymentVerification()
  return (
    <ResultPage
      title={t("checkout.error.title")}
      ways={[
        checkout.idProcesoDeCompra === null
          ? null
          : { to: buyPath(tenant.processType, checkout.idProcesoDeCompra), text: "checkout.error.backToPayment" },
      ]}
    >
      <p role="alert">{t(verification.message ?? "payment.requestError")}</p>
      {verification.card !== null && (
        <p className={styles.muted}>{t("payment.cardMessage", { last4: verification.card.last4 })}</p>
      )}
      <p>{t("supportLog.lead")}</p>
      <SendLogButton />
    </ResultPage>
  )
}
