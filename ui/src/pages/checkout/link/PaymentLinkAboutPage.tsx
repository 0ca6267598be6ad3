import { useT } from "../../../app/ShopContext.js"
import { ResultPage } from "../results/ResultPage.js"

/** /linkPago with no purchase: what a payment link is, and a way back. */
export const PaymentLinkAboutPage = () => {
  const t = useT()
  return (
    <ResultPage title={t("checkout.link.about.title")}>
      <p>{t("checkout.link.about.what")}</p>
      <p>{t("checkout.link.about.how")}</p>
      <p>{t("checkout.link.about.expiry")}</p>
    </ResultPage>
  )
}
