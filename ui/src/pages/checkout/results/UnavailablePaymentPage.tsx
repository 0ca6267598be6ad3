import { useT } from "../../../app/ShopContext.js"
import { ResultPage } from "./ResultPage.js"

/** Apple Pay's and Tigo Money's return pages opened without the purchase they are about. */
export const UnavailablePaymentPage = () => {
  const t = useT()
  return (
    <ResultPage title={t("checkout.unavailable.title")}>
      <p>{t("checkout.unavailable.body")}</p>
    </ResultPage>
  )
}
